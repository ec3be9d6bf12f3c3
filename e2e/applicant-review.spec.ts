// The callbacks of page.evaluate run in the browser and use its globals.
/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { buildDocx, buildPdfPages, paragraph } from '../apps/api/src/testing/document-fixtures';
import { spanishProjectReport } from '../apps/api/src/testing/long-documents';
import { startSmtpCapture, type SmtpCapture } from '../apps/api/src/testing/smtp-capture';
import { expect, test } from './fixtures';
import { createActiveAccount } from './support/accounts';
import { applyAll, cvOf, waitForAnalyses, type Person } from './support/applicants';
import { SMTP_PORT } from './support/env';
import { opensSignedCv, reviewShot } from './support/review';
import { chipColors } from './support/marks';
import { linkIds, uploadViaApi } from './support/public-upload';
import { createPostingViaApi, signInViaApi, startSignedIn, type StoredSession } from './support/session';

let smtp: SmtpCapture;

test.beforeAll(async () => {
  smtp = await startSmtpCapture(SMTP_PORT);
});

// The other specs listen on the same port: each file frees it when it is done.
test.afterAll(async () => {
  await smtp.close();
});

// A real CV of the shared corpus: the one whose file the recruiter opens.
const CORPUS_CV = fileURLToPath(new URL('../../shared/corpus/cvs/fjuniorr__Awesome-CV__cv_en.pdf', import.meta.url));
const CORPUS_CV_NAME = 'Francisco Alves';

const PUESTO = 'Vendedor/a de salón';
const MANDATORY = 'Experiencia en ventas';
const DESIRABLE = 'Inglés avanzado';

const NAMES = [
  'José Núñez', 'Ana Pérez', 'Lucía Fernández', 'Martín Gómez', 'Sofía Díaz', 'Pedro Álvarez', 'Carla Romero',
  'Diego Torres', 'Valentina Ruiz', 'Tomás Herrera', 'Julieta Castro', 'Mateo Vargas', 'Camila Rojas',
  'Nicolás Silva', 'Florencia Ortiz', 'Joaquín Molina', 'Agustina Suárez', 'Bruno Medina', 'Paula Ríos',
  'Facundo Acosta', 'Micaela Benítez', 'Gonzalo Peralta',
];

/** Candidates of three kinds: both conditions, only the mandatory one, neither (scores spread out). */
function people(count: number): Person[] {
  return NAMES.slice(0, count).map((name, i) => ({
    name,
    email: `${name.normalize('NFD').replace(/[^A-Za-z ]/g, '').toLowerCase().replace(' ', '.')}@example.com`,
    ...(i === 0 ? { phone: '+54 9 11 5555-0101' } : {}),
    lines: [
      ['Experiencia en ventas de 5 años en salón comercial.', 'Inglés avanzado (C1).'],
      ['Experiencia en ventas de 2 años en tienda de ropa.'],
      ['Cocinero en restaurante durante 4 años.'],
    ][i % 3] ?? [],
  }));
}

interface Setup {
  session: StoredSession;
  evaluacionId: number;
  ids: { empresa_id: number; evaluacion_id: number };
}

/** A company with one posting, `count` synthetic candidates and one real CV, every analysis finished. */
async function postingWithApplicants(request: APIRequestContext, count: number): Promise<Setup> {
  const account = await createActiveAccount(request, smtp);
  const session = await signInViaApi(request, account);
  const created = await createPostingViaApi(request, session, {
    puesto: PUESTO,
    tareas_a_realizar: 'Atención de clientes en el salón de ventas, cobro y reposición de mercadería.',
    condiciones_necesarias: [MANDATORY],
    condiciones_deseables: [DESIRABLE],
  });
  const ids = linkIds(created.link);
  const corpus = { name: 'cv_en.pdf', mimeType: 'application/pdf', buffer: readFileSync(CORPUS_CV) };
  await applyAll(request, ids, [...people(count).map((person) => cvOf(person)), corpus]);
  await waitForAnalyses(request, session, created.evaluacion_id, count + 1);
  return { session, evaluacionId: created.evaluacion_id, ids };
}

async function openApplicants(page: Page, setup: Setup) {
  await startSignedIn(page, setup.session);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: `Postulantes de ${PUESTO}` }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${setup.evaluacionId}/applicants$`));
  await expect(page.getByRole('heading', { name: PUESTO, level: 1 })).toBeVisible();
}

const applicantList = (page: Page) => page.getByRole('list', { name: 'Postulantes, del mejor al último' });
const row = (page: Page, name: string) => applicantList(page).getByRole('listitem', { name, exact: true });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Páginas de postulantes' });

/** Types a search and waits until the list is searched with it (the chip names it), not the search before. */
async function search(page: Page, text: string) {
  await page.getByLabel('Buscar por nombre, notas o texto del CV').fill(text);
  await expect(page.getByText(`Búsqueda: ${text}`, { exact: true })).toBeVisible();
}

/** The filter panel starts open on a desktop and closed on a phone. */
async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: 'Filtros' });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(page.getByLabel('Buscar por nombre, notas o texto del CV')).toBeVisible();
}

async function createMark(page: Page, name: string, color: string) {
  await page.getByRole('link', { name: 'Gestionar marcas' }).click();
  await expect(page.getByRole('heading', { name: 'Marcas de postulantes', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Nueva marca' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva marca' });
  await dialog.getByLabel('Nombre', { exact: true }).fill(name);
  await dialog.getByLabel('Color (hexadecimal)', { exact: true }).fill(color);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await page.goBack();
  await expect(page.getByRole('heading', { name: PUESTO, level: 1 })).toBeVisible();
}

/** Opens the applicant's CV from `scope`; the signed link serves the original file under its original name. */
async function opensTheCv(page: Page, scope: Locator, request: APIRequestContext) {
  const file = await opensSignedCv(page, scope, CORPUS_CV_NAME, request);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(file.headers()['content-disposition']).toContain('cv_en.pdf');
  expect(Buffer.compare(await file.body(), readFileSync(CORPUS_CV))).toBe(0);
}

test('a recruiter filters, pages, annotates, marks and opens a CV on a desktop', async ({ page, request }) => {
  const setup = await postingWithApplicants(request, 22);
  await openApplicants(page, setup);

  // 23 applicants: 20 on the first page, best first; the pager shows pages 1 and 2.
  await expect(page.getByText('23 postulaciones recibidas')).toBeVisible();
  await expect(applicantList(page).getByRole('listitem')).toHaveCount(20);
  const scores = await applicantList(page)
    .getByRole('img', { name: /^Calificación|^Sin calificación/ })
    .evaluateAll((rings) => rings.map((ring) => Number(/([\d,.]+) de 10/.exec(ring.getAttribute('aria-label') ?? '')?.[1]?.replace(',', '.') ?? -1)));
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  await expect(pager(page).getByRole('button', { name: 'Página 1, la actual' })).toHaveAttribute('aria-current', 'page');
  await reviewShot(page, 'applicants-desktop', true);

  await pager(page).getByRole('button', { name: 'Página 2' }).click();
  await expect(page).toHaveURL(/pagina=2/);
  await expect(applicantList(page).getByRole('listitem')).toHaveCount(3);
  await expect(pager(page).getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
  await pager(page).getByRole('button', { name: 'Primera página' }).click();
  await expect(applicantList(page).getByRole('listitem')).toHaveCount(20);

  // Search without accents finds the accented name, and the other way round.
  await openFilters(page);
  await search(page, 'jose');
  await expect(page.getByText('1 resultado', { exact: true })).toBeVisible();
  await expect(applicantList(page).getByRole('listitem')).toHaveCount(1);
  const jose = row(page, 'José Núñez');
  await expect(jose).toBeVisible();
  await search(page, 'NUNEZ');
  await expect(page.getByText('Búsqueda: NUNEZ')).toBeVisible();
  await expect(jose).toBeVisible();
  await expect(applicantList(page).getByRole('listitem')).toHaveCount(1);

  // Contact: the chat link carries only the phone's digits.
  await expect(jose.getByRole('link', { name: /Escribir por WhatsApp a José Núñez/ })).toHaveAttribute(
    'href',
    'https://wa.me/5491155550101',
  );
  await expect(jose.getByRole('link', { name: 'Escribir un correo a José Núñez' })).toHaveAttribute(
    'href',
    'mailto:jose.nunez@example.com',
  );

  // An inline note: saving…, saved for 2 s, then idle; markup is shown as typed.
  await jose.getByRole('button', { name: 'Agregar nota' }).click();
  const inline = jose.getByLabel('Notas sobre José Núñez');
  await expect(inline).toBeFocused();
  await inline.fill('<b>Llamar</b> el lunes');
  await inline.press('Control+Enter');
  await expect(jose.getByText('Guardado', { exact: true })).toBeVisible();
  await expect(jose.getByText('<b>Llamar</b> el lunes')).toBeVisible();
  await expect(jose.getByText('Guardado', { exact: true })).toBeHidden({ timeout: 5000 });

  // The note is searchable.
  await search(page, 'LUNES');
  await expect(jose).toBeVisible();
  await expect(applicantList(page).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Quitar la búsqueda' }).click();
  await expect(applicantList(page).getByRole('listitem')).toHaveCount(20);

  // A search that finds nobody says so and offers to clear it.
  await search(page, 'zzzz-nadie');
  await expect(page.getByText('Ningún postulante coincide con el filtro')).toBeVisible();
  await page.getByRole('button', { name: 'Quitar filtros' }).click();
  await expect(applicantList(page).getByRole('listitem')).toHaveCount(20);

  // A new mark, applied in the detail panel with a note written there.
  await createMark(page, 'Entrevistar', '#fde047');
  await search(page, 'jose');
  await expect(applicantList(page).getByRole('listitem')).toHaveCount(1);
  await jose.getByRole('button', { name: 'Ver el detalle de José Núñez' }).click();
  const drawer = page.getByRole('dialog', { name: 'José Núñez' });
  await expect(drawer).toBeVisible();
  // A panel on the right, once it has slid in.
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox();
      return box && box.x > 1280 / 2 && Math.round(box.x + box.width) === 1280;
    })
    .toBe(true);
  await drawer.getByLabel('Marca').selectOption({ label: 'Entrevistar' });
  await expect(drawer.getByText('Marca guardada')).toBeVisible();
  const notes = drawer.getByLabel('Notas', { exact: true });
  await expect(notes).toHaveValue('<b>Llamar</b> el lunes');
  await notes.fill('Entrevista el martes a las 10');
  await drawer.getByRole('button', { name: 'Guardar nota' }).click();
  await expect(drawer.getByText('Guardado', { exact: true })).toBeVisible();
  // Why the score: each condition with its verdict and the CV's words.
  await expect(drawer.getByRole('heading', { name: 'Análisis del CV' })).toBeVisible();
  const mandatory = drawer.getByRole('listitem').filter({ hasText: MANDATORY });
  await expect(mandatory.getByText('Excluyente')).toBeVisible();
  await expect(mandatory.getByText('Cumple', { exact: true })).toBeVisible();
  await expect(mandatory.getByText('Experiencia en ventas de 5 años en salón comercial.')).toBeVisible();
  const desirable = drawer.getByRole('listitem').filter({ hasText: DESIRABLE });
  await expect(desirable.getByText('Cumple', { exact: true })).toBeVisible();
  await expect(desirable.getByText('Inglés avanzado (C1).')).toBeVisible();
  await reviewShot(page, 'applicant-drawer-desktop');
  await drawer.getByRole('button', { name: 'Cerrar el detalle' }).click();
  await expect(drawer).toBeHidden();
  const chip = jose.getByText('Entrevistar', { exact: true });
  await expect(chip).toBeVisible();
  expect(await chipColors(chip)).toEqual({ background: 'rgb(253, 224, 71)', text: 'rgb(0, 0, 0)' });
  await expect(jose.getByText('Entrevista el martes a las 10')).toBeVisible();

  // The mark filter.
  await page.getByRole('button', { name: 'Quitar la búsqueda' }).click();
  await page.getByLabel('Marca', { exact: true }).selectOption({ label: 'Entrevistar' });
  await expect(page.getByText('1 resultado', { exact: true })).toBeVisible();
  await expect(applicantList(page).getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Marca', { exact: true }).selectOption({ label: 'Todas las marcas' });
  await expect(applicantList(page).getByRole('listitem')).toHaveCount(20);

  // Two changes before the list renders again (clearing the search, then choosing a mark) both hold.
  await search(page, 'zzzz-nadie');
  await expect(page.getByText('Ningún postulante coincide con el filtro')).toBeVisible();
  await page.evaluate((label) => {
    document.querySelector<HTMLButtonElement>('button[aria-label="Quitar la búsqueda"]')!.click();
    const select = Array.from(document.querySelectorAll('select')).find((element) => element.labels[0]?.textContent?.trim() === 'Marca')!;
    select.value = Array.from(select.options).find((option) => option.text === label)!.value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }, 'Entrevistar');
  await expect(applicantList(page).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Quitar la búsqueda' })).toBeHidden();
  await page.getByLabel('Marca', { exact: true }).selectOption({ label: 'Todas las marcas' });
  await expect(applicantList(page).getByRole('listitem')).toHaveCount(20);

  // The real CV opens from its row.
  await search(page, 'francisco');
  await opensTheCv(page, row(page, CORPUS_CV_NAME), request);
  await page.getByRole('button', { name: 'Quitar la búsqueda' }).click();

  // A candidate who applies while the list is open shows up, analysed, without a reload.
  const late: Person = {
    name: 'Renata Quiroga',
    email: 'renata.quiroga@example.com',
    lines: ['Experiencia en ventas de 8 años en salón comercial.', 'Inglés avanzado (C2).'],
  };
  expect((await uploadViaApi(request, setup.ids, cvOf(late))).ok()).toBe(true);
  await expect(row(page, 'Renata Quiroga')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('24 postulaciones recibidas')).toBeVisible();
  await expect(row(page, 'Renata Quiroga').getByRole('img', { name: /^Calificación/ })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a recruiter reviews applicants on a phone', async ({ page, request }) => {
  const setup = await postingWithApplicants(request, 20);
  await openApplicants(page, setup);

  await expect(page.getByText('21 postulaciones recibidas')).toBeVisible();
  await expect(applicantList(page).getByRole('listitem')).toHaveCount(20);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // A card cuts the CV summary at 140 characters.
  const summaries = await applicantList(page).locator('li > p').allInnerTexts();
  for (const summary of summaries) expect(Array.from(summary).length).toBeLessThanOrEqual(141);
  await reviewShot(page, 'applicants-phone');

  await pager(page).getByRole('button', { name: 'Página 2' }).click();
  await expect(applicantList(page).getByRole('listitem')).toHaveCount(1);
  await pager(page).getByRole('button', { name: 'Página anterior' }).click();
  await expect(applicantList(page).getByRole('listitem')).toHaveCount(20);

  // The filters start folded on a phone.
  await expect(page.getByLabel('Buscar por nombre, notas o texto del CV')).toBeHidden();
  await openFilters(page);
  await search(page, 'lucia');
  const lucia = row(page, 'Lucía Fernández');
  await expect(applicantList(page).getByRole('listitem')).toHaveCount(1);

  await lucia.getByRole('button', { name: 'Agregar nota' }).click();
  await lucia.getByLabel('Notas sobre Lucía Fernández').fill('Disponible fines de semana');
  await lucia.getByRole('button', { name: 'Guardar nota' }).click();
  await expect(lucia.getByText('Guardado', { exact: true })).toBeVisible();
  await expect(lucia.getByText('Disponible fines de semana')).toBeVisible();

  await createMark(page, 'Preseleccionada', '#1e3a8a');
  await lucia.getByRole('button', { name: 'Ver el detalle de Lucía Fernández' }).click();
  const sheet = page.getByRole('dialog', { name: 'Lucía Fernández' });
  await expect(sheet).toBeVisible();
  // A bottom sheet: as wide as the screen, anchored at the bottom.
  await expect
    .poll(async () => {
      const box = await sheet.boundingBox();
      return box && [Math.round(box.width), Math.round(box.y + box.height)];
    })
    .toEqual([390, 844]);
  await sheet.getByLabel('Marca').selectOption({ label: 'Preseleccionada' });
  await expect(sheet.getByText('Marca guardada')).toBeVisible();
  await sheet.getByLabel('Notas', { exact: true }).fill('Disponible fines de semana y feriados');
  await sheet.getByRole('button', { name: 'Guardar nota' }).click();
  await expect(sheet.getByText('Guardado', { exact: true })).toBeVisible();
  await reviewShot(page, 'applicant-sheet-phone');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  const chip = lucia.getByText('Preseleccionada', { exact: true });
  expect(await chipColors(chip)).toEqual({ background: 'rgb(30, 58, 138)', text: 'rgb(255, 255, 255)' });
  await expect(lucia.getByText('Disponible fines de semana y feriados')).toBeVisible();

  // The real CV opens from the sheet.
  await search(page, 'francisco');
  await row(page, CORPUS_CV_NAME).getByRole('button', { name: `Ver el detalle de ${CORPUS_CV_NAME}` }).click();
  await opensTheCv(page, page.getByRole('dialog', { name: CORPUS_CV_NAME }), request);
  });
});

// Spec §8: a save that fails says so and loses nothing; a list that cannot load says so and can be retried.
test('failed saves and loads say so and lose nothing; an unreadable CV says why', async ({ page, request }) => {
  const setup = await postingWithApplicants(request, 1);
  const locked = fileURLToPath(new URL('../../shared/corpus/hostile/nolze__msoffcrypto-tool__example_password.docx', import.meta.url));
  await applyAll(request, setup.ids, [
    {
      name: 'cv-con-clave.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: readFileSync(locked),
    },
  ]);
  await waitForAnalyses(request, setup.session, setup.evaluacionId, 3);
  const mark = await request.post('/api/settings/marks', {
    headers: { Authorization: `Bearer ${setup.session.token}` },
    data: { nombre: 'Revisar', color: '#6366f1' },
  });
  expect(mark.ok()).toBe(true);
  await openApplicants(page, setup);

  const unreadable = row(page, 'Postulante sin nombre');
  await expect(unreadable.getByText('No se pudo leer el CV: el documento está protegido con contraseña')).toBeVisible();
  await expect(unreadable.getByRole('img', { name: 'Sin calificación' })).toBeVisible();

  // The notes call fails: the error shows, the editor keeps the text; once the server answers, it saves.
  const jose = row(page, 'José Núñez');
  await page.route('**/api/jobsearch/applicant', (route) => route.fulfill({ status: 400, contentType: 'application/json', body: '{}' }));
  await jose.getByRole('button', { name: 'Agregar nota' }).click();
  const editor = jose.getByLabel('Notas sobre José Núñez');
  await editor.fill('Muy buen perfil');
  await jose.getByRole('button', { name: 'Guardar nota' }).click();
  await expect(jose.getByRole('alert')).toHaveText('Error al guardar las notas');
  await expect(editor).toHaveValue('Muy buen perfil');

  // So does the mark, which goes back to the stored one.
  await unreadable.getByRole('button', { name: 'Ver el detalle de Postulante sin nombre' }).click();
  const drawer = page.getByRole('dialog', { name: 'Postulante sin nombre' });
  await expect(drawer.getByRole('alert')).toHaveText('No se pudo leer el CV: el documento está protegido con contraseña');
  const markField = drawer.getByLabel('Marca');
  await markField.selectOption({ label: 'Revisar' });
  await expect(drawer.getByRole('alert').filter({ hasText: 'Error al actualizar la marca' })).toBeVisible();
  await expect(markField.locator('option:checked')).toHaveText('Sin marca');
  await page.unroute('**/api/jobsearch/applicant');
  await markField.selectOption({ label: 'Revisar' });
  await expect(drawer.getByText('Marca guardada')).toBeVisible();
  await drawer.getByRole('button', { name: 'Cerrar el detalle' }).click();

  await jose.getByRole('button', { name: 'Guardar nota' }).click();
  await expect(jose.getByText('Guardado', { exact: true })).toBeVisible();
  await expect(jose.getByText('Muy buen perfil')).toBeVisible();

  await page.route('**/api/jobsearch/page', (route) => route.fulfill({ status: 400, contentType: 'application/json', body: '{}' }));
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Error al cargar la página de postulaciones' })).toBeVisible();
  await page.unroute('**/api/jobsearch/page');
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(applicantList(page).getByRole('listitem')).toHaveCount(3);
  await expect(jose.getByText('Muy buen perfil')).toBeVisible();

  // Review screenshots in the dark theme, on a desktop and on a phone.
  if (process.env.SHOTS_DIR) {
    await page.addInitScript(() => localStorage.setItem('theme-storage', JSON.stringify({ state: { theme: 'oscuro' }, version: 0 })));
    for (const [size, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 375, height: 740 }]] as const) {
      await page.setViewportSize(viewport);
      await page.reload();
      await expect(jose).toBeVisible();
      await reviewShot(page, `applicants-${size}-dark`);
      await jose.getByRole('button', { name: 'Ver el detalle de José Núñez' }).click();
      await page.waitForTimeout(400);
      await reviewShot(page, `applicant-drawer-${size}-dark`);
      await page.keyboard.press('Escape');
    }
  }
});

// Issue 14: a document with nothing to score is kept, and the list and the detail say why it was not scored.
test('an empty document and a project report are kept and say why they have no score', async ({ page, request }) => {
  const setup = await postingWithApplicants(request, 0);
  const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  await applyAll(request, setup.ids, [
    { name: 'cv-vacio.docx', mimeType: docx, buffer: Buffer.from(buildDocx({ bodyXml: paragraph('Currículum vitae') })) },
    { name: 'informe-final.pdf', mimeType: 'application/pdf', buffer: Buffer.from(buildPdfPages(spanishProjectReport())) },
  ]);
  await waitForAnalyses(request, setup.session, setup.evaluacionId, 3);
  await openApplicants(page, setup);

  const empty = applicantList(page).getByRole('listitem').filter({ hasText: 'el documento está vacío' });
  await expect(empty.getByText('No se pudo leer el CV: el documento está vacío o casi vacío')).toBeVisible();
  const notCv = 'No parece un CV: el documento es un informe, un libro u otro texto largo sin los datos de un postulante';
  const report = applicantList(page).getByRole('listitem').filter({ hasText: 'No parece un CV' });
  await expect(report.getByText(notCv)).toBeVisible();
  await expect(report.getByRole('img', { name: 'Sin calificación' })).toBeVisible();
  // The real CV is still scored, and ranked first.
  await expect(applicantList(page).getByRole('listitem').first()).toHaveAccessibleName(CORPUS_CV_NAME);

  await report.getByRole('button', { name: 'Ver el detalle de Postulante sin nombre' }).click();
  const drawer = page.getByRole('dialog', { name: 'Postulante sin nombre' });
  await expect(drawer.getByRole('alert')).toHaveText(notCv);
});
