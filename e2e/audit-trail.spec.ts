// The callbacks of page.evaluate run in the browser and use its globals.
/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Page } from '@playwright/test';
import { startSmtpCapture, type SmtpCapture } from '../apps/api/src/testing/smtp-capture';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { createActiveAccount } from './support/accounts';
import { allApplicants, applyAll, cvOf, waitForAnalyses } from './support/applicants';
import { openMarksFromMenu } from './support/marks';
import { SMTP_PORT } from './support/env';
import { linkIds } from './support/public-upload';
import { opensInNewTab, reviewShot } from './support/review';
import { createPostingViaApi, signInViaApi, startSignedIn } from './support/session';

// The activity log (issue 19, decision 044): a recruiter opens a CV, moves the applicant to another stage and
// writes a note, then finds the three in Settings → Activity log, narrows it to stage changes and downloads
// what it shows as CSV. The screen is checked with axe on a phone, in the dark theme too. Last, they delete a mark
// the applicant carries, and find that in the log by its action (decision 047).

test.use({ reducedMotion: 'reduce' });

let smtp: SmtpCapture;
test.beforeAll(async () => {
  smtp = await startSmtpCapture(SMTP_PORT);
});
test.afterAll(async () => {
  await smtp.close();
});

const PUESTO = 'Analista de auditoría';
const NAME = 'Renata Quiroga';

const entries = (page: Page) => page.getByRole('list', { name: 'Entradas del registro' });

test('a recruiter’s CV view, stage change, note and mark deletion are in the activity log, filtered and exported as CSV', async ({ page, request }) => {
  const account = await createActiveAccount(request, smtp);
  const session = await signInViaApi(request, account);
  const created = await createPostingViaApi(request, session, {
    puesto: PUESTO,
    tareas_a_realizar: 'Revisión de controles internos y de procesos contables.',
    condiciones_necesarias: ['Experiencia en auditoría'],
    condiciones_deseables: ['Inglés avanzado'],
  });
  await applyAll(request, linkIds(created.link), [
    cvOf({ name: NAME, email: 'renata.quiroga@example.com', lines: ['Auditora interna durante 6 años en un banco.', 'Inglés avanzado (C1).'] }),
  ]);
  await waitForAnalyses(request, session, created.evaluacion_id, 1);

  await startSignedIn(page, session);
  await page.goto(`/job/${created.evaluacion_id}/applicants`);
  await page.getByRole('button', { name: `Ver el detalle de ${NAME}` }).click();
  const drawer = page.getByRole('dialog', { name: NAME });

  // Views the CV: it opens in a new tab at its signed address.
  const served = page.context().waitForEvent('response', (response) => response.url().includes('/api/cv/'));
  const opened = await opensInNewTab(page, drawer.getByRole('link', { name: `Ver CV de ${NAME} (se abre en una pestaña nueva)` }));
  expect((await served).status()).toBe(200);
  await opened.close();

  // Moves them to another stage, and writes a note.
  await drawer.getByLabel('Etapa', { exact: true }).selectOption('Entrevista');
  await expect(drawer.getByRole('list', { name: 'Historial de etapas' }).getByRole('listitem')).toHaveCount(1);
  await drawer.getByLabel('Notas', { exact: true }).fill('Pidió entrevista por la tarde');
  await drawer.getByRole('button', { name: 'Guardar nota' }).click();
  await expect(drawer.getByText('Guardado', { exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: 'Cerrar el detalle' }).click();

  // Settings → Activity log, from the side menu.
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Registro de actividad' }).click();
  await expect(page.getByRole('heading', { name: 'Registro de actividad', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Actividad' })).toHaveAttribute('aria-selected', 'true');
  await expect(entries(page).getByRole('listitem')).toHaveCount(3);
  const [note, stage, cv] = await Promise.all([0, 1, 2].map((i) => entries(page).getByRole('listitem').nth(i)));
  // Newest first: who, what, which posting and applicant (links while they exist), from where.
  await expect(note!).toContainText('Escribió las notas');
  await expect(stage!).toContainText('Movió a la etapa «Entrevista»');
  await expect(cv!).toContainText('Vio el CV');
  for (const item of [note!, stage!, cv!]) {
    await expect(item).toContainText(account.email);
    await expect(item).toContainText(/Desde \S+/);
    await expect(item.getByRole('link', { name: PUESTO })).toHaveAttribute('href', `/job/${created.evaluacion_id}`);
    await expect(item.getByRole('link', { name: NAME })).toBeVisible();
  }
  // The note's words are not in the log.
  await expect(entries(page)).not.toContainText('tarde');
  await reviewShot(page, 'activity-log-desktop', true);

  // Only stage changes.
  await page.getByLabel('Acción').selectOption({ label: 'Cambio de etapa' });
  await expect(entries(page).getByRole('listitem')).toHaveCount(1);
  await expect(entries(page).getByRole('listitem')).toContainText('Movió a la etapa «Entrevista»');

  // The CSV holds what the filter shows.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^Registro de actividad - \d{4}-\d{2}-\d{2}\.csv$/);
  const rows = parse(readFileSync((await download.path())!), { bom: true }) as string[][];
  expect(rows[0]).toEqual(['Fecha (UTC)', 'Usuario', 'Actor', 'Acción', 'Aviso', 'Puesto', 'Postulante', 'Detalle', 'IP']);
  expect(rows).toHaveLength(2);
  expect(rows[1]!.slice(1, 6)).toEqual([account.email, 'Usuario', 'Etapa cambiada', String(created.evaluacion_id), PUESTO]);
  expect(rows[1]![7]).toContain('"nombre":"Entrevista"');
  expect(rows.flat().join(' ')).not.toContain(NAME);

  // The export is itself an entry of the log.
  await page.getByRole('button', { name: 'Quitar filtros' }).click();
  await expect(entries(page).getByRole('listitem')).toHaveCount(4);
  await expect(entries(page).getByRole('listitem').first()).toContainText('Exportó el registro de actividad');

  // The analysis log: the CV's analysis, by the built-in engine, with its input's fingerprint.
  await page.getByRole('tab', { name: 'Análisis de CV' }).click();
  const analyses = page.getByRole('list', { name: 'Análisis registrados' });
  await expect(analyses.getByRole('listitem')).toHaveCount(1);
  await expect(analyses.getByRole('listitem')).toContainText('Integrado');
  await expect(analyses.getByRole('listitem')).toContainText(/Huella de la entrada:\s*[0-9a-f]{12}…/);
  await reviewShot(page, 'analysis-log-desktop');

  // On a phone, in both themes: nothing overflows sideways and axe finds nothing serious.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('tab', { name: 'Actividad' }).click();
  await expect(entries(page).getByRole('listitem')).toHaveCount(4);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page, 'activity log on a phone');
  await reviewShot(page, 'activity-log-phone', true);
  await page.evaluate(() => localStorage.setItem('theme-storage', JSON.stringify({ state: { theme: 'oscuro' }, version: 0 })));
  await page.reload();
  await expect(entries(page).getByRole('listitem')).toHaveCount(4);
  await expectAccessible(page, 'activity log on a phone, dark theme');
  await reviewShot(page, 'activity-log-phone-dark', true);

  // Deleting a mark the applicant carries is in the log too: the mark's name and how many carried it, no one named.
  const headers = { Authorization: `Bearer ${session.token}` };
  const mark = await request.post('/api/settings/marks', { headers, data: { nombre: 'Destacada', color: '#0f766e' } });
  expect(mark.ok()).toBe(true);
  const [applicant] = await allApplicants(request, session, created.evaluacion_id);
  const marked = await request.post('/api/jobsearch/applicant', {
    headers,
    data: { evaluacion_id: created.evaluacion_id, postulacion_id: applicant!.postulacion_id, datos: { marca_id: ((await mark.json()) as { marca_id: number }).marca_id } },
  });
  expect(marked.ok()).toBe(true);
  await openMarksFromMenu(page);
  await page.getByRole('button', { name: 'Eliminar la marca Destacada' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Eliminar la marca Destacada?' });
  await expect(confirm).toContainText('1 postulante tiene esta marca y quedará sin marca.');
  await confirm.getByRole('button', { name: 'Eliminar marca' }).click();
  await expect(page.getByText('Se eliminó la marca Destacada')).toBeVisible();
  await page.goto('/settings/activity-log');
  await page.getByLabel('Acción').selectOption({ label: 'Marca eliminada' });
  await expect(entries(page).getByRole('listitem')).toHaveCount(1);
  await expect(entries(page).getByRole('listitem')).toContainText('Eliminó la marca «Destacada», que tenía 1 postulante');
  await expect(entries(page).getByRole('listitem')).toContainText(account.email);
  await expect(entries(page)).not.toContainText(NAME);
});
