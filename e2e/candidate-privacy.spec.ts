// The callbacks of page.evaluate run in the browser and use its globals.
/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { CONSENT_VERSION } from '@postula/contract/applicants';
import { startSmtpCapture, type SmtpCapture } from '../apps/api/src/testing/smtp-capture';
import { expect, test } from './fixtures';
import { expectAccessible } from './support/accessibility';
import { createActiveAccount } from './support/accounts';
import { cvOf, waitForAnalyses } from './support/applicants';
import { SMTP_PORT } from './support/env';
import { linkIds } from './support/public-upload';
import { createPostingViaApi, signInViaApi, startSignedIn } from './support/session';

// Issue 19 (decision 042): the candidate is told, on the public page and in the posting's language, who receives
// their data and what for, consents, and can see, download and delete what the company holds through a private link.

let smtp: SmtpCapture;

test.beforeAll(async () => {
  smtp = await startSmtpCapture(SMTP_PORT);
});

// The other specs listen on the same port: each file frees it when it is done.
test.afterAll(async () => {
  await smtp.close();
});

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const MY_LINK = /^http:\/\/localhost:\d+\/my-application\?t=[\w-]{43}$/;

test.describe('on a phone', () => {
  test.use(PHONE);

  test('a candidate consents, sends a CV, opens the private link from the thank-you page, downloads and deletes; the recruiter sees a withdrawal', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000);
    const account = await createActiveAccount(request, smtp);
    const session = await signInViaApi(request, account);
    const posting = await createPostingViaApi(request, session, {
      puesto: 'Vendedor/a de salón',
      tareas_a_realizar: 'Atención de clientes en el salón de ventas y reposición.',
      condiciones_necesarias: ['Experiencia en ventas'],
      condiciones_deseables: ['Inglés'],
    });
    const person = {
      name: 'Lucía Fernández',
      email: `lucia.${Date.now()}@example.com`,
      phone: '+54 9 11 5555-0199',
      lines: ['Vendedora de salón durante 5 años en una tienda de ropa.', 'Inglés intermedio.'],
    };
    const cv = cvOf(person);
    let uploads = 0;
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/applicant/upload')) uploads += 1;
    });

    // The notice, above Send, in the posting's language.
    await page.goto(linkIds(posting.link).path);
    const notice = page.getByRole('region', { name: 'Tus datos' });
    await expect(notice).toContainText(`${account.company} recibe tu CV y los datos que contiene solo para esta búsqueda.`);
    await expect(notice).toContainText('Un sistema automático ayuda a leer los CV; las decisiones las toma una persona');
    await expect(notice).toContainText('Se guardan hasta 12 meses después de que la búsqueda cierre');
    await expect(notice).toContainText('Al enviar verás un enlace privado para ver, descargar o borrar tus datos. Guárdalo: no se envía por e-mail.');
    // No policy or contact until the company sets them.
    await expect(notice.getByRole('link')).toHaveCount(0);
    await notice.getByText('Más detalles').click();
    await expect(notice).toContainText('se compara con las condiciones del puesto');
    await expectAccessible(page, 'public upload with the privacy notice, phone');

    // Without consent nothing is sent, and the box says why.
    const send = page.getByRole('button', { name: 'Enviar CV' });
    await expect(send).toBeDisabled();
    await page.getByLabel('Elige tu CV o arrástralo aquí').setInputFiles(cv);
    await send.click();
    const consent = page.getByRole('checkbox', { name: `Leí el aviso de privacidad y acepto que ${account.company} trate mis datos para esta búsqueda.` });
    await expect(consent).toBeFocused();
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await expect(consent).toHaveAccessibleDescription('Para enviar tu CV tienes que aceptar el aviso de privacidad.');
    expect(uploads).toBe(0);

    await consent.check();
    await expect(consent).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Para enviar tu CV tienes que aceptar el aviso de privacidad.')).toBeHidden();
    // Routed, so the browser hands over the form it sends.
    let form = '';
    await page.route('**/api/applicant/upload', async (route) => {
      form = route.request().postDataBuffer()?.toString('latin1') ?? '';
      await route.continue();
    });
    await send.click();

    // The thank-you screen: the private link, to open and to copy.
    await expect(page.getByRole('heading', { name: '¡Gracias por postularte!' })).toBeVisible();
    expect(form).toContain(`name="consentimiento"\r\n\r\n${CONSENT_VERSION}\r\n`);
    await page.unroute('**/api/applicant/upload');
    await expect(page.getByRole('heading', { name: 'Tu enlace privado' })).toBeVisible();
    await expect(page.getByText('Guárdalo y no lo compartas: solo se muestra aquí, no se envía por e-mail.')).toBeVisible();
    const thanksLink = page.getByRole('link', { name: /\/my-application\?t=/ });
    const thanksHref = (await thanksLink.getAttribute('href')) ?? '';
    expect(thanksHref).toMatch(MY_LINK);
    await expect(thanksLink).toHaveAttribute('target', '_blank');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copiar enlace' }).click();
    await expect(page.getByRole('button', { name: 'Copiado' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(thanksHref);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'thank-you with the private link, phone');

    // The confirmation goes to the address the CV prints, which nobody verified: it carries no link (decision 050)
    // and says where the candidate's link was.
    const mail = await smtp.waitFor(person.email, undefined, 60_000);
    expect(mail.links).toEqual([]);
    expect(mail.text).not.toContain('/my-application');
    expect(mail.text).toContain('El enlace privado para ver, descargar o borrar tus datos se mostró en la página al enviar el CV.');

    // The private page: what the company holds, in the posting's language.
    await page.goto(thanksHref);
    await expect(page.getByRole('heading', { level: 1, name: 'Vendedor/a de salón' })).toBeVisible();
    await expect(page.getByText(account.company, { exact: true })).toBeVisible();
    await expect(page.getByText(`Versión ${CONSENT_VERSION}`)).toBeVisible();
    await expect(page.getByText(cv.name, { exact: true })).toBeVisible();
    const printed = page.getByRole('region', { name: 'Lo que tu CV dice de ti' });
    await expect(printed).toContainText('Es lo que tu CV tiene impreso, tal como se leyó; nadie lo verificó.');
    await expect(printed).toContainText(person.name);
    await expect(printed).toContainText(person.email);
    const analysis = page.getByRole('region', { name: 'El análisis de tu CV' });
    await expect(analysis).toContainText('Lo leyó el motor integrado de Postula');
    await expect(analysis).toContainText('el sistema nunca descarta a nadie por sí solo');
    await expect(analysis).toContainText(/Calificación:\s*\d+(,\d)? de 10/);
    const condition = analysis.getByRole('listitem').filter({ hasText: 'Experiencia en ventas' });
    await expect(condition).toContainText('Excluyente');
    await expect(condition).toContainText(/Cumple|Cumple en parte|No cumple|Sin datos/);
    await expect(analysis.getByRole('listitem').filter({ hasText: 'Inglés' })).toContainText('Deseable');
    await expect(page.getByRole('region', { name: 'Cuánto tiempo se guarda' })).toContainText(
      'guarda los datos de sus postulantes hasta 12 meses después de que la búsqueda cierra. La búsqueda sigue abierta',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'private page, phone');

    // Downloads: the data as JSON, and the CV as sent.
    const json = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Descargar mis datos (JSON)' }).click();
    const exported = JSON.parse(readFileSync((await (await json).path()) ?? '', 'utf8')) as { datos: { nombre: string; correo: string }; puesto: string };
    expect(exported.datos).toMatchObject({ nombre: person.name, correo: person.email });
    expect(exported.puesto).toBe('Vendedor/a de salón');
    const file = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Descargar mi CV' }).click();
    expect(readFileSync((await (await file).path()) ?? '').equals(cv.buffer)).toBe(true);

    // Deletion: a confirmation that says what goes and that it cannot be undone.
    await page.getByRole('button', { name: 'Borrar mi postulación' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Borrar tu postulación?' });
    await expect(confirm).toContainText('Se borran tu CV, lo que se leyó en él, su análisis, tu entrevista');
    await expect(confirm).toContainText('No se puede deshacer, y este enlace dejará de funcionar.');
    await expectAccessible(page, 'deletion confirmation, phone');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toBeHidden();
    await page.getByRole('button', { name: 'Borrar mi postulación' }).click();
    await confirm.getByRole('button', { name: 'Borrar definitivamente' }).click();
    const deleted = page.getByRole('heading', { name: 'Tu postulación fue borrada' });
    await expect(deleted).toBeFocused();
    await expect(page.getByText(`${account.company} ya no tiene tu CV ni tus datos de esta postulación. Este enlace ya no funciona.`)).toBeVisible();

    // The link now opens nothing, and says so.
    await page.goto(thanksHref);
    await expect(page.getByRole('alert')).toHaveText('Este enlace ya no abre ninguna postulación: fue borrada, o el enlace está incompleto.');
    await expect(page.getByRole('heading', { name: 'No pudimos abrir tu postulación' })).toBeVisible();

    // The recruiter still sees someone applied and withdrew, with nothing of them: no name, CV or score.
    await waitForAnalyses(request, session, posting.evaluacion_id, 1);
    await startSignedIn(page, session);
    await page.goto(`/job/${posting.evaluacion_id}/applicants`);
    const row = page.getByRole('listitem', { name: 'Postulación retirada' });
    await expect(row).toContainText(/Postulación retirada por el candidato el \d{1,2} \w+/);
    await expect(row).not.toContainText(person.name);
    await expect(row.getByRole('link')).toHaveCount(0);
    await expect(row.getByRole('img')).toHaveCount(0);
    await expect(page.getByText(person.name)).toHaveCount(0);
    // Still selectable, and still in a stage it can be moved from.
    await row.getByRole('checkbox').check();
    await expect(page.getByRole('region', { name: 'Acciones sobre los seleccionados' })).toBeVisible();
    await row.getByRole('checkbox').uncheck();
    await row.getByRole('button', { name: 'Ver el detalle de Postulación retirada' }).click();
    const drawer = page.getByRole('dialog', { name: 'Postulación retirada' });
    await expect(drawer).toContainText('El candidato borró sus datos con su enlace privado');
    await expect(drawer.getByLabel('Etapa')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // On the board too: a card that says so, with nothing of the person, that can still be moved on.
    await page.getByRole('button', { name: 'Tablero' }).click();
    const board = page.getByRole('region', { name: 'Tablero de etapas' });
    const card = board.getByRole('region', { name: 'Nuevo', exact: true }).getByRole('listitem', { name: 'Postulación retirada', exact: true });
    await expect(card).toContainText(/Postulación retirada por el candidato el \d{1,2} \w+/);
    await expect(card).not.toContainText(person.name);
    await card.getByRole('combobox', { name: 'Mover a Postulación retirada a otra etapa' }).selectOption({ label: 'Descartado' });
    await expect(board.getByRole('region', { name: 'Descartado', exact: true }).getByRole('listitem', { name: 'Postulación retirada', exact: true })).toBeVisible();
  });
});

test('the recruiter sets the privacy settings, and the public page names them', async ({ page, request }) => {
  const account = await createActiveAccount(request, smtp);
  const session = await signInViaApi(request, account);
  const open = await createPostingViaApi(request, session, {
    puesto: 'Cajero/a',
    tareas_a_realizar: 'Cobro en caja y atención de clientes.',
    condiciones_necesarias: [],
    condiciones_deseables: [],
  });
  // A posting closed today, with an applicant: the retention run will delete it in as many months as set.
  const closed = await createPostingViaApi(request, session, {
    puesto: 'Repositor/a de temporada',
    tareas_a_realizar: 'Reposición de góndolas.',
    condiciones_necesarias: [],
    condiciones_deseables: [],
  });
  const upload = await request.post('/api/applicant/upload', {
    multipart: {
      ...Object.fromEntries(Object.entries(linkIds(closed.link)).filter(([key]) => key !== 'path').map(([key, value]) => [key, String(value)])),
      consentimiento: CONSENT_VERSION,
      file: cvOf({ name: 'Pablo Ruiz', email: `pablo.${Date.now()}@example.com`, lines: ['Repositor durante 2 años.'] }),
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const close = await request.post(`/api/jobsearch/${closed.evaluacion_id}/close`, { headers: { Authorization: `Bearer ${session.token}` } });
  expect(close.ok()).toBe(true);

  await startSignedIn(page, session);
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Privacidad' }).click();
  await expect(page).toHaveURL(/\/settings\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacidad' })).toBeVisible();
  const months = page.getByLabel('Meses de conservación');
  await expect(months).toHaveValue('12');

  // What the server would refuse is said on each field, in the user's language, and nothing is saved.
  const policy = page.getByLabel('Política de privacidad (dirección web)');
  const contact = page.getByLabel('E-mail de contacto para privacidad');
  await policy.fill('acme.example/privacidad');
  await contact.fill('privacidad@');
  await months.fill('121');
  let saves = 0;
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/privacy/settings') && sent.method() === 'PUT') saves += 1;
  });
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(policy).toHaveAttribute('aria-invalid', 'true');
  await expect(policy).toHaveAccessibleDescription(/Escribe una dirección que empiece con http:\/\/ o https:\/\//);
  await expect(policy).toBeFocused();
  await expect(contact).toHaveAccessibleDescription(/Escribe un e-mail válido, o déjalo vacío\./);
  await expect(months).toHaveAccessibleDescription(/Escribe un número entero de 1 a 120\./);
  expect(saves).toBe(0);

  await policy.fill('https://acme.example/privacidad');
  await contact.fill('privacidad@acme.example');
  await months.fill('6');
  await expect(policy).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Configuración de privacidad guardada.')).toBeVisible();
  expect(saves).toBe(1);

  // Próximos borrados: the closed posting, six months after it closed; nothing deleted yet.
  const due = page.getByRole('list', { name: 'Próximos borrados' });
  const item = due.getByRole('listitem').filter({ hasText: 'Repositor/a de temporada' });
  await expect(item).toContainText('Postulantes:1');
  const [closedOn, deletedOn] = await item.locator('dd').allTextContents();
  const today = new Date();
  expect(closedOn).toBe(new Intl.DateTimeFormat('es', { dateStyle: 'medium' }).format(today));
  // Six months on (the day itself may be clamped at a month's end).
  const sixMonthsOn = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 6, 1));
  expect(deletedOn).toContain(new Intl.DateTimeFormat('es', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(sixMonthsOn));
  await expect(due.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('Borrados por la conservación hasta hoy: 0 postulantes.')).toBeVisible();
  await expectAccessible(page, 'privacy settings');
  await page.reload();
  await expect(page.getByLabel('Política de privacidad (dirección web)')).toHaveValue('https://acme.example/privacidad');
  await expect(page.getByLabel('E-mail de contacto para privacidad')).toHaveValue('privacidad@acme.example');
  await expect(page.getByLabel('Meses de conservación')).toHaveValue('6');

  // The public page names them.
  await page.goto(linkIds(open.link).path);
  const notice = page.getByRole('region', { name: 'Tus datos' });
  await expect(notice).toContainText('Se guardan hasta 6 meses después de que la búsqueda cierre');
  const policyLink = notice.getByRole('link', { name: `Política de privacidad de ${account.company} (se abre en una pestaña nueva)` });
  await expect(policyLink).toHaveAttribute('href', 'https://acme.example/privacidad');
  await expect(policyLink).toHaveAttribute('target', '_blank');
  await expect(policyLink).toHaveAttribute('rel', /noopener/);
  await expect(notice.getByRole('link', { name: 'privacidad@acme.example' })).toHaveAttribute('href', 'mailto:privacidad@acme.example');

  // One month is said as one.
  await page.goto('/settings/privacy');
  await page.getByLabel('Meses de conservación').fill('1');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Configuración de privacidad guardada.')).toBeVisible();
  await page.goto(linkIds(open.link).path);
  await expect(page.getByRole('region', { name: 'Tus datos' })).toContainText('Se guardan hasta 1 mes después de que la búsqueda cierre');
});
