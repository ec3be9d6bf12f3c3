import type { Page } from '@playwright/test';
import { startSmtpCapture, type SmtpCapture } from '../apps/api/src/testing/smtp-capture';
import { expect, test } from './fixtures';
import { createActiveAccount } from './support/accounts';
import { applyAll, cvOf, waitForAnalyses } from './support/applicants';
import { SMTP_PORT } from './support/env';
import { linkIds } from './support/public-upload';
import { reviewShot } from './support/review';
import { createPostingViaApi, signInViaApi, startSignedIn } from './support/session';
import { expectAccessible } from './support/accessibility';

let smtp: SmtpCapture;

test.beforeAll(async () => {
  smtp = await startSmtpCapture(SMTP_PORT);
});

// The other specs listen on the same port: each file frees it when it is done.
test.afterAll(async () => {
  await smtp.close();
});

const PUESTO = 'Shop assistant';
const ana = { name: 'Ana Gómez', email: `ana.${Date.now()}@example.com`, lines: ['Shop assistant for five years.', 'Customer service.'] };

async function openTemplatesFromMenu(page: Page) {
  await page.getByRole('button', { name: 'Configuración' }).click();
  await page.getByRole('group', { name: 'Configuración' }).getByRole('link', { name: 'Plantillas de e-mail' }).click();
  await expect(page).toHaveURL(/\/settings\/email-templates$/);
  await expect(page.getByRole('heading', { name: 'Plantillas de e-mail', level: 1 })).toBeVisible();
}

test('a recruiter selects applicants in the list and e-mails them all at once; each receives their own', async ({ page, request }) => {
  const stamp = Date.now();
  const people = [
    { name: 'Bruno Díaz', email: `bruno.${stamp}@example.com`, lines: ['Vendedor de mostrador durante tres años.'] },
    { name: 'Carla Ruiz', email: `carla.${stamp}@example.com`, lines: ['Atención al cliente en tienda.'] },
    { name: 'Diego Sosa', email: `diego.${stamp}@example.com`, lines: ['Cajero y reposición.'] },
  ];
  const account = await createActiveAccount(request, smtp);
  const session = await signInViaApi(request, account);
  const posting = await createPostingViaApi(request, session, {
    puesto: 'Vendedor/a',
    tareas_a_realizar: 'Atender a los clientes y ordenar la tienda.',
    condiciones_necesarias: [],
    condiciones_deseables: [],
  });
  await applyAll(request, linkIds(posting.link), people.map((person) => cvOf(person)));
  await waitForAnalyses(request, session, posting.evaluacion_id, people.length);

  await startSignedIn(page, session);
  await page.goto(`/job/${posting.evaluacion_id}/applicants`);
  await page.getByLabel('Seleccionar todos los de esta página').check();
  const bar = page.getByRole('region', { name: 'Acciones sobre los seleccionados' });
  await expect(bar.getByRole('status')).toHaveText('3 seleccionados');
  await bar.getByRole('button', { name: 'Enviar e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar e-mail' });
  await dialog.getByLabel('Plantilla', { exact: true }).selectOption({ label: 'Rechazo' });
  await dialog.getByLabel('Asunto', { exact: true }).fill('Novedades sobre {puesto}');
  await dialog.getByLabel('Texto', { exact: true }).fill('Hola {nombre}:\n\nGracias por postularte en {empresa}.');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('E-mails en cola de envío: 3.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(bar).toHaveCount(0);

  // Over SMTP, one e-mail each, with their own name.
  for (const person of people) {
    const mail = await smtp.waitFor(person.email, (m) => m.subject.startsWith('Novedades'));
    expect(mail.subject).toBe('Novedades sobre Vendedor/a');
    expect(mail.text).toContain(`Hola ${person.name}:`);
    for (const other of people.filter((p) => p !== person)) expect(mail.text).not.toContain(other.name);
  }
});

test('a recruiter edits a template in settings and e-mails an applicant from the drawer, who receives it', async ({ page, request }) => {
  const account = await createActiveAccount(request, smtp);
  const session = await signInViaApi(request, account);
  // A posting in English: the candidate's e-mails go in its language, whatever the recruiter's screen says.
  const posting = await createPostingViaApi(
    request,
    session,
    { puesto: PUESTO, tareas_a_realizar: 'Serve customers and keep the shop in order.', condiciones_necesarias: [], condiciones_deseables: [] },
    'en',
  );
  await applyAll(request, linkIds(posting.link), [cvOf(ana)]);
  await waitForAnalyses(request, session, posting.evaluacion_id, 1);
  // The candidate was told their CV arrived, in the posting's language.
  const confirmation = await smtp.waitFor(ana.email);
  expect(confirmation.subject).toBe(`We received your CV for ${PUESTO}`);
  // With no link: its address is what the CV prints, which nobody verified (decision 050).
  expect(confirmation.links).toEqual([]);
  expect(confirmation.text).toContain('The private link to see, download or delete your data was shown on the page when you sent the CV.');

  // Settings: the English rejection, rewritten.
  await startSignedIn(page, session);
  await page.goto('/dashboard');
  await openTemplatesFromMenu(page);
  await page.getByLabel('Plantilla', { exact: true }).selectOption({ label: 'Rechazo' });
  await page.getByLabel('Idioma', { exact: true }).selectOption({ label: 'English' });
  const subject = page.getByLabel('Asunto', { exact: true });
  await expect(subject).toHaveValue('Your application for {puesto}');
  await subject.fill('News about {puesto}');
  await expect(page.getByText('Predeterminada', { exact: true })).toBeVisible();
  await page.getByLabel('Texto', { exact: true }).fill('Dear {nombre},\n\nThank you from {empresa}. <b>We keep your CV</b>.');
  // A subject is required.
  await subject.fill(' ');
  await expect(page.getByText('Campo obligatorio.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await subject.fill('News about {puesto}');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Plantilla guardada.')).toBeVisible();
  await page.reload();
  await page.getByLabel('Plantilla', { exact: true }).selectOption({ label: 'Rechazo' });
  await page.getByLabel('Idioma', { exact: true }).selectOption({ label: 'English' });
  await expect(page.getByLabel('Asunto', { exact: true })).toHaveValue('News about {puesto}');
  await expect(page.getByText('Personalizada')).toBeVisible();
  await expectAccessible(page, 'e-mail templates');

  // The applicant's drawer: send the rejection, edited before sending.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: `Postulantes de ${PUESTO}` }).click();
  await page.getByRole('button', { name: `Ver el detalle de ${ana.name}` }).click();
  const drawer = page.getByRole('dialog', { name: ana.name });
  await expect(drawer.getByText('Confirmación automática de CV recibido')).toBeVisible();
  await drawer.getByRole('button', { name: 'Enviar e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar e-mail' });
  await expect(dialog.getByText('Se envía en el idioma de la búsqueda (English).')).toBeVisible();
  // The interview invitation comes first, with her interview link: she has no interview yet, so nothing goes.
  await expect(dialog.getByLabel('Plantilla', { exact: true })).toHaveValue('entrevista');
  await expect(dialog.getByLabel('Asunto', { exact: true })).toHaveValue('Interview for {puesto} at {empresa}');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog.getByText('Sin enlace de entrevista (no enviados): 1.', { exact: false })).toBeVisible();
  await expect(dialog.getByText('primero crea la entrevista del postulante', { exact: false })).toBeVisible();

  await dialog.getByLabel('Plantilla', { exact: true }).selectOption({ label: 'Rechazo' });
  await expect(dialog.getByLabel('Asunto', { exact: true })).toHaveValue('News about {puesto}');
  const body = dialog.getByLabel('Texto', { exact: true });
  await body.fill(`${await body.inputValue()}\n\nP.S. Good luck!`);
  await reviewShot(page, 'candidate-emails-send');
  await expectAccessible(page, 'send e-mail dialog');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('E-mails en cola de envío: 1.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Received over SMTP, placeholders filled for Ana, the markup sent as text.
  const mail = await smtp.waitFor(ana.email, (m) => m.subject.startsWith('News'));
  expect(mail.subject).toBe(`News about ${PUESTO}`);
  expect(mail.text).toContain(`Dear ${ana.name},`);
  expect(mail.text).toContain('<b>We keep your CV</b>.');
  expect(mail.text).toContain('P.S. Good luck!');
  expect(mail.html).not.toContain('<b>We keep');

  // Listed on the applicant: subject, who sent it, and its state once delivered.
  const sent = drawer.getByRole('list', { name: 'E-mails enviados' }).getByRole('listitem').filter({ hasText: `News about ${PUESTO}` });
  await expect(sent).toContainText(`por ${account.email}`);
  await expect(sent).toContainText('Enviado', { timeout: 15_000 });
  await reviewShot(page, 'candidate-emails-drawer');
  // The dark theme, for the review screenshots.
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await reviewShot(page, 'candidate-emails-drawer-dark');
});

test('on a phone, the templates screen fits the screen, in the dark theme too', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('theme-storage', JSON.stringify({ state: { theme: 'oscuro' }, version: 0 })));
  const account = await createActiveAccount(request, smtp);
  const session = await signInViaApi(request, account);
  await startSignedIn(page, session);
  await page.goto('/settings/email-templates');
  await expect(page.getByLabel('Asunto', { exact: true })).toHaveValue('Entrevista para {puesto} en {empresa}');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'e-mail templates, dark, phone');
  await reviewShot(page, 'candidate-emails-templates-phone', true);
});
