// The browser's global objects are used inside page.evaluate callbacks.
/// <reference lib="dom" />
import { startSmtpCapture, type SmtpCapture } from '../apps/api/src/testing/smtp-capture';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { createActiveAccount } from './support/accounts';
import { applyAll, cvOf, waitForAnalyses } from './support/applicants';
import { SMTP_PORT } from './support/env';
import { linkIds } from './support/public-upload';
import { createPostingViaApi, signInViaApi, startSignedIn } from './support/session';

// Human oversight and the fairness check (issue 19, decision 045): the recruiter's screens say the score is the
// AI's suggestion and a person decides, and link to the posting's fairness check, which the recruiter starts and
// reads: the built-in engine changes no score under any name or gender.

let smtp: SmtpCapture;
test.beforeAll(async () => {
  smtp = await startSmtpCapture(SMTP_PORT);
});
// The other specs listen on the same port: each file frees it when it is done.
test.afterAll(async () => {
  await smtp.close();
});

const NOTE = 'Sugerencia de la IA: la calificación y los veredictos ordenan y explican; no descartan a nadie. Decides tú.';

test('a recruiter reads that the AI only suggests, starts the fairness check and reads 0 as the largest change', async ({ page, request }) => {
  test.setTimeout(180_000);
  const account = await createActiveAccount(request, smtp);
  const session = await signInViaApi(request, account);
  const created = await createPostingViaApi(request, session, {
    puesto: 'Enfermero/a',
    tareas_a_realizar: 'Cuidados de enfermería a pacientes internados.',
    condiciones_necesarias: ['Título de Licenciatura en Enfermería'],
    condiciones_deseables: ['Inglés avanzado'],
  });
  await applyAll(request, linkIds(created.link), [
    cvOf({ name: 'Lucía Gómez', email: 'lucia.gomez@example.com', lines: ['Enfermera de terapia intensiva, Hospital Central, 2016 - 2024', 'Licenciatura en Enfermería, 2015', 'Inglés avanzado'] }),
    cvOf({ name: 'Carlos Ruiz', email: 'carlos.ruiz@example.com', lines: ['Enfermero de guardia, Clínica del Sol, 2019 - 2024', 'Licenciatura en Enfermería, 2018'] }),
    cvOf({ name: 'Pedro Díaz', email: 'pedro.diaz@example.com', lines: ['Cocinero, Restaurante El Puerto, 2015 - 2024', 'Bachillerato completo'] }),
  ]);
  await waitForAnalyses(request, session, created.evaluacion_id, 3);
  await startSignedIn(page, session);

  // The list, the applicant's analysis and the board each say it.
  await page.goto(`/job/${created.evaluacion_id}/applicants`);
  await expect(page.getByRole('heading', { name: 'Enfermero/a', level: 1 })).toBeVisible();
  await expect(page.getByText(NOTE)).toBeVisible();
  await page.getByRole('button', { name: 'Ver el detalle de Pedro Díaz' }).click();
  const detail = page.getByRole('dialog', { name: 'Pedro Díaz' });
  await expect(detail.getByText(NOTE)).toBeVisible();
  await expect(detail.getByRole('link', { name: 'Control de equidad' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await page.getByRole('button', { name: 'Tablero' }).click();
  await expect(page.getByRole('region', { name: 'Tablero de etapas' })).toBeVisible();
  await expect(page.getByText(NOTE)).toBeVisible();

  // Its "?" opens the posting's fairness check, never run yet.
  await page.getByRole('link', { name: 'Control de equidad' }).click();
  await page.waitForURL(`**/job/${created.evaluacion_id}/fairness`);
  await expect(page.getByRole('heading', { name: 'Control de equidad', level: 1 })).toBeVisible();
  await expect(page.getByText('Cubre hasta 200 postulantes analizados, los de mejor calificación primero.')).toBeVisible();
  await expect(page.getByText('Todavía no se hizo ningún control de equidad de este aviso.')).toBeVisible();
  await expectAccessible(page, 'fairness check, never run');

  await page.getByRole('button', { name: 'Iniciar el control' }).click();
  const last = page.getByRole('region', { name: 'Último control' });
  await expect(last.getByText('Terminado', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(last.getByText('Motor de IA medido: el motor incorporado')).toBeVisible();
  await expect(last.getByRole('group', { name: 'Mayor cambio de calificación' }).getByText('0', { exact: true })).toBeVisible();
  await expect(last.getByRole('group', { name: 'Postulantes con algún cambio' }).getByText('0 de 3', { exact: true })).toBeVisible();
  await expect(last.getByText('Ningún nombre ni ninguna palabra con género cambió una calificación o un veredicto.')).toBeVisible();
  const variants = last.getByRole('table', { name: 'Cambios por variante' });
  // 14 names (a woman and a man of seven regions) and the gendered words both ways, under the header row.
  await expect(variants.getByRole('row')).toHaveCount(17);
  const ngozi = variants.getByRole('row', { name: /Ngozi Okonkwo \(África occidental, mujer\)/ });
  await expect(ngozi.getByRole('cell')).toHaveText(['3', '0', '0']);
  await expect(page.getByRole('button', { name: 'Volver a ejecutar' })).toBeVisible();
  await expectAccessible(page, 'fairness check, finished');

  // On a phone, in the dark theme: the same report, nothing wider than the screen.
  await page.addInitScript(() => {
    localStorage.setItem('theme-storage', JSON.stringify({ state: { theme: 'oscuro' }, version: 0 }));
  });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.reload();
  await expect(last.getByRole('group', { name: 'Mayor cambio de calificación' }).getByText('0', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page, 'fairness check on a phone, dark theme');
});
