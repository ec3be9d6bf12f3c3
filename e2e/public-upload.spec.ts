// The callbacks of page.evaluate run in the browser and use its globals.
/// <reference lib="dom" />
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { buildPdf } from '../apps/api/src/testing/document-fixtures';
import { startSmtpCapture, type SmtpCapture } from '../apps/api/src/testing/smtp-capture';
import { expect, test } from './fixtures';
import { createActiveAccount, type TestAccount } from './support/accounts';
import { SMTP_PORT } from './support/env';
import { linkIds, postingDetail, uploadViaApi, type UploadFile } from './support/public-upload';
import { createPostingViaApi, signInViaApi, startSignedIn, type NewPosting, type StoredSession } from './support/session';

// A real CV of the shared corpus (../shared/corpus from the repository's root), whose analysis must find its
// author's e-mail.
const CORPUS_CV = fileURLToPath(new URL('../../shared/corpus/cvs/fjuniorr__Awesome-CV__cv_en.pdf', import.meta.url));
const CORPUS_CV_EMAIL = 'fjunior.alves.oliveira@gmail.com';
const CV_MAX_BYTES = 10 * 1024 * 1024;

let smtp: SmtpCapture;

test.beforeAll(async () => {
  smtp = await startSmtpCapture(SMTP_PORT);
});

// The other specs listen on the same port: each file frees it when it is done.
test.afterAll(async () => {
  await smtp.close();
});

// The candidate's page is opened from a phone, most of the time.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

interface Posting {
  account: TestAccount;
  session: StoredSession;
  puesto: string;
  tasks: string;
  empresa_id: number;
  evaluacion_id: number;
  /** The public link's path, /{empresa_id}/{evaluacion_id}. */
  path: string;
}

async function newPosting(
  request: APIRequestContext,
  posting: Partial<NewPosting> & { puesto: string },
  language = 'es',
): Promise<Posting> {
  const account = await createActiveAccount(request, smtp);
  const session = await signInViaApi(request, account);
  const tasks = posting.tareas_a_realizar ?? 'Atención de clientes en el salón de ventas y reposición de mercadería.';
  const created = await createPostingViaApi(
    request,
    session,
    { condiciones_necesarias: [], condiciones_deseables: [], ...posting, tareas_a_realizar: tasks },
    language,
  );
  return { account, session, puesto: posting.puesto, tasks, ...linkIds(created.link) };
}

/** A small PDF of its own: another candidate, another e-mail, other bytes. */
function syntheticCv(n: number): UploadFile {
  const buffer = Buffer.from(
    buildPdf([`Candidato Numero ${n}`, `candidato.${n}@example.com`, 'Vendedor con 3 anios de experiencia en atencion al cliente']),
  );
  return { name: `cv-${n}.pdf`, mimeType: 'application/pdf', buffer };
}

async function fitsTheWidth(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

const picker = (page: Page) => page.getByLabel('Elige tu CV o arrástralo aquí');
/** The privacy notice's consent box (issue 19): nothing is sent without it (e2e/candidate-privacy.spec.ts). */
const consent = (page: Page) => page.getByRole('checkbox', { name: /^Leí el aviso de privacidad/ });

test('a candidate opens the link on a phone, sends a real CV, and the recruiter gets it analysed', async ({ page, request }) => {
  test.setTimeout(240_000);
  expect(existsSync(CORPUS_CV), `the corpus CV is missing: ${CORPUS_CV}`).toBe(true);
  const posting = await newPosting(request, {
    puesto: 'Desarrollador/a de software',
    tareas_a_realizar:
      'Desarrollo de aplicaciones web con TypeScript y React.\nRevisión de código y pruebas automatizadas con el equipo.',
    condiciones_necesarias: ['Experiencia con bases de datos'],
    condiciones_deseables: ['Inglés'],
  });

  // The short link of the posting goes to the upload page.
  await page.goto(posting.path);
  await expect(page).toHaveURL(new RegExp(`/applicant_old/${posting.empresa_id}/${posting.evaluacion_id}$`));
  await expect(page.getByRole('heading', { level: 1, name: posting.puesto })).toBeVisible();
  await expect(page.getByText(posting.account.company, { exact: true })).toBeVisible();
  await expect(page.getByText('Búsqueda laboral')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle(`${posting.puesto} · ${posting.account.company}`);

  // The tasks are folded until asked for.
  const tasks = page.getByRole('button', { name: 'Tareas del puesto' });
  await expect(tasks).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(/Revisión de código/)).toBeHidden();
  await tasks.click();
  await expect(tasks).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/Revisión de código y pruebas automatizadas/)).toBeVisible();

  const send = page.getByRole('button', { name: 'Enviar CV' });
  await expect(send).toBeDisabled();
  await picker(page).setInputFiles(CORPUS_CV);
  await expect(page.getByText('fjuniorr__Awesome-CV__cv_en.pdf')).toBeVisible();
  await expect(page.getByText('43 kB')).toBeVisible();
  await expect(send).toBeEnabled();
  await consent(page).check();
  await fitsTheWidth(page);

  // While the CV travels the page is busy and Send cannot be pressed again.
  await page.route('**/api/applicant/upload', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/applicant/upload'));
  await send.click();
  const body = (await sent).postDataBuffer()?.toString('latin1') ?? '';
  expect((await sent).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  expect(body).toContain(`name="empresa_id"\r\n\r\n${posting.empresa_id}\r\n`);
  expect(body).toContain(`name="evaluacion_id"\r\n\r\n${posting.evaluacion_id}\r\n`);
  expect(body).toMatch(/name="consentimiento"\r\n\r\n\d{4}-\d{2}-\d{2}\r\n/);
  expect(body).toContain('name="file"; filename="fjuniorr__Awesome-CV__cv_en.pdf"');
  await expect(page.getByRole('status').filter({ hasText: 'Enviando tu CV…' })).toBeVisible();
  await expect(send).toBeDisabled();

  // The thank-you texts of the answer, and the product's links.
  await expect(page.getByRole('heading', { name: '¡Gracias por postularte!' })).toBeVisible();
  await expect(
    page.getByText(`Recibimos tu CV para el puesto de ${posting.puesto} en ${posting.account.company}.`),
  ).toBeVisible();
  await expect(page.getByText(/El equipo de selección lo revisará/)).toBeVisible();
  await expect(send).toBeHidden();
  const site = page.getByRole('link', { name: /Conoce Postula/ });
  await expect(site).toHaveAttribute('href', /^https:\/\//);
  await expect(site).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: /Postula en LinkedIn/ })).toHaveAttribute('href', /linkedin\.com/);
  await fitsTheWidth(page);

  // The recruiter sees the candidate once the analysis has read the CV.
  const analysisState = async () => {
    const detail = await postingDetail(request, posting.session, posting.evaluacion_id);
    return detail.postulaciones[0]?.analisis.estado ?? 'not listed';
  };
  await expect.poll(analysisState, { timeout: 180_000, intervals: [1000, 2000, 3000] }).toMatch(/^(done|failed)$/);
  const detail = await postingDetail(request, posting.session, posting.evaluacion_id);
  expect(detail.total_cv_recibidos).toBe(1);
  expect(detail.postulaciones[0]).toMatchObject({ correo: CORPUS_CV_EMAIL, analisis: { estado: 'done' } });
});

test("the candidate's phone downloads the page's code and styles compressed", async ({ page, request }) => {
  const posting = await newPosting(request, { puesto: 'Repositor/a' });
  const assets: { url: string; encoding: string | undefined }[] = [];
  page.on('response', (response) => {
    if (/\/assets\/.+\.(?:js|css)$/.test(new URL(response.url()).pathname)) {
      assets.push({ url: response.url(), encoding: response.headers()['content-encoding'] });
    }
  });
  await page.goto(posting.path);
  await expect(page.getByRole('heading', { name: 'Repositor/a' })).toBeVisible();
  expect(assets.length).toBeGreaterThan(1);
  // Chromium accepts Brotli: every script and style sheet of a size worth compressing comes as .br.
  const large = [];
  for (const asset of assets) {
    const bytes = (await (await request.get(asset.url, { headers: { 'accept-encoding': 'identity' } })).body()).length;
    if (bytes >= 1024) large.push(asset);
  }
  expect(large.length).toBeGreaterThan(0);
  for (const asset of large) expect(asset.encoding, asset.url).toBe('br');
});

test('the page refuses what is not a CV: another type, a disguised file, more than 10 MB', async ({ page, request }) => {
  const posting = await newPosting(request, { puesto: 'Cajero/a' });
  let uploads = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/applicant/upload')) uploads += 1;
  });
  await page.goto(`/applicant_old/${posting.empresa_id}/${posting.evaluacion_id}`);
  const send = page.getByRole('button', { name: 'Enviar CV' });
  const alert = page.getByRole('alert');
  await consent(page).check();

  // An image: refused here, by its type.
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  await picker(page).setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png });
  await expect(alert).toHaveText('Solo se permiten archivos PDF o Word');
  await expect(picker(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('foto.png')).toBeHidden();
  await expect(send).toBeDisabled();

  // Over 10 MB: refused here, by its size.
  const big = { name: 'cv-enorme.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(CV_MAX_BYTES + 1, 0x20) };
  await picker(page).setInputFiles(big);
  await expect(alert).toHaveText('El archivo no puede superar los 10MB');
  await expect(send).toBeDisabled();
  expect(uploads).toBe(0);

  // A text file named .pdf passes here; the server reads its bytes and refuses it with the same text.
  const text = { name: 'mi-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Hola, este es mi CV en texto plano.') };
  await picker(page).setInputFiles(text);
  await expect(alert).toBeHidden();
  await expect(page.getByText('mi-cv.pdf')).toBeVisible();
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/applicant/upload'));
  await send.click();
  expect((await answer).status()).toBe(400);
  await expect(alert).toHaveText('Solo se permiten archivos PDF o Word');
  await expect(page.getByText('mi-cv.pdf')).toBeHidden();
  await expect(send).toBeDisabled();

  // A PDF dragged onto the page.
  const dragged = await page.evaluateHandle((bytes) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(bytes)], 'cv-arrastrado.pdf', { type: 'application/pdf' }));
    return transfer;
  }, [...syntheticCv(1).buffer]);
  const dropArea = page.getByText('Elige tu CV', { exact: true });
  await dropArea.dispatchEvent('dragenter', { dataTransfer: dragged });
  await expect(page.getByText('Suelta el archivo para elegirlo')).toBeVisible();
  await page.getByText('Suelta el archivo para elegirlo').dispatchEvent('drop', { dataTransfer: dragged });
  await expect(page.getByText('cv-arrastrado.pdf')).toBeVisible();
  await expect(alert).toBeHidden();

  // Changed for another before sending.
  await page.getByLabel('Cambiar archivo').setInputFiles(syntheticCv(2));
  await expect(page.getByText('cv-2.pdf')).toBeVisible();
  await expect(page.getByText('cv-arrastrado.pdf')).toBeHidden();
  await send.click();
  await expect(page.getByRole('heading', { name: '¡Gracias por postularte!' })).toBeVisible();
  expect(uploads).toBe(2);
});

test('a posting that fills up while the candidate is choosing closes: the CV is not sent, the closing texts show', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const posting = await newPosting(request, { puesto: 'Repartidor/a', maxima_cant_cv: 100 });

  // 99 candidates apply first.
  for (let start = 1; start <= 99; start += 11) {
    const batch = Array.from({ length: Math.min(11, 100 - start) }, (_, i) => start + i);
    const answers = await Promise.all(batch.map((n) => uploadViaApi(request, posting, syntheticCv(n))));
    for (const answer of answers) expect(answer.status()).toBe(200);
  }

  await page.goto(posting.path);
  await picker(page).setInputFiles(syntheticCv(1000));
  await expect(page.getByText('cv-1000.pdf')).toBeVisible();

  // Someone else takes the last place; a CV after it is refused.
  expect((await uploadViaApi(request, posting, syntheticCv(100))).status()).toBe(200);
  const refused = await uploadViaApi(request, posting, syntheticCv(101));
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ code: 'posting_closed' });

  await consent(page).check();
  await page.getByRole('button', { name: 'Enviar CV' }).click();
  await expect(page.getByRole('alert')).toHaveText('Tu CV no se envió. Esta búsqueda ya no recibe CVs.');
  const closedTitle = page.getByRole('heading', { name: 'Esta búsqueda ya no recibe CVs' });
  await expect(closedTitle).toBeVisible();
  const fullText = `${posting.account.company} ya recibió todos los CVs que necesitaba para el puesto de ${posting.puesto}.`;
  await expect(page.getByText(fullText)).toBeVisible();
  await expect(page.getByText(/Gracias por tu interés/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar CV' })).toBeHidden();

  // Opened again: the closing screen straight away, and no way to upload.
  await page.reload();
  await expect(closedTitle).toBeVisible();
  await expect(page.getByText(fullText)).toBeVisible();
  await expect(page.getByRole('alert')).toBeHidden();
  await expect(picker(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Tareas del puesto' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Conoce Postula/ })).toBeVisible();

  const detail = await postingDetail(request, posting.session, posting.evaluacion_id);
  expect(detail.total_cv_recibidos).toBe(100);
});

test("the page speaks the posting's language, and a recruiter who opens it keeps their own", async ({ page, request }) => {
  const posting = await newPosting(
    request,
    { puesto: 'Warehouse assistant', tareas_a_realizar: 'Receiving goods, stock control and order picking.' },
    'en',
  );
  // The recruiter is signed in on this phone, in Spanish.
  await startSignedIn(page, posting.session);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Tus avisos' })).toBeVisible();

  await page.goto(posting.path);
  await expect(page.getByRole('heading', { level: 1, name: 'Warehouse assistant' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('Job opening', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Send your CV' })).toBeVisible();
  await page.getByRole('button', { name: 'What the job involves' }).click();
  await expect(page.getByText('Receiving goods, stock control and order picking.')).toBeVisible();
  await expect(page.getByText('PDF or Word (.pdf, .doc, .docx), up to 10 MB')).toBeVisible();
  const send = page.getByRole('button', { name: 'Send CV' });
  await expect(send).toBeDisabled();
  await page.getByRole('checkbox', { name: /^I have read the privacy notice/ }).check();

  // Its errors too, the client's and the server's (asked for in the posting's language).
  const englishPicker = page.getByLabel('Choose your CV or drag it here');
  await englishPicker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert')).toHaveText('Only PDF or Word files are allowed');
  await englishPicker.setInputFiles({ name: 'cv.docx', mimeType: 'application/octet-stream', buffer: Buffer.from('not really a document') });
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/applicant/upload'));
  await send.click();
  expect((await sent).headers()['accept-language']).toBe('en');
  await expect(page.getByRole('alert')).toHaveText('Only PDF or Word files are allowed');

  await englishPicker.setInputFiles(syntheticCv(7));
  await send.click();
  await expect(page.getByRole('heading', { name: 'Thank you for applying!' })).toBeVisible();
  await expect(page.getByText(`We received your CV for the Warehouse assistant position at ${posting.account.company}.`)).toBeVisible();
  await expect(page.getByRole('link', { name: /Postula on LinkedIn/ })).toBeVisible();

  // The recruiter's choice was not touched.
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).not.toBe('en');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Tus avisos' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('the short page /applicant?e= cuts the tasks to 100 characters on a phone and 200 on a desktop (in Portuguese)', async ({
  page,
  request,
}) => {
  const tasks =
    'Atendimento aos clientes no salão de vendas, organização das vitrines e reposição de mercadorias. ' +
    'Controle do estoque semanal, apoio ao caixa nos horários de pico e participação nas ações promocionais da loja. ' +
    'Turno da tarde, de segunda a sábado, com uma folga semanal.';
  const posting = await newPosting(request, { puesto: 'Vendedor(a) de loja', tareas_a_realizar: tasks }, 'pt');
  const { codigo_publico: code, idioma } = await postingDetail(request, posting.session, posting.evaluacion_id);
  expect(idioma).toBe('pt');
  expect(code).not.toBe('');

  await page.goto(`/applicant?e=${encodeURIComponent(code)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vendedor(a) de loja' })).toBeVisible();
  await expect(page.getByText(posting.account.company, { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.getByRole('heading', { name: 'Atividades da vaga' })).toBeVisible();

  const preview = page.getByText(/^Atendimento aos clientes/).filter({ visible: true });
  const phoneText = (await preview.textContent()) ?? '';
  expect(phoneText.endsWith('…')).toBe(true);
  expect([...phoneText].length).toBeLessThanOrEqual(101);
  expect([...phoneText].length).toBeGreaterThan(60);
  expect(tasks.startsWith(phoneText.slice(0, -1))).toBe(true);

  // 'Ver mais...' opens the whole text in a drawer.
  const more = page.getByRole('button', { name: 'Ver mais...' });
  await more.click();
  const drawer = page.getByRole('dialog', { name: 'Vendedor(a) de loja' });
  await expect(drawer).toContainText(tasks);
  await drawer.getByRole('button', { name: 'Fechar' }).click();
  await expect(drawer).toBeHidden();
  await expect(more).toBeFocused();

  await page.setViewportSize(DESKTOP);
  const desktopText = (await preview.textContent()) ?? '';
  expect([...desktopText].length).toBeLessThanOrEqual(201);
  expect([...desktopText].length).toBeGreaterThan(150);
  expect(tasks.startsWith(desktopText.slice(0, -1))).toBe(true);
  await page.getByRole('button', { name: 'Ver mais...' }).click();
  await expect(drawer).toContainText(tasks);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // And the upload works from here as well.
  await page.getByLabel('Escolha seu currículo ou arraste-o até aqui').setInputFiles(syntheticCv(8));
  await page.getByRole('checkbox', { name: /^Li o aviso de privacidade/ }).check();
  await page.getByRole('button', { name: 'Enviar currículo' }).click();
  await expect(page.getByRole('heading', { name: 'Obrigado por se candidatar!' })).toBeVisible();
  const detail = await postingDetail(request, posting.session, posting.evaluacion_id);
  expect(detail.total_cv_recibidos).toBe(1);
});

test('wrong links say what is wrong, and the short link shadows no other page', async ({ page, request }) => {
  const posting = await newPosting(request, { puesto: 'Administrativo/a contable' });
  const alert = page.getByRole('alert');

  await page.goto('/applicant');
  await expect(alert).toHaveText('Parámetro de evaluación no válido');
  await page.goto('/applicant?e=');
  await expect(alert).toHaveText('Parámetro de evaluación no válido');
  await page.goto('/applicant?e=no-existe-este-codigo');
  await expect(alert).toHaveText('Esta búsqueda no existe o el enlace no es correcto.');

  await page.goto(`/applicant_old/${posting.empresa_id}/abc`);
  await expect(alert).toHaveText('ID de evaluación no válido');
  await page.goto(`/applicant_old/${posting.empresa_id}/0`);
  await expect(alert).toHaveText('ID de evaluación no válido');
  await page.goto(`/applicant_old/${posting.empresa_id}/2147483000`);
  await expect(alert).toHaveText('Esta búsqueda no existe o el enlace no es correcto.');
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeHidden();

  // The posting under another company's id is not found, and nothing of it shows.
  await page.goto(`/applicant_old/${posting.empresa_id + 1000}/${posting.evaluacion_id}`);
  await expect(alert).toHaveText('Esta búsqueda no existe o el enlace no es correcto.');
  await expect(page.getByText(posting.puesto)).toBeHidden();

  // The short link replaces itself in the history and keeps its query.
  await page.goto('/login');
  await page.goto(`${posting.path}?utm_source=qr`);
  await expect(page).toHaveURL(new RegExp(`/applicant_old/${posting.empresa_id}/${posting.evaluacion_id}\\?utm_source=qr$`));
  await expect(page.getByRole('heading', { level: 1, name: posting.puesto })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/login$/);

  // Other two-segment paths are not postings, and the app's own pages are still theirs.
  await page.goto('/algo/raro');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await page.goto(`/job/${posting.evaluacion_id}`);
  await expect(page).toHaveURL(/\/login$/);
  await startSignedIn(page, posting.session);
  await page.goto(`/job/${posting.evaluacion_id}`);
  await expect(page.getByRole('heading', { level: 1, name: posting.puesto })).toBeVisible();
});

test("a link that cannot be loaded speaks the browser's language, unless the visitor chose one here", async ({ browser }) => {
  const visit = async (locale: string, address: string, saved?: string) => {
    const context = await browser.newContext({ locale });
    if (saved) await context.addInitScript((language) => localStorage.setItem('i18nextLng', language), saved);
    const page = await context.newPage();
    await page.goto(address);
    return { page, close: () => context.close() };
  };
  const cases = [
    { locale: 'pt-BR', address: '/applicant?e=no-existe-este-codigo', text: 'Esta vaga não existe ou o link não está correto.' },
    { locale: 'en-GB', address: '/applicant_old/1/2147483000', text: 'This job posting does not exist or the link is not correct.' },
    { locale: 'en-US', address: '/applicant_old/1/abc', text: 'Invalid evaluation ID' },
    { locale: 'pt-PT', address: '/interview?iv=esto-no-es-un-enlace-valido-de-verdad', text: 'Este link de entrevista não existe ou não é mais válido.' },
    // A language the product does not speak: Spanish.
    { locale: 'de-DE', address: '/applicant?e=no-existe-este-codigo', text: 'Esta búsqueda no existe o el enlace no es correcto.' },
  ];
  for (const { locale, address, text } of cases) {
    const { page, close } = await visit(locale, address);
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', text.startsWith('Esta b') ? 'es' : locale.slice(0, 2));
    await close();
  }
  // A visitor who chose Spanish on this device keeps it, whatever the browser prefers.
  const { page, close } = await visit('en-GB', '/applicant?e=no-existe-este-codigo', 'es');
  await expect(page.getByText('Esta búsqueda no existe o el enlace no es correcto.')).toBeVisible();
  await close();
});

// Visual review, not a test: `SHOTS_DIR=/tmp/shots npx playwright test public-upload` saves the candidate's
// screens in both themes at phone and desktop sizes, for a person to look at.
test('screenshots of the candidate pages', async ({ browser, request }) => {
  const shotsDir = process.env.SHOTS_DIR;
  test.skip(!shotsDir, 'set SHOTS_DIR to take the review screenshots');
  if (!shotsDir) return;
  test.setTimeout(300_000);
  mkdirSync(shotsDir, { recursive: true });

  const open = await newPosting(request, {
    puesto: 'Encargado/a de depósito y logística para la sucursal centro',
    tareas_a_realizar:
      'Recepción y control de mercadería, organización del depósito y armado de pedidos para las sucursales. ' +
      'Coordinación con proveedores y transportistas, control de stock semanal con el sistema de gestión y ' +
      'supervisión de un equipo de tres personas.\nJornada completa de lunes a viernes.',
  });
  const { codigo_publico: code } = await postingDetail(request, open.session, open.evaluacion_id);
  const closed = await newPosting(request, { puesto: 'Repartidor/a', maxima_cant_cv: 100 });
  for (let start = 1; start <= 100; start += 20) {
    await Promise.all(Array.from({ length: 20 }, (_, i) => uploadViaApi(request, closed, syntheticCv(5000 + start + i))));
  }

  for (const [size, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
    for (const theme of ['claro', 'oscuro']) {
      const page = await browser.newPage({ viewport });
      await page.addInitScript((value) => {
        localStorage.setItem('theme-storage', JSON.stringify({ state: { theme: value }, version: 0 }));
      }, theme);
      const shot = async (name: string, fullPage = true) => {
        await page.getByRole('progressbar').waitFor({ state: 'detached' });
        await page.screenshot({ path: join(shotsDir, `public-${name}-${size}-${theme}.png`), fullPage, animations: 'disabled' });
      };

      await page.goto(open.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot('form');
      await page.getByRole('button', { name: 'Tareas del puesto' }).click();
      await page.getByLabel('Elige tu CV o arrástralo aquí').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('x') });
      await shot('form-error');
      await page.getByLabel('Elige tu CV o arrástralo aquí').setInputFiles({ ...syntheticCv(1), name: 'Curriculum Vitae - María Fernanda González Rodríguez 2025.pdf' });
      await consent(page).check();
      await shot('form-file');
      await page.route('**/api/applicant/upload', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.getByRole('button', { name: 'Enviar CV' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Enviando' })).toBeVisible();
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(shotsDir, `public-uploading-${size}-${theme}.png`), animations: 'disabled' });
      await expect(page.getByRole('heading', { name: '¡Gracias por postularte!' })).toBeVisible();
      await shot('thanks');

      await page.goto(`/applicant?e=${code}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot('code');
      await page.getByRole('button', { name: 'Ver más...' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(400);
      await shot('code-drawer', false);

      await page.goto(closed.path);
      await expect(page.getByRole('heading', { name: 'Esta búsqueda ya no recibe CVs' })).toBeVisible();
      await shot('closed');

      await page.goto('/applicant_old/1/abc');
      await expect(page.getByRole('alert')).toBeVisible();
      await shot('invalid');
      await page.close();
    }
  }
});
