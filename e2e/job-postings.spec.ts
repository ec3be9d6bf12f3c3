// The callbacks of page.evaluate run in the browser and use its globals.
/// <reference lib="dom" />
import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { startSmtpCapture, type SmtpCapture } from '../apps/api/src/testing/smtp-capture';
import { expect, test } from './fixtures';
import { createActiveAccount, type TestAccount } from './support/accounts';
import { BASE_URL, SMTP_PORT } from './support/env';
import { createPostingViaApi, isoDateFromToday, signInViaApi, startSignedIn } from './support/session';


let smtp: SmtpCapture;

test.beforeAll(async () => {
  smtp = await startSmtpCapture(SMTP_PORT);
});

// accounts.spec.ts listens on the same port: each file frees it when it is done.
test.afterAll(async () => {
  await smtp.close();
});

async function signIn(page: Page, account: TestAccount) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico', { exact: true }).fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

/**
 * Reads the QR <img> back as a phone camera would: the page hands over the image's pixels and jsQR decodes
 * them here (the page's content security policy rightly refuses an injected script).
 */
async function readQrCode(image: Locator): Promise<string | null> {
  await expect(image).toHaveJSProperty('complete', true);
  const pixels = await image.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(img, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    return { data: Array.from(data), width, height };
  });
  if (!pixels) return null;
  return jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height)?.data ?? null;
}

/** The values of the inputs of one condition list, in order. */
function conditionValues(page: Page, legend: string): Promise<string[]> {
  return page
    .getByRole('group', { name: legend })
    .getByRole('textbox')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

test('a recruiter drafts a posting with the AI, publishes it, shares its link and QR, and writes a social post', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const account = await createActiveAccount(request, smtp);
  await signIn(page, account);
  await expect(page.getByText('Todavía no tienes avisos creados para mostrar')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Crear aviso' }).click();
  await expect(page).toHaveURL(/\/create-job$/);
  await expect(page.getByRole('heading', { name: 'Crear aviso', level: 1 })).toBeVisible();

  // Defaults of spec §9: 500 CVs, valid for 30 days from today (and never before today).
  await expect(page.getByLabel('Cantidad máxima de CVs')).toHaveValue('500');
  const validUntil = page.getByLabel('Válido hasta');
  await expect(validUntil).toHaveValue(isoDateFromToday(30));
  await expect(validUntil).toHaveAttribute('min', isoDateFromToday(0));

  // The AI draft fills the description and both lists of conditions from the position alone.
  await page.getByLabel('Puesto', { exact: true }).fill('Vendedor');
  const preview = page.waitForResponse((r) => r.url().endsWith('/api/jobsearch/new/aipreview'));
  await page.getByRole('button', { name: 'Generar con IA' }).click();
  expect((await preview).status()).toBe(200);
  const description = page.getByLabel('Tareas a realizar');
  await expect(description).not.toHaveValue('');
  await expect(description).toHaveValue(/vent/i);
  await expect(page.getByText('La IA completó la descripción y las condiciones.')).toBeVisible();
  const necessary = await conditionValues(page, 'Condiciones excluyentes');
  const desirable = await conditionValues(page, 'Condiciones deseables');
  expect(necessary.length).toBeGreaterThan(0);
  expect(desirable.length).toBeGreaterThan(0);
  expect([...necessary, ...desirable].every((value) => value.trim() !== '')).toBe(true);

  // The recruiter adjusts the draft: more text, one condition more, one removed, and an empty row left behind.
  const extraTask = 'Turno de tarde, de lunes a viernes.';
  await description.fill(`${await description.inputValue()}\n${extraTask}`);
  await page.getByRole('button', { name: 'Agregar condición excluyente' }).click();
  await page.getByRole('textbox', { name: `Condición excluyente ${necessary.length + 1}`, exact: true }).fill('Disponibilidad para trabajar fines de semana');
  await page.getByRole('button', { name: `Quitar la condición deseable ${desirable.length}` }).click();
  await page.getByRole('button', { name: 'Agregar condición deseable' }).click();
  await expect(page.getByRole('textbox', { name: `Condición deseable ${desirable.length}`, exact: true })).toHaveValue('');
  await page.getByLabel('Cantidad máxima de CVs').selectOption('1000');
  const keptDesirable = desirable.slice(0, -1);
  const expectedNecessary = [...necessary, 'Disponibilidad para trabajar fines de semana'];

  const sent = page.waitForRequest((r) => r.url().endsWith('/api/jobsearch') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Publicar aviso' }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    sexo: 'indistinto',
    puesto: 'Vendedor',
    maxima_cant_cv: 1000,
    valido_hasta: isoDateFromToday(30),
    condiciones_necesarias: expectedNecessary.map((condicion_necesaria) => ({ condicion_necesaria })),
    // The empty row is not sent.
    condiciones_deseables: keptDesirable.map((condicion_deseable) => ({ condicion_deseable })),
  });

  // The success dialog: the applicant link and its copy button with a 2-second 'Copied' state.
  const created = page.getByRole('dialog', { name: '¡Aviso publicado!' });
  await expect(created).toBeVisible();
  const linkElement = created.getByRole('link', { name: /Enlace para postulantes/ });
  const link = (await linkElement.getAttribute('href')) ?? '';
  expect(link).toMatch(new RegExp(`^${BASE_URL}/\\d+/\\d+$`));
  await expect(linkElement).toHaveAttribute('target', '_blank');
  const postingId = link.split('/').pop() ?? '';
  await created.getByRole('button', { name: 'Copiar enlace' }).click();
  await expect(created.getByRole('button', { name: '¡Copiado!' })).toBeVisible();
  expect(await clipboardText(page)).toBe(link);
  await expect(created.getByRole('button', { name: 'Copiar enlace' })).toBeVisible({ timeout: 4000 });
  await created.getByRole('button', { name: 'Ahora no' }).click();

  // The dashboard lists it: position, id and creation date in the interface language.
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Vendedor' }) });
  await expect(card).toContainText(`ID${postingId}`);
  await expect(card.locator('time')).toHaveText(new Intl.DateTimeFormat('es', { dateStyle: 'medium' }).format(new Date()));
  await expect(card.getByRole('link', { name: 'Postulantes de Vendedor' })).toHaveAttribute('href', `/job/${postingId}/applicants`);
  await card.getByRole('link', { name: 'Ver aviso Vendedor' }).click();

  // The detail: sections as published, the footer row, and the link to the applicants.
  await expect(page).toHaveURL(new RegExp(`/job/${postingId}$`));
  await expect(page.getByRole('heading', { name: 'Vendedor', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver postulantes' })).toHaveAttribute('href', `/job/${postingId}/applicants`);
  const tasks = page.getByRole('region', { name: 'Tareas a realizar' });
  await expect(tasks).toContainText(extraTask);
  const necessarySection = page.getByRole('region', { name: 'Condiciones excluyentes' });
  await expect(necessarySection.getByRole('listitem')).toHaveText(expectedNecessary);
  const desirableSection = page.getByRole('region', { name: 'Condiciones deseables' });
  await expect(desirableSection.getByRole('listitem')).toHaveText(keptDesirable);
  const footer = page.getByRole('region', { name: 'Datos del aviso' });
  await expect(footer).toContainText(`ID de evaluación${postingId}`);
  await expect(footer).toContainText(`Máximo de CVs${new Intl.NumberFormat('es').format(1000)}`);
  const [year, month, day] = isoDateFromToday(30).split('-').map(Number) as [number, number, number];
  const validText = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
  await expect(footer).toContainText(`Válido hasta${validText}`);

  // A quick jump marks the section it lands on for 3 s.
  await page.getByRole('navigation', { name: 'Secciones del aviso' }).getByRole('link', { name: 'Condiciones deseables' }).click();
  await expect(desirableSection).toHaveAttribute('data-highlighted', 'true');
  await expect(desirableSection).toBeFocused();
  await expect(desirableSection).not.toHaveAttribute('data-highlighted', 'true', { timeout: 5000 });

  // The applicant link: opens in a new tab, and copies.
  const detailLink = page.getByRole('link', { name: /Enlace para postulantes/ });
  await expect(detailLink).toHaveAttribute('href', link);
  await expect(detailLink).toHaveAttribute('target', '_blank');
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.getByRole('button', { name: 'Copiar enlace' }).click();
  await expect(page.getByRole('button', { name: '¡Copiado!' })).toBeVisible();
  expect(await clipboardText(page)).toBe(link);

  // The QR image reads back as the same link, and copies as a PNG.
  const qr = page.getByRole('img', { name: 'Código QR del enlace para postulantes de Vendedor' });
  await expect(qr).toBeVisible();
  expect(await readQrCode(qr)).toBe(link);
  await page.getByRole('button', { name: 'Copiar imagen QR' }).click();
  await expect(page.getByRole('button', { name: '¡Imagen copiada!' })).toBeVisible();
  const types = await page.evaluate(async () => (await navigator.clipboard.read()).flatMap((item) => [...item.types]));
  expect(types).toContain('image/png');

  // Sharing on networks: the AI post (with the link once) and the original text, each editable on its own.
  const social = page.waitForResponse((r) => r.url().endsWith('/api/jobsearch/socialmedia'));
  await page.getByRole('button', { name: 'Compartir en redes' }).click();
  expect((await social).status()).toBe(200);
  await expect(page).toHaveURL(/\/social-media-post$/);
  const text = page.getByLabel('Texto de la publicación');
  const aiText = await text.inputValue();
  expect(aiText.split(link)).toHaveLength(2);
  await expect(page.getByRole('button', { name: 'Texto con IA' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Texto original' }).click();
  await expect(page.getByRole('button', { name: 'Texto original' })).toHaveAttribute('aria-pressed', 'true');
  await expect(text).toHaveValue(/Postúlate aquí/);
  await expect(text).toHaveValue(new RegExp(link.replaceAll('/', '\\/')));
  const edited = `${await text.inputValue()}\n#empleo #ventas`;
  await text.fill(edited);
  await page.getByRole('button', { name: 'Texto con IA' }).click();
  await expect(text).toHaveValue(aiText);
  await page.getByRole('button', { name: 'Texto original' }).click();
  await expect(text).toHaveValue(edited);
  await page.getByRole('button', { name: 'Copiar texto' }).click();
  await expect(page.getByRole('button', { name: '¡Copiado!' })).toBeVisible();
  expect(await clipboardText(page)).toBe(edited);
  await expect(page.getByRole('button', { name: 'Copiar texto' })).toBeVisible({ timeout: 4000 });

  await page.getByRole('link', { name: 'Volver a la lista de avisos' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('in English the AI drafts in English, and the social post is generated from the success dialog', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const account = await createActiveAccount(request, smtp);
  await signIn(page, account);

  await page.getByRole('button', { name: 'Configuración' }).click();
  await page.getByRole('button', { name: 'Idioma' }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Your job postings' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Create job' }).click();
  await expect(page.getByRole('heading', { name: 'Create job', level: 1 })).toBeVisible();
  await page.getByLabel('Position', { exact: true }).fill('Salesperson');
  await page.getByRole('button', { name: 'Generate with AI' }).click();
  const description = page.getByLabel('Tasks', { exact: true });
  await expect(description).not.toHaveValue('');
  await expect(description).toHaveValue(/\b(sales|sell|customers?)\b/i);
  await expect(description).not.toHaveValue(/\b(ventas|clientes|vendedor)\b/i);
  await expect(page.getByRole('textbox', { name: 'Mandatory condition 1', exact: true })).not.toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Desirable condition 1', exact: true })).not.toHaveValue('');

  await page.getByRole('button', { name: 'Publish job' }).click();
  const created = page.getByRole('dialog', { name: 'Job published!' });
  await expect(created).toBeVisible();
  const link = (await created.getByRole('link', { name: /Applicant link/ }).getAttribute('href')) ?? '';
  await created.getByRole('button', { name: 'Copy link' }).click();
  await expect(created.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await clipboardText(page)).toBe(link);

  await created.getByRole('button', { name: 'Generate now' }).click();
  await expect(page).toHaveURL(/\/social-media-post$/);
  await expect(page.getByRole('heading', { name: 'Social media post' })).toBeVisible();
  const text = page.getByLabel('Post text');
  expect((await text.inputValue()).split(link)).toHaveLength(2);
  await page.getByRole('button', { name: 'Original text' }).click();
  await expect(text).toHaveValue(/Apply here:/);
  await page.getByRole('button', { name: 'Copy text' }).click();
  expect(await clipboardText(page)).toBe(await text.inputValue());

  await page.getByRole('link', { name: 'View the posting' }).click();
  await expect(page.getByRole('heading', { name: 'Salesperson', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mandatory conditions' }).getByRole('listitem').first()).toBeVisible();
  const qr = page.getByRole('img', { name: 'QR code of the applicant link for Salesperson' });
  expect(await readQrCode(qr)).toBe(link);
});

test('the form explains what it needs, and unknown postings say they could not be loaded', async ({ page, request }) => {
  const account = await createActiveAccount(request, smtp);
  const session = await signInViaApi(request, account);
  await startSignedIn(page, session);
  await page.goto('/create-job');

  // The AI needs the position: a hint for 5 s, and no call.
  let previews = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/jobsearch/new/aipreview')) previews += 1;
  });
  await page.getByRole('button', { name: 'Generar con IA' }).click();
  const hint = page.getByText('Escribe el puesto para que la IA pueda redactar el aviso.');
  await expect(hint).toBeVisible();
  await expect(page.getByLabel('Puesto', { exact: true })).toBeFocused();
  await expect(hint).toBeHidden({ timeout: 7000 });
  expect(previews).toBe(0);

  // When the AI cannot answer, a dialog says the body could not be generated.
  await page.route('**/api/jobsearch/new/aipreview', (route) =>
    route.fulfill({ status: 429, json: { code: 'rate_limited', message: 'Demasiadas', mensaje: 'Demasiadas' } }),
  );
  await page.getByLabel('Puesto', { exact: true }).fill('Cadete');
  await page.getByRole('button', { name: 'Generar con IA' }).click();
  const failed = page.getByRole('alertdialog', { name: 'Error' });
  await expect(failed).toContainText('No se pudo generar el cuerpo del aviso.');
  await failed.getByRole('button', { name: 'Aceptar' }).click();
  await expect(failed).toBeHidden();
  await expect(page.getByLabel('Tareas a realizar')).toHaveValue('');
  await page.unroute('**/api/jobsearch/new/aipreview');

  // A position the AI does not understand: it says so, and leaves a generic draft to review.
  await page.getByLabel('Puesto', { exact: true }).fill('asdfgh');
  await page.getByRole('button', { name: 'Generar con IA' }).click();
  await expect(page.getByText('La IA no reconoció el puesto, así que dejó un borrador genérico.', { exact: false })).toBeVisible();
  await expect(page.getByText('La IA completó la descripción y las condiciones.', { exact: false })).toHaveCount(0);
  await page.getByLabel('Tareas a realizar').fill('');

  // Required fields, and a date before today.
  await page.getByLabel('Puesto', { exact: true }).fill('');
  await page.getByLabel('Válido hasta').fill('');
  await page.getByRole('button', { name: 'Publicar aviso' }).click();
  await expect(page.getByText('Puesto es requerido')).toBeVisible();
  await expect(page.getByText('Tareas a realizar es requerido')).toBeVisible();
  await expect(page.getByText('Válido hasta es requerido')).toBeVisible();
  await page.getByLabel('Puesto', { exact: true }).fill('Cadete');
  await page.getByLabel('Tareas a realizar').fill('Entregas en bicicleta por el centro.');
  await page.getByLabel('Válido hasta').fill(isoDateFromToday(-1));
  await page.getByRole('button', { name: 'Publicar aviso' }).click();
  await expect(page.getByText('La fecha no puede ser anterior a hoy.')).toBeVisible();
  await expect(page.getByText('Puesto es requerido')).toBeHidden();

  // The server's own check of the date is shown beside the field.
  await page.getByLabel('Válido hasta').fill(isoDateFromToday(10));
  await page.route('**/api/jobsearch', async (route) => {
    const data = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...data, valido_hasta: '2001-01-01' }) });
  });
  await page.getByRole('button', { name: 'Publicar aviso' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error al crear el aviso' })).toBeVisible();
  await expect(page.getByLabel('Válido hasta')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Válido hasta')).toBeFocused();
  await page.unroute('**/api/jobsearch');

  // Closing the form goes back to the list.
  await page.getByRole('button', { name: 'Cerrar y volver a la lista de avisos' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Todavía no tienes avisos creados para mostrar')).toBeVisible();

  // A posting that does not exist (or is another company's) answers 404.
  await page.goto('/job/999999');
  await expect(page.getByRole('alert')).toHaveText('Error al cargar los detalles del aviso');
  await page.getByRole('link', { name: 'Volver a la lista de avisos' }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const other = await createActiveAccount(request, smtp);
  const otherPosting = await createPostingViaApi(request, await signInViaApi(request, other), {
    puesto: 'Contador',
    tareas_a_realizar: 'Liquidación de impuestos.',
    condiciones_necesarias: ['Título de contador'],
    condiciones_deseables: [],
  });
  await page.goto(`/job/${otherPosting.evaluacion_id}`);
  await expect(page.getByRole('alert')).toHaveText('Error al cargar los detalles del aviso');
  await expect(page.getByText('Contador')).toBeHidden();

  // The social post screen opened without a post.
  await page.goto('/social-media-post');
  await expect(page.getByRole('heading', { name: 'No hay ninguna publicación para mostrar' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver a la lista de avisos' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the posting screens fit the width of the phone', async ({ page, request }) => {
    const account = await createActiveAccount(request, smtp);
    const session = await signInViaApi(request, account);
    const posting = await createPostingViaApi(request, session, {
      puesto: 'Encargado/a de depósito y logística para la sucursal centro',
      tareas_a_realizar: 'Recepción de mercadería, control de stock y armado de pedidos.',
      condiciones_necesarias: ['Experiencia de 2 años en depósitos'],
      condiciones_deseables: [],
    });
    await startSignedIn(page, session);
    const fits = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.goto('/create-job');
    await expect(page.getByRole('heading', { name: 'Crear aviso', level: 1 })).toBeVisible();
    await fits();

    await page.goto(`/job/${posting.evaluacion_id}`);
    await expect(page.getByRole('img', { name: /Código QR/ })).toBeVisible();
    // An empty list shows a dash.
    await expect(page.getByRole('region', { name: 'Condiciones deseables' })).toContainText('—');
    await fits();

    await page.getByRole('button', { name: 'Compartir en redes' }).click();
    await expect(page).toHaveURL(/\/social-media-post$/);
    await expect(page.getByLabel('Texto de la publicación')).not.toHaveValue('');
    await fits();
  });
});
