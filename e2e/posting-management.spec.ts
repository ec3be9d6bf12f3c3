import type { APIRequestContext, Page } from '@playwright/test';
import { startSmtpCapture, type SmtpCapture } from '../apps/api/src/testing/smtp-capture';
import { expect, test } from './fixtures';
import { createActiveAccount } from './support/accounts';
import { applyAll, cvOf, waitForAnalyses, type Person } from './support/applicants';
import { SMTP_PORT } from './support/env';
import { linkIds } from './support/public-upload';
import { createPostingViaApi, signInViaApi, startSignedIn, type StoredSession } from './support/session';
import { expectAccessible } from './support/accessibility';

// Managing a posting after publishing it (issue 18, decision 035): edit (re-scoring its applicants), close,
// reopen, duplicate and delete, from the posting's screen, as a recruiter does.

let smtp: SmtpCapture;

test.beforeAll(async () => {
  smtp = await startSmtpCapture(SMTP_PORT);
});

// The other specs listen on the same port: each file frees it when it is done.
test.afterAll(async () => {
  await smtp.close();
});

const PUESTO = 'Vendedor/a de salón';
const SALES = 'Experiencia en ventas';
const COOKING = 'Cocinero en restaurante';

const SELLERS = ['Ana Pérez', 'José Núñez', 'Lucía Fernández', 'Martín Gómez', 'Sofía Díaz', 'Carla Romero', 'Diego Torres', 'Valentina Ruiz'];
const COOK = 'Pedro Álvarez';

const person = (name: string, lines: string[]): Person => ({
  name,
  email: `${name.normalize('NFD').replace(/[^A-Za-z ]/g, '').toLowerCase().replace(' ', '.')}@example.com`,
  lines,
});

interface Setup {
  session: StoredSession;
  id: number;
  link: string;
}

/** A company with one posting asking for sales experience, sellers and one cook applying, all analysed. */
async function postingWithApplicants(request: APIRequestContext, sellers: number): Promise<Setup> {
  const account = await createActiveAccount(request, smtp);
  const session = await signInViaApi(request, account);
  const created = await createPostingViaApi(request, session, {
    puesto: PUESTO,
    tareas_a_realizar: 'Atención de clientes en el salón de ventas, cobro y reposición de mercadería.',
    condiciones_necesarias: [SALES],
    condiciones_deseables: [],
  });
  const people = [
    ...SELLERS.slice(0, sellers).map((name) => person(name, ['Experiencia en ventas de 5 años en salón comercial.'])),
    person(COOK, ['Cocinero en restaurante durante 4 años.']),
  ];
  await applyAll(request, linkIds(created.link), people.map((p) => cvOf(p)));
  await waitForAnalyses(request, session, created.evaluacion_id, people.length);
  return { session, id: created.evaluacion_id, link: created.link };
}

const applicantList = (page: Page) => page.getByRole('list', { name: 'Postulantes, del mejor al último' });
const actions = (page: Page) => page.getByRole('group', { name: 'Acciones del aviso' });

test('editing a condition re-scores the applicants, and the list shows the new order as the scores arrive', async ({ page, request }) => {
  test.setTimeout(120_000);
  const setup = await postingWithApplicants(request, SELLERS.length);
  await startSignedIn(page, setup.session);

  // Asked for sales experience, the cook comes last.
  await page.goto(`/job/${setup.id}/applicants`);
  await expect(applicantList(page).getByRole('listitem')).toHaveCount(SELLERS.length + 1);
  await expect(applicantList(page).getByRole('listitem').last()).toContainText(COOK);

  await page.goto(`/job/${setup.id}`);
  await actions(page).getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${setup.id}/edit$`));
  await expect(page.getByRole('heading', { name: 'Editar aviso', level: 1 })).toBeVisible();
  // The form opens with the posting's fields, and says what a change of conditions does.
  await expect(page.getByLabel('Puesto', { exact: true })).toHaveValue(PUESTO);
  await expect(page.getByText('los postulantes se vuelven a calificar en segundo plano')).toBeVisible();
  const condition = page.getByLabel('Condición excluyente 1', { exact: true });
  await expect(condition).toHaveValue(SALES);
  await condition.fill(COOKING);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();

  // Back on the posting: the new condition, and the re-score's progress while it runs.
  await expect(page).toHaveURL(new RegExp(`/job/${setup.id}$`));
  await expect(page.locator('#job-section-necessary')).toContainText(COOKING);
  // Nine short CVs may all be re-scored before the page first asks: then there is no progress left to show, and
  // every applicant already answers the new condition.
  const progress = page.getByRole('status').filter({ hasText: /^Recalificando: \d+ de 9/ });
  await expect(async () => {
    if (await progress.isVisible()) return;
    const answer = await request.get(`/api/jobsearch/detail/${setup.id}`, { headers: { Authorization: `Bearer ${setup.session.token}` } });
    const rescored = (await answer.json()) as { postulaciones: { analisis: { estado: string; condiciones: { condicion: string }[] } }[] };
    expect(rescored.postulaciones.every((a) => a.analisis.estado === 'done' && a.analisis.condiciones[0]?.condicion === COOKING)).toBe(true);
  }).toPass({ timeout: 10_000 });
  await page.getByRole('link', { name: 'Ver postulantes' }).click();

  // The list refreshes itself as the new scores are stored: the cook first, then the re-score's note goes.
  await expect(applicantList(page).getByRole('listitem').first()).toContainText(COOK, { timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: /^Recalificando/ })).toBeHidden({ timeout: 30_000 });
  const detail = await request.get(`/api/jobsearch/detail/${setup.id}`, { headers: { Authorization: `Bearer ${setup.session.token}` } });
  const body = (await detail.json()) as { postulaciones: { analisis: { estado: string; condiciones: { condicion: string }[] } }[] };
  for (const applicant of body.postulaciones) {
    expect(applicant.analisis.estado).toBe('done');
    expect(applicant.analisis.condiciones.map((c) => c.condicion)).toEqual([COOKING]);
  }
});

test('a recruiter closes, reopens, duplicates and deletes a posting; the dashboard counts its applicants', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const setup = await postingWithApplicants(request, 1);
  await startSignedIn(page, setup.session);

  // The dashboard: its state and counts; both applicants are new until the recruiter opens the posting.
  await page.goto('/dashboard');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: PUESTO }) });
  await expect(card.getByText('Abierto', { exact: true })).toBeVisible();
  await expect(card).toContainText(/Recibidos2Analizados2Nuevos.*2/);
  await card.getByRole('link', { name: `Ver aviso ${PUESTO}` }).click();
  await expect(page.getByRole('heading', { name: PUESTO, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Volver a la lista de avisos' }).click();
  await expect(card).toContainText(/Nuevos.*0/);
  await card.getByRole('link', { name: `Ver aviso ${PUESTO}` }).click();

  // Close now: the public page says so, in the posting's language.
  await actions(page).getByRole('button', { name: 'Cerrar ahora' }).click();
  await expect(page.getByText('Cerrado', { exact: true })).toBeVisible();
  const candidate = await browser.newPage({ locale: 'en-US' });
  await candidate.goto(new URL(setup.link).pathname);
  await expect(candidate.getByRole('heading', { name: 'Esta búsqueda está cerrada' })).toBeVisible();
  await expect(candidate.getByText('cerró la búsqueda para el puesto de Vendedor/a de salón y ya no recibe CVs')).toBeVisible();

  // Reopen: the page takes CVs again.
  await actions(page).getByRole('button', { name: 'Reabrir' }).click();
  await expect(page.getByText('Abierto', { exact: true })).toBeVisible();
  await candidate.reload();
  await expect(candidate.getByRole('heading', { name: 'Esta búsqueda está cerrada' })).toBeHidden();
  await expect(candidate.getByText(PUESTO).first()).toBeVisible();
  await candidate.close();

  // Duplicate: a new posting opens in the form, with the same fields, to adjust it.
  await actions(page).getByRole('button', { name: 'Duplicar' }).click();
  await expect(page).toHaveURL(/\/job\/\d+\/edit$/);
  const copyId = Number(/\/job\/(\d+)\/edit$/.exec(page.url())![1]);
  expect(copyId).not.toBe(setup.id);
  await expect(page.getByLabel('Puesto', { exact: true })).toHaveValue(PUESTO);
  await expect(page.getByLabel('Condición excluyente 1', { exact: true })).toHaveValue(SALES);
  await page.getByLabel('Puesto', { exact: true }).fill('Vendedor/a de salón (turno tarde)');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${copyId}$`));
  await expect(page.getByRole('heading', { name: 'Vendedor/a de salón (turno tarde)', level: 1 })).toBeVisible();
  await expect(page.getByText('0 CVs recibidos')).toBeVisible();

  // Delete the original: the confirmation counts the applicants whose data goes with it.
  await page.goto(`/job/${setup.id}`);
  await actions(page).getByRole('button', { name: 'Eliminar' }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Eliminar este aviso?' });
  await expect(dialog).toContainText('junto con los datos de sus 2 postulantes');
  await expectAccessible(page, 'delete dialog');
  await dialog.getByRole('button', { name: 'Eliminar aviso' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: PUESTO, exact: true })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Vendedor/a de salón (turno tarde)' })).toBeVisible();
  const gone = await request.get(`/api/jobsearch/detail/${setup.id}`, { headers: { Authorization: `Bearer ${setup.session.token}` } });
  expect(gone.status()).toBe(404);
});

test('the posting screen with its actions fits a phone, in both themes', async ({ page, request }) => {
  const setup = await postingWithApplicants(request, 1);
  await startSignedIn(page, setup.session);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const theme of ['claro', 'oscuro'] as const) {
    await page.addInitScript((value) => {
      localStorage.setItem('theme-storage', JSON.stringify({ state: { theme: value }, version: 0 }));
    }, theme);
    await page.goto(`/job/${setup.id}`);
    await expect(actions(page).getByRole('button', { name: 'Eliminar' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, `posting on a phone, ${theme}`);
    await page.screenshot({ path: `test-results/posting-management-phone-${theme}.png`, fullPage: true });
    await page.goto('/dashboard');
    await expect(page.getByText('Recibidos')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, `dashboard on a phone, ${theme}`);
    await page.screenshot({ path: `test-results/dashboard-phone-${theme}.png`, fullPage: true });
  }
});
