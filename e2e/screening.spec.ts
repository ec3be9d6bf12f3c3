import type { APIRequestContext, Page } from '@playwright/test';
import { startSmtpCapture, type SmtpCapture } from '../apps/api/src/testing/smtp-capture';
import { expect, test } from './fixtures';
import { createActiveAccount } from './support/accounts';
import { applyAll, cvOf, waitForAnalyses, type Person } from './support/applicants';
import { SMTP_PORT } from './support/env';
import { reviewShot } from './support/review';
import { linkIds } from './support/public-upload';
import { createPostingViaApi, signInViaApi, startSignedIn, type StoredSession } from './support/session';

let smtp: SmtpCapture;

test.beforeAll(async () => {
  smtp = await startSmtpCapture(SMTP_PORT);
});

// The other specs listen on the same port: each file frees it when it is done.
test.afterAll(async () => {
  await smtp.close();
});

const PUESTO = 'Vendedor/a de salón';

const JOSE: Person = {
  name: 'José Núñez',
  email: 'jose.nunez@example.com',
  phone: '+54 9 11 5555-0101',
  lines: ['Experiencia en ventas de 5 años en salón comercial.', 'Inglés avanzado (C1).'],
};
const COOK: Person = {
  name: 'Rita Cocinera',
  email: 'rita.cocinera@example.com',
  // Six months of sales, well short of the three years asked: the AI advises against (decision 057).
  lines: ['Trabajé como cocinera en un restaurante durante 4 años.', 'Experiencia', 'Vendedora, Feria Artesanal del Sur, 03/2024 - 08/2024'],
};

async function postingWithApplicants(request: APIRequestContext): Promise<{ session: StoredSession; evaluacionId: number }> {
  const account = await createActiveAccount(request, smtp);
  const session = await signInViaApi(request, account);
  const created = await createPostingViaApi(request, session, {
    puesto: PUESTO,
    tareas_a_realizar: 'Atención de clientes en el salón de ventas, cobro y reposición de mercadería.',
    condiciones_necesarias: ['Al menos 3 años de experiencia en ventas'],
    condiciones_deseables: ['Inglés avanzado'],
  });
  await applyAll(request, linkIds(created.link), [cvOf(JOSE), cvOf(COOK)]);
  await waitForAnalyses(request, session, created.evaluacion_id, 2);
  return { session, evaluacionId: created.evaluacion_id };
}

const row = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Postulantes, del mejor al último' }).getByRole('listitem', { name, exact: true });
const statusBox = (page: Page) => page.getByRole('region', { name: 'Estado de la entrevista' });
const question = (page: Page, list: string, number: number) =>
  page.getByRole('list', { name: list }).getByRole('listitem', { name: `Pregunta ${number}`, exact: true });

test('a recruiter proposes, edits and sends a screening; the candidate answers on a phone; the recruiter reads the result, and interviews a candidate the AI advised against', async ({
  page,
  browser,
  request,
}) => {
  const { session, evaluacionId } = await postingWithApplicants(request);
  await startSignedIn(page, session);
  await page.goto(`/job/${evaluacionId}/applicants`);

  // No general questions yet: the proposal leads to the posting's definition first.
  await row(page, 'José Núñez').getByRole('button', { name: 'Crear screening para José Núñez' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${evaluacionId}/screening-definition$`));
  await expect(page.getByRole('heading', { name: 'Preguntas generales del aviso' })).toBeVisible();
  await page.getByRole('button', { name: 'Empezar' }).click();

  const general = 'Preguntas generales';
  const generalItems = page.getByRole('list', { name: general }).getByRole('listitem');
  const proposed = await generalItems.count();
  expect(proposed).toBeGreaterThanOrEqual(3);
  // Edit the first (Ctrl+Enter ends editing), delete the second (the rest renumber), add one (Escape ends it).
  await question(page, general, 1).getByRole('button', { name: 'Editar la pregunta 1' }).click();
  await question(page, general, 1).getByRole('textbox').fill('¿Cuándo podrías empezar a trabajar?');
  await page.keyboard.press('Control+Enter');
  await expect(question(page, general, 1)).toContainText('¿Cuándo podrías empezar a trabajar?');
  const third = await question(page, general, 3).getByRole('paragraph').innerText();
  await question(page, general, 2).getByRole('button', { name: 'Eliminar la pregunta 2' }).click();
  await expect(generalItems).toHaveCount(proposed - 1);
  await expect(question(page, general, 2).getByRole('paragraph')).toHaveText(third);
  await page.getByRole('button', { name: 'Agregar pregunta' }).click();
  await page.getByRole('textbox', { name: `Pregunta ${proposed}` }).fill('¿Tienes disponibilidad los fines de semana?');
  await page.keyboard.press('Escape');
  await expect(generalItems).toHaveCount(proposed);
  await reviewShot(page, 'screening-definition', true);
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // The applicant's screening: the saved general questions, then the CV's.
  await expect(page.getByRole('heading', { name: 'Screening de José Núñez', level: 1 })).toBeVisible();
  await expect(statusBox(page)).toContainText('Todavía no enviaste esta entrevista');
  await expect(page.getByRole('list', { name: general }).getByRole('listitem')).toHaveCount(proposed);
  const specific = 'Preguntas sobre el CV';
  const specificItems = page.getByRole('list', { name: specific }).getByRole('listitem');
  await expect(specificItems.first()).toBeVisible();
  const cvQuestions = await specificItems.count();
  await page.getByRole('button', { name: 'Resumen del CV' }).click();
  await expect(page.getByRole('dialog', { name: 'Resumen del CV' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Guardar y enviar' }).click();
  const sendDialog = page.getByRole('dialog', { name: 'Enviar la entrevista' });
  await expect(sendDialog).toBeVisible();
  await reviewShot(page, 'screening-send', true);
  const message = sendDialog.getByRole('textbox', { name: 'Mensaje para el candidato' });
  await expect(message).toHaveValue(/^Hola José Núñez, gracias por postularte a Vendedor\/a de salón\..*\/interview\?iv=/);
  const link = /https?:\/\/\S+\/interview\?iv=[\w-]+/.exec(await message.inputValue())?.[0] ?? '';
  const chat = sendDialog.getByRole('link', { name: 'Enviar por WhatsApp' });
  await expect(chat).toHaveAttribute('href', new RegExp(`^https://wa\\.me/5491155550101\\?text=.*${encodeURIComponent('/interview?iv=')}`));
  await sendDialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(statusBox(page)).toContainText('El candidato todavía no empezó la entrevista.');
  await expect(statusBox(page)).toHaveAttribute('data-state', 'NO_INICIADA');

  // The candidate, on a phone, in another browser: answers half, reloads, finishes and sends.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'es-ES' });
  const candidate = await phone.newPage();
  await candidate.goto(link);
  await expect(candidate.getByRole('heading', { name: PUESTO, level: 1 })).toBeVisible();
  const total = proposed + cvQuestions;
  const answer = (n: number) => candidate.getByRole('textbox', { name: new RegExp(`^Pregunta ${n} de ${total}`) });
  const half = Math.ceil(total / 2);
  for (let n = 1; n <= half; n++) {
    await answer(n).fill(`Respuesta número ${n} <b>sin formato</b>`);
    await answer(n).blur();
  }
  await expect(candidate.getByRole('progressbar', { name: 'Tu progreso' })).toHaveAttribute('aria-valuenow', String(half));
  await expect(candidate.getByText('Guardando…')).toHaveCount(0);
  await candidate.reload();
  await expect(answer(1)).toHaveValue('Respuesta número 1 <b>sin formato</b>');
  await expect(answer(half)).toHaveValue(`Respuesta número ${half} <b>sin formato</b>`);
  await reviewShot(candidate, 'interview-phone', true);

  // Started: the recruiter can no longer change the questions.
  await page.reload();
  await expect(statusBox(page)).toContainText('El candidato está respondiendo la entrevista.');
  await expect(page.getByRole('button', { name: 'Editar la pregunta 1' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Guardar y enviar de nuevo' })).toHaveCount(0);
  await reviewShot(page, 'screening-started', true);

  for (let n = half + 1; n <= total; n++) {
    await answer(n).fill(`Respuesta número ${n}`);
    await answer(n).blur();
  }
  await expect(candidate.getByText('Guardando…')).toHaveCount(0);
  await candidate.getByRole('button', { name: 'Enviar respuestas' }).click();
  const confirm = candidate.getByRole('dialog', { name: '¿Enviar tus respuestas?' });
  await confirm.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(candidate.getByRole('heading', { name: '¡Gracias!' })).toBeVisible();
  expect(await candidate.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await candidate.reload();
  await expect(candidate.getByRole('heading', { name: 'Ya enviaste tus respuestas. ¡Gracias!' })).toBeVisible();
  await phone.close();

  // The recruiter: finished, the summary and the whole conversation.
  await page.reload();
  await expect(statusBox(page)).toHaveAttribute('data-state', 'FINALIZADA');
  await page.getByRole('link', { name: 'Ver resultado' }).click();
  await expect(page.getByRole('heading', { name: 'Resultado del screening de José Núñez' })).toBeVisible();
  // The summary a recruiter reads in ten seconds: the fit verdict and the count first.
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`^Encaje: .* · respondió ${total} de ${total} preguntas\\.`) })).toBeVisible({
    timeout: 20_000,
  });
  const conversation = page.getByRole('region', { name: 'Conversación' });
  await expect(conversation.getByRole('listitem')).toHaveCount(total);
  await expect(conversation.getByText('Respuesta número 1 <b>sin formato</b>')).toBeVisible();
  await expect(conversation.getByText('¿Tienes disponibilidad los fines de semana?')).toBeVisible();
  await reviewShot(page, 'screening-result', true);

  // The list shows it finished, with the summary and the way to the result.
  await page.goto(`/job/${evaluacionId}/applicants`);
  const jose = row(page, 'José Núñez');
  await expect(jose.getByText('Screening finalizado')).toBeVisible();
  // The row shows the summary's first line only.
  await expect(jose.getByText(new RegExp(`^Encaje: .* · respondió ${total} de ${total} preguntas\\.$`))).toBeVisible();
  await expect(jose.getByRole('link', { name: 'Ver completo' })).toBeVisible();

  // A candidate who does not meet a mandatory condition: the AI advises against interviewing her; the recruiter
  // decides to go ahead anyway, with a reason kept with the applicant.
  await row(page, 'Rita Cocinera').getByRole('button', { name: 'Crear screening para Rita Cocinera' }).click();
  await expect(page.getByRole('heading', { name: 'Screening de Rita Cocinera', level: 1 })).toBeVisible();
  const advice = page.getByRole('region', { name: 'La IA desaconseja esta entrevista' });
  await expect(advice.getByRole('listitem')).toHaveText(['Al menos 3 años de experiencia en ventas']);
  await expect(advice).toContainText('la decisión es tuya');
  await expect(page.getByText('La IA propone preguntas y recomendaciones; quien decide es una persona.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar y enviar' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: general }).getByRole('listitem')).toHaveCount(proposed);
  await advice.getByRole('checkbox', { name: 'Entrevistar igualmente' }).check();
  const reason = 'Atendió el mostrador del restaurante: quiero escucharla.';
  await advice.getByRole('textbox', { name: 'Motivo (opcional)' }).fill(reason);
  await reviewShot(page, 'screening-override', true);
  await page.getByRole('button', { name: 'Guardar y enviar' }).click();
  const ritaDialog = page.getByRole('dialog', { name: 'Enviar la entrevista' });
  const ritaLink = /https?:\/\/\S+\/interview\?iv=([\w-]+)/.exec(await ritaDialog.getByRole('textbox', { name: 'Mensaje para el candidato' }).inputValue());
  expect(ritaLink).not.toBeNull();
  await ritaDialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(advice).toContainText('Decidiste entrevistarlo pese a la recomendación de la IA');
  await expect(advice).toContainText(`Motivo: ${reason}`);

  // She answers (through the candidate's calls), and the recruiter reads the summary.
  const iv = ritaLink![1]!;
  const interview = (await (await request.get(`/api/public/interview?iv=${iv}`)).json()) as { preguntas: { numero: number }[] };
  for (const { numero } of interview.preguntas) {
    expect((await request.put('/api/public/interview/answer', { data: { iv, numero, respuesta: `Respuesta de Rita ${numero}` } })).ok()).toBe(true);
  }
  expect((await request.post('/api/public/interview/submit', { data: { iv } })).ok()).toBe(true);
  await page.reload();
  await page.getByRole('link', { name: 'Ver resultado' }).click();
  const ritaTotal = interview.preguntas.length;
  await expect(page.getByRole('status').filter({ hasText: `respondió ${ritaTotal} de ${ritaTotal} preguntas` })).toBeVisible({ timeout: 20_000 });

  // Her panel in the list says the team decided against the AI's advice, and why.
  await page.goto(`/job/${evaluacionId}/applicants`);
  await row(page, 'Rita Cocinera').getByRole('button', { name: 'Ver el detalle de Rita Cocinera' }).click();
  const drawer = page.getByRole('dialog', { name: 'Rita Cocinera' });
  await expect(drawer.getByText(/^Entrevistado pese a la recomendación de la IA, por decisión del equipo/)).toBeVisible();
  await expect(drawer.getByText(`Motivo: ${reason}`)).toBeVisible();
});

test('an interview link that does not exist says so', async ({ page }) => {
  await page.goto('/interview?iv=esto-no-es-un-enlace-valido-de-verdad');
  await expect(page.getByText('Este enlace de entrevista no existe o ya no es válido.')).toBeVisible();
  await page.goto('/interview');
  await expect(page.getByText('Este enlace de entrevista no existe o ya no es válido.')).toBeVisible();
});
