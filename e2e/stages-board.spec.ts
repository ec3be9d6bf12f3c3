import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { startSmtpCapture, type SmtpCapture } from '../apps/api/src/testing/smtp-capture';
import { expect, test } from './fixtures';
import { createActiveAccount } from './support/accounts';
import { applyAll, cvOf, waitForAnalyses, type Person } from './support/applicants';
import { SMTP_PORT } from './support/env';
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

const PUESTO = 'Analista de datos';
const NAMES = ['Lucía Gómez', 'Martín Pérez', 'Sofía Díaz', 'Tomás Ruiz'];

const people = (): Person[] =>
  NAMES.map((name, i) => ({
    name,
    email: `${name.normalize('NFD').replace(/[^A-Za-z ]/g, '').toLowerCase().replace(' ', '.')}@example.com`,
    lines: [['SQL y Python durante 4 años.'], ['Excel avanzado.'], ['Análisis de datos con SQL, 2 años.'], ['Atención al cliente.']][i] ?? [],
  }));

async function postingWithApplicants(
  request: APIRequestContext,
  applicants: Person[] = people(),
): Promise<{ session: StoredSession; email: string; evaluacionId: number }> {
  const account = await createActiveAccount(request, smtp);
  const session = await signInViaApi(request, account);
  const created = await createPostingViaApi(request, session, {
    puesto: PUESTO,
    tareas_a_realizar: 'Preparar tableros e informes a partir de datos de ventas.',
    condiciones_necesarias: ['Experiencia con SQL'],
    condiciones_deseables: ['Python'],
  });
  await applyAll(request, linkIds(created.link), applicants.map((person) => cvOf(person)));
  await waitForAnalyses(request, session, created.evaluacion_id, applicants.length);
  return { session, email: account.email, evaluacionId: created.evaluacion_id };
}

const column = (scope: Page | Locator, stage: string) => scope.getByRole('region', { name: stage, exact: true });
const card = (scope: Locator, name: string) => scope.getByRole('listitem', { name, exact: true });
const applicantList = (page: Page) => page.getByRole('list', { name: 'Postulantes, del mejor al último' });

/** Drags with the mouse from a card's handle to the middle of a column, in small steps as a hand would. */
async function dragWithMouse(page: Page, handle: Locator, target: Locator) {
  // As a person scrolls the board into view before dragging (the filters above it may push it down).
  await target.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
  await page.mouse.up();
}

test('the board moves applicants between stages with the mouse and the keyboard, and the drawer lists the history', async ({ page, request }) => {
  test.setTimeout(240_000);
  const { session, email, evaluacionId } = await postingWithApplicants(request);
  await startSignedIn(page, session);
  await page.goto(`/job/${evaluacionId}/applicants`);
  await expect(page.getByRole('heading', { name: PUESTO, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Tablero' }).click();
  await expect(page).toHaveURL(/vista=tablero/);
  const board = page.getByRole('region', { name: 'Tablero de etapas' });
  await expect(column(board, 'Nuevo').getByRole('listitem')).toHaveCount(4);
  for (const stage of ['Preseleccionado', 'Entrevista', 'Oferta', 'Contratado', 'Descartado']) {
    await expect(column(board, stage)).toContainText('Sin postulantes');
  }

  // The mouse: Lucía from New to Shortlisted.
  await dragWithMouse(page, card(column(board, 'Nuevo'), 'Lucía Gómez').getByRole('button', { name: 'Arrastrar a Lucía Gómez' }), column(board, 'Preseleccionado'));
  await expect(card(column(board, 'Preseleccionado'), 'Lucía Gómez')).toBeVisible();
  await expect(card(column(board, 'Nuevo'), 'Lucía Gómez')).toHaveCount(0);

  // The keyboard: Martín picked up with space, two columns to the right, dropped with space.
  const handle = card(column(board, 'Nuevo'), 'Martín Pérez').getByRole('button', { name: 'Arrastrar a Martín Pérez' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Martín Pérez está sobre Nuevo.')).toBeAttached();
  // Each arrow is announced before the next one, as a screen reader user hears it.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Martín Pérez está sobre Preseleccionado.')).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Martín Pérez está sobre Entrevista.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(card(column(board, 'Entrevista'), 'Martín Pérez')).toBeVisible();

  // The "Move to…" menu, as on a phone: Sofía to Rejected.
  await card(column(board, 'Nuevo'), 'Sofía Díaz').getByLabel('Mover a Sofía Díaz a otra etapa').selectOption('Descartado');
  await expect(card(column(board, 'Descartado'), 'Sofía Díaz')).toBeVisible();

  // Kept: after a reload the board shows the same, with the counts.
  await page.reload();
  await expect(card(column(board, 'Preseleccionado'), 'Lucía Gómez')).toBeVisible();
  await expect(card(column(board, 'Entrevista'), 'Martín Pérez')).toBeVisible();
  await expect(column(board, 'Nuevo').getByRole('listitem')).toHaveCount(1);

  // The drawer: the stage and its history, who and when.
  await card(column(board, 'Entrevista'), 'Martín Pérez').getByRole('button', { name: 'Martín Pérez', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Martín Pérez' });
  await expect(drawer.getByLabel('Etapa', { exact: true })).toHaveValue(/\d+/);
  await expect(drawer.getByLabel('Etapa', { exact: true }).locator('option:checked')).toHaveText('Entrevista');
  const history = drawer.getByRole('list', { name: 'Historial de etapas' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem').first()).toContainText('Nuevo → Entrevista');
  await expect(history.getByRole('listitem').first()).toContainText(email);
  // Changed from the drawer too: the history grows and the board follows.
  await drawer.getByLabel('Etapa', { exact: true }).selectOption('Oferta');
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('Entrevista → Oferta');
  await page.keyboard.press('Escape');
  await expect(card(column(board, 'Oferta'), 'Martín Pérez')).toBeVisible();
});

test('a selection of the list changes stage at once, and the stage filter finds them', async ({ page, request }) => {
  test.setTimeout(240_000);
  const { session, evaluacionId } = await postingWithApplicants(request);
  await startSignedIn(page, session);
  await page.goto(`/job/${evaluacionId}/applicants`);
  await expect(applicantList(page).getByRole('listitem')).toHaveCount(4);
  // Every row shows its stage.
  await expect(applicantList(page).getByRole('listitem', { name: 'Tomás Ruiz', exact: true })).toContainText('Nuevo');

  // Select all on the page, then clear: nothing selected.
  await page.getByLabel('Seleccionar todos los de esta página').check();
  const bar = page.getByRole('region', { name: 'Acciones sobre los seleccionados' });
  await expect(bar.getByRole('status')).toHaveText('4 seleccionados');
  await bar.getByRole('button', { name: 'Quitar la selección' }).click();
  await expect(bar).toHaveCount(0);

  await page.getByLabel('Seleccionar a Lucía Gómez').check();
  await page.getByLabel('Seleccionar a Tomás Ruiz').check();
  await expect(bar.getByRole('status')).toHaveText('2 seleccionados');
  await bar.getByLabel('Cambiar etapa').selectOption('Entrevista');
  await expect(page.getByText('2 postulantes pasaron a Entrevista')).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expect(applicantList(page).getByRole('listitem', { name: 'Tomás Ruiz', exact: true })).toContainText('Entrevista');

  // The stage filter, kept in the address.
  await page.getByLabel('Etapa', { exact: true }).selectOption('Entrevista');
  await expect(page).toHaveURL(/etapa=\d+/);
  await expect(applicantList(page).getByRole('listitem')).toHaveCount(2);
  await expect(applicantList(page).getByRole('listitem', { name: 'Lucía Gómez', exact: true })).toBeVisible();
  await expect(applicantList(page).getByRole('listitem', { name: 'Tomás Ruiz', exact: true })).toBeVisible();
  await page.reload();
  await expect(applicantList(page).getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Etapa', { exact: true }).selectOption('Nuevo');
  await expect(applicantList(page).getByRole('listitem')).toHaveCount(2);
  await expect(applicantList(page).getByRole('listitem', { name: 'Martín Pérez', exact: true })).toBeVisible();

  // The history of each one moved in bulk says so.
  await page.getByLabel('Etapa', { exact: true }).selectOption('Entrevista');
  await applicantList(page).getByRole('button', { name: /Tomás Ruiz/ }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Tomás Ruiz' });
  await expect(drawer.getByRole('list', { name: 'Historial de etapas' }).getByRole('listitem')).toContainText(['Nuevo → Entrevista']);
});

test('every applicant matching a filter, across pages, moves to a stage at once', async ({ page, request }) => {
  test.setTimeout(300_000);
  // 22 who write SQL (two pages of 20) and 2 who do not.
  const first = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elena', 'Fabián', 'Gabriela', 'Hernán', 'Inés', 'Julián', 'Karina'];
  const crowd: Person[] = [...first.map((n) => `${n} Morales`), ...first.map((n) => `${n} Quiroga`)].map((name) => ({
    name,
    email: `${name.normalize('NFD').replace(/[^A-Za-z ]/g, '').toLowerCase().replace(' ', '.')}@example.com`,
    lines: ['Consultas SQL e informes durante 3 años.'],
  }));
  const others: Person[] = ['Laura Benítez', 'Mario Castro'].map((name) => ({
    name,
    email: `${name.normalize('NFD').replace(/[^A-Za-z ]/g, '').toLowerCase().replace(' ', '.')}@example.com`,
    lines: ['Atención al cliente en tienda.'],
  }));
  const { session, evaluacionId } = await postingWithApplicants(request, [...crowd, ...others]);

  await startSignedIn(page, session);
  await page.goto(`/job/${evaluacionId}/applicants`);
  await page.getByLabel('Buscar por nombre, notas o texto del CV').fill('sql');
  await expect(page.getByRole('status').filter({ hasText: '22 resultados' })).toBeVisible();
  await expect(applicantList(page).getByRole('listitem')).toHaveCount(20);

  // The whole page ticked: the bar offers the 22 the filter matches, and a way back to the page's 20.
  await page.getByLabel('Seleccionar todos los de esta página').check();
  const bar = page.getByRole('region', { name: 'Acciones sobre los seleccionados' });
  await expect(bar.getByRole('status')).toHaveText('20 seleccionados');
  await bar.getByRole('button', { name: 'Seleccionar los 22 que coinciden con el filtro' }).click();
  await expect(bar.getByRole('status')).toHaveText('22 seleccionados');
  await bar.getByRole('button', { name: 'Seleccionar solo los de esta página' }).click();
  await expect(bar.getByRole('status')).toHaveText('20 seleccionados');
  await bar.getByRole('button', { name: 'Seleccionar los 22 que coinciden con el filtro' }).click();
  await expect(bar.getByRole('status')).toHaveText('22 seleccionados');

  await bar.getByLabel('Cambiar etapa').selectOption('Entrevista');
  await expect(page.getByText('22 postulantes pasaron a Entrevista')).toBeVisible();
  await expect(bar).toHaveCount(0);
  // The list refreshed: the rows on screen show their new stage.
  await expect(applicantList(page).getByRole('listitem', { name: 'Karina Quiroga', exact: true })).toContainText('Entrevista');

  // The stage filter finds all 22, the second page too; the two the search left out did not move.
  // The cleared search answers first (no filter, no count), so the 22 awaited next is the stage filter's own.
  await page.getByLabel('Buscar por nombre, notas o texto del CV').fill('');
  await expect(page.getByRole('status').filter({ hasText: 'resultados' })).toHaveCount(0);
  await page.getByLabel('Etapa', { exact: true }).selectOption('Entrevista');
  await expect(page.getByRole('status').filter({ hasText: '22 resultados' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Páginas de postulantes' }).getByRole('button', { name: 'Página 2', exact: true }).click();
  await expect(applicantList(page).getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Etapa', { exact: true }).selectOption('Nuevo');
  await expect(applicantList(page).getByRole('listitem')).toHaveCount(2);
  await expect(applicantList(page).getByRole('listitem', { name: 'Laura Benítez', exact: true })).toBeVisible();
  await expect(applicantList(page).getByRole('listitem', { name: 'Mario Castro', exact: true })).toBeVisible();
});

test('the pipeline settings rename, reorder, add and remove stages, and a mark is deleted after saying how many carry it', async ({ page, request }) => {
  test.setTimeout(240_000);
  const { session, evaluacionId } = await postingWithApplicants(request);
  const auth = { Authorization: `Bearer ${session.token}` };
  const stages = ((await (await request.get('/api/settings/stages', { headers: auth })).json()) as { etapas: Array<{ etapa_id: number }> }).etapas;
  const applicants = (await (
    await request.post('/api/jobsearch/page', {
      headers: auth,
      data: { evaluacion_id: evaluacionId, numero_pagina: 1, cantidad_por_pagina: 20, filtro: { nombre_o_notas: '', marcas: [] } },
    })
  ).json()) as { postulaciones: Array<{ postulacion_id: number }> };
  const two = applicants.postulaciones.slice(0, 2).map((a) => a.postulacion_id);
  expect((await request.post('/api/jobsearch/stage', { headers: auth, data: { evaluacion_id: evaluacionId, postulacion_ids: two, etapa_id: stages[1]!.etapa_id } })).ok()).toBe(true);
  const mark = (await (await request.post('/api/settings/marks', { headers: auth, data: { nombre: 'VIP', color: '#16a34a' } })).json()) as { marca_id: number };
  expect((await request.post('/api/jobsearch/mark', { headers: auth, data: { evaluacion_id: evaluacionId, postulacion_ids: two, marca_id: mark.marca_id } })).ok()).toBe(true);

  await startSignedIn(page, session);
  await page.goto('/dashboard');
  const openMenu = page.getByRole('button', { name: 'Abrir menú' });
  if (await openMenu.isVisible()) await openMenu.click();
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Etapas' }).click();
  await expect(page).toHaveURL(/\/settings\/stages$/);
  await expect(page.getByRole('heading', { name: 'Etapas del proceso', level: 1 })).toBeVisible();

  await page.getByLabel('Nombre de la etapa 2').fill('Preselección');
  await page.getByRole('button', { name: 'Bajar Oferta' }).click();
  await page.getByRole('button', { name: 'Agregar etapa' }).click();
  await page.getByLabel('Nombre de la etapa 7').fill('Prueba técnica');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Etapas guardadas')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Nombre de la etapa 2')).toHaveValue('Preselección');
  await expect(page.getByLabel('Nombre de la etapa 4')).toHaveValue('Contratado');
  await expect(page.getByLabel('Nombre de la etapa 5')).toHaveValue('Oferta');
  await expect(page.getByLabel('Nombre de la etapa 7')).toHaveValue('Prueba técnica');

  await page.getByRole('button', { name: 'Quitar Preselección' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quitar la etapa Preselección' });
  await expect(dialog).toContainText('2 postulantes están en esta etapa. ¿A qué etapa los pasamos?');
  await dialog.getByLabel('Pasar a').selectOption('Entrevista');
  await dialog.getByRole('button', { name: 'Quitar etapa' }).click();
  await expect(page.getByText('Se quitó la etapa Preselección')).toBeVisible();
  const pipeline = page.getByRole('list', { name: 'Etapas del proceso' });
  await expect(pipeline.getByRole('listitem')).toHaveCount(6);
  await expect(pipeline.getByRole('listitem').nth(1)).toContainText('2 postulantes');
  await expect(page.getByLabel('Nombre de la etapa 2')).toHaveValue('Entrevista');

  // The board has the pipeline as it is now.
  await page.goto(`/job/${evaluacionId}/applicants?vista=tablero`);
  const board = page.getByRole('region', { name: 'Tablero de etapas' });
  await expect(column(board, 'Entrevista').getByRole('listitem')).toHaveCount(2);
  await expect(column(board, 'Prueba técnica')).toBeVisible();
  await expect(column(board, 'Preselección')).toHaveCount(0);

  // Deleting the mark says how many carry it, and leaves them unmarked.
  await page.goto('/applicant-marks');
  await page.getByRole('button', { name: 'Eliminar la marca VIP' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Eliminar la marca VIP?' });
  await expect(confirm).toContainText('2 postulantes tienen esta marca y quedarán sin marca.');
  await confirm.getByRole('button', { name: 'Eliminar marca' }).click();
  await expect(page.getByText('Se eliminó la marca VIP')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Marcas' })).toHaveCount(0);
  await page.goto(`/job/${evaluacionId}/applicants`);
  await expect(applicantList(page).getByRole('listitem')).toHaveCount(4);
  await expect(applicantList(page)).not.toContainText('VIP');
});
