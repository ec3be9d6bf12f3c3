// The callbacks of page.evaluate / addInitScript run in the browser and use its globals.
/// <reference lib="dom" />
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { startSmtpCapture, type SmtpCapture } from '../apps/api/src/testing/smtp-capture';
import { expect, test } from './fixtures';
import { createActiveAccount } from './support/accounts';
import { allApplicants, applyAll, cvOf, waitForAnalyses, type Person } from './support/applicants';
import { SMTP_PORT } from './support/env';
import { opensSignedCv, reviewShot } from './support/review';
import { linkIds, type UploadFile } from './support/public-upload';
import { createPostingViaApi, signInViaApi, startSignedIn, type StoredSession } from './support/session';

// Decision 017: contact data printed in a CV never merges anyone. Two CVs printing the same e-mail are flagged
// as possible duplicates; the recruiter merges them (losing nothing), sees the merged application inside the
// one kept, and can separate it again.

let smtp: SmtpCapture;
test.beforeAll(async () => {
  smtp = await startSmtpCapture(SMTP_PORT);
});
// The other specs listen on the same port: each file frees it when it is done.
test.afterAll(async () => {
  await smtp.close();
});

const PUESTO = 'Repositor/a de góndola';

/** Ana applied twice (an updated CV under a longer name, same e-mail); Beto shares nothing with them. */
const ANA: Person = {
  name: 'Ana Gómez',
  email: 'ana.gomez@example.com',
  phone: '+54 9 11 5555-0001',
  lines: ['Repositora en supermercado durante 3 años.', 'Control de stock y fechas de vencimiento.'],
};
const ANA_AGAIN: Person = {
  name: 'Ana María Gómez',
  email: 'ana.gomez@example.com',
  phone: '+54 9 11 5555-0099',
  lines: ['Repositora en supermercado durante 4 años.', 'Control de stock, fechas de vencimiento y armado de góndolas.'],
};
const BETO: Person = {
  name: 'Beto Ruiz',
  email: 'beto.ruiz@example.com',
  phone: '+54 9 11 5555-0002',
  lines: ['Cadete en farmacia durante 2 años.'],
};

interface Setup {
  session: StoredSession;
  evaluacionId: number;
  /** The files sent, by the name printed in them. */
  files: Map<string, UploadFile>;
}

/** A company with one posting and `people` applied through the public upload call, every analysis finished. */
async function postingWith(request: APIRequestContext, people: Person[]): Promise<Setup> {
  const account = await createActiveAccount(request, smtp);
  const session = await signInViaApi(request, account);
  const created = await createPostingViaApi(request, session, {
    puesto: PUESTO,
    tareas_a_realizar: 'Reposición de mercadería, control de stock y armado de góndolas.',
    condiciones_necesarias: ['Experiencia en reposición'],
    condiciones_deseables: ['Control de stock'],
  });
  const files = new Map(people.map((person, i) => [person.name, cvOf(person, `cv-${i + 1}.pdf`)] as const));
  await applyAll(request, linkIds(created.link), [...files.values()]);
  await waitForAnalyses(request, session, created.evaluacion_id, people.length);
  return { session, evaluacionId: created.evaluacion_id, files };
}

/** A note and a new mark on `name`'s application, through the recruiter's calls. */
async function annotate(request: APIRequestContext, setup: Setup, name: string, note: string, mark: { nombre: string; color: string }) {
  const headers = { Authorization: `Bearer ${setup.session.token}` };
  const applicant = (await allApplicants(request, setup.session, setup.evaluacionId)).find((a) => a.nombre_persona === name);
  expect(applicant, name).toBeDefined();
  expect((await request.post('/api/settings/marks', { headers, data: mark })).ok()).toBe(true);
  const marks = (await (await request.get('/api/settings/marks', { headers })).json()) as { marcas: { marca_id: number; nombre: string }[] };
  const markId = marks.marcas.find((m) => m.nombre === mark.nombre)?.marca_id;
  for (const datos of [{ nota: note }, { marca_id: markId }]) {
    const saved = await request.post('/api/jobsearch/applicant', {
      headers,
      data: { evaluacion_id: setup.evaluacionId, postulacion_id: applicant?.postulacion_id, datos },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
}

async function openApplicants(page: Page, setup: Setup) {
  await startSignedIn(page, setup.session);
  await page.goto(`/job/${setup.evaluacionId}/applicants`);
  await expect(page.getByRole('heading', { name: PUESTO, level: 1 })).toBeVisible();
}

const applicantList = (page: Page) => page.getByRole('list', { name: 'Postulantes, del mejor al último' });
const row = (page: Page, name: string) => applicantList(page).getByRole('listitem', { name, exact: true });
const drawerOf = (page: Page, name: string) => page.getByRole('dialog', { name });
const mergedList = (drawer: Locator) => drawer.getByRole('list', { name: 'Postulaciones unidas' });
const duplicateList = (drawer: Locator) => drawer.getByRole('list', { name: 'Posibles duplicados' });

test('a recruiter merges two applications of the same person and separates them again', async ({ page, request }) => {
  const setup = await postingWith(request, [ANA, ANA_AGAIN, BETO]);
  await annotate(request, setup, ANA_AGAIN.name, '<b>Pedir</b> referencias\nDisponible a la mañana', { nombre: 'Llamar', color: '#fde047' });
  await openApplicants(page, setup);
  await expect(page.getByText('3 postulaciones recibidas')).toBeVisible();
  await expect(applicantList(page).getByRole('listitem')).toHaveCount(3);

  // The flag names the other application; Beto, who shares nothing, has none.
  const ana = row(page, ANA.name);
  const flag = ana.getByRole('button', { name: 'Posible duplicado' });
  await expect(flag).toBeVisible();
  await expect(flag).toHaveAccessibleDescription('Mismo correo que Ana María Gómez.');
  await expect(row(page, ANA_AGAIN.name).getByRole('button', { name: 'Posible duplicado' })).toHaveAccessibleDescription(
    'Mismo correo que Ana Gómez.',
  );
  await expect(row(page, BETO.name).getByRole('button', { name: 'Posible duplicado' })).toHaveCount(0);
  await reviewShot(page, 'duplicates-list-desktop-light');

  // The drawer lists the possible duplicate, what it shares, and the way to merge it.
  await ana.getByRole('button', { name: `Ver el detalle de ${ANA.name}` }).click();
  const drawer = drawerOf(page, ANA.name);
  await expect(drawer.getByRole('heading', { name: 'Posibles duplicados' })).toBeVisible();
  const candidate = duplicateList(drawer).getByRole('listitem').filter({ hasText: ANA_AGAIN.name });
  await expect(candidate.getByText('Mismo correo', { exact: true })).toBeVisible();
  await reviewShot(page, 'duplicates-drawer-desktop-light');

  // A refused merge says why inside the confirmation, which stays open; nothing changes.
  await page.route('**/api/jobsearch/applicant/merge', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'applicant_already_merged', message: 'x', mensaje: 'x' }),
    }),
  );
  await candidate.getByRole('button', { name: `Unir a este postulante: ${ANA_AGAIN.name}` }).click();
  const confirm = page.getByRole('dialog', { name: '¿Unir estas postulaciones?' });
  await expect(confirm).toBeVisible();
  // Cancel has the focus: nothing is merged by pressing Enter.
  await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await expect(confirm).toContainText(
    'Ana María Gómez se mostrará dentro de Ana Gómez, con su CV, sus notas, su marca y su entrevista. No se borra nada.',
  );
  await expect(confirm).toContainText('Esa postulación deja de aparecer en la lista y en los conteos.');
  await expect(confirm).toContainText('Puedes separarla más tarde desde «Postulaciones unidas».');
  await reviewShot(page, 'duplicates-confirm-desktop-light');
  await confirm.getByRole('button', { name: 'Unir postulaciones' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('Ese postulante ya está unido a otro: únelo a aquel.');
  await expect(confirm).toBeVisible();
  await expect(applicantList(page).getByRole('listitem')).toHaveCount(3);
  await page.unroute('**/api/jobsearch/applicant/merge');

  // Merged: one row less, the count follows, and the merged application is inside the one kept.
  await confirm.getByRole('button', { name: 'Unir postulaciones' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Ana María Gómez se unió a Ana Gómez' })).toBeVisible();
  await expect(applicantList(page).getByRole('listitem')).toHaveCount(2);
  await expect(row(page, ANA_AGAIN.name)).toHaveCount(0);
  await expect(page.getByText('2 postulaciones recibidas')).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Posibles duplicados' })).toHaveCount(0);
  await expect(drawer.getByRole('heading', { name: 'Postulaciones unidas' })).toBeFocused();
  const merged = mergedList(drawer).getByRole('listitem').filter({ has: page.getByRole('heading', { name: ANA_AGAIN.name }) });
  await expect(merged).toBeVisible();
  await expect(merged.getByText('ana.gomez@example.com · +5491155550099')).toBeVisible();
  await expect(merged.getByRole('img', { name: /^Calificación \d/ })).toBeVisible();
  // Its notes are shown as text, as typed; its mark as the list shows marks.
  await expect(merged.getByText('<b>Pedir</b> referencias')).toBeVisible();
  await expect(merged.getByText('Disponible a la mañana')).toBeVisible();
  await expect(merged.getByText('Llamar', { exact: true })).toBeVisible();
  await expect(merged.getByText('Sin screening')).toBeVisible();
  await expect(merged.getByRole('link', { name: `Ver CV de ${ANA_AGAIN.name} (se abre en una pestaña nueva)` })).toHaveText('Ver CV');
  const file = await opensSignedCv(page, merged, ANA_AGAIN.name, request);
  expect(Buffer.compare(await file.body(), setup.files.get(ANA_AGAIN.name)!.buffer)).toBe(0);
  await reviewShot(page, 'merged-drawer-desktop-light');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(ana.getByText('+1 postulación unida')).toBeVisible();
  await expect(ana.getByRole('button', { name: 'Posible duplicado' })).toHaveCount(0);
  await reviewShot(page, 'merged-list-desktop-light');

  // Separated: back in the list as it was, flagged again.
  await ana.getByRole('button', { name: `Ver el detalle de ${ANA.name}` }).click();
  await merged.getByRole('button', { name: `Separar ${ANA_AGAIN.name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ana María Gómez volvió a la lista' })).toBeVisible();
  await expect(mergedList(drawer)).toHaveCount(0);
  await expect(drawer.getByRole('heading', { name: 'Posibles duplicados' })).toBeFocused();
  await expect(duplicateList(drawer).getByRole('listitem').filter({ hasText: ANA_AGAIN.name })).toBeVisible();
  await drawer.getByRole('button', { name: 'Cerrar el detalle' }).click();
  await expect(applicantList(page).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByText('3 postulaciones recibidas')).toBeVisible();
  await expect(row(page, ANA_AGAIN.name).getByRole('button', { name: 'Posible duplicado' })).toBeVisible();
  await expect(ana.getByText('+1 postulación unida')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the flag opens the sheet at the possible duplicates, and a long name wraps', async ({ page, request }) => {
    const long: Person = {
      ...ANA_AGAIN,
      name: 'María de los Ángeles Etcheverry',
      email: ANA.email,
      phone: BETO.phone,
    };
    const setup = await postingWith(request, [ANA, long, BETO]);
    await openApplicants(page, setup);
    await expect(applicantList(page).getByRole('listitem')).toHaveCount(3);
    const flag = row(page, long.name).getByRole('button', { name: 'Posible duplicado' });
    await expect(flag).toHaveAccessibleDescription('Mismo correo que Ana Gómez. Mismo teléfono que Beto Ruiz.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await reviewShot(page, 'duplicates-list-phone-light', true);

    await flag.click();
    const sheet = drawerOf(page, long.name);
    await expect(sheet).toBeVisible();
    // A bottom sheet, opened at the possible duplicates.
    await expect
      .poll(async () => {
        const box = await sheet.boundingBox();
        return box && [Math.round(box.width), Math.round(box.y + box.height)];
      })
      .toEqual([390, 844]);
    await expect(sheet.getByRole('heading', { name: 'Posibles duplicados' })).toBeInViewport();
    const duplicates = duplicateList(sheet).getByRole('listitem');
    await expect(duplicates).toHaveCount(2);
    await expect(duplicates.filter({ hasText: ANA.name }).getByText('Mismo correo', { exact: true })).toBeVisible();
    await expect(duplicates.filter({ hasText: BETO.name }).getByText('Mismo teléfono', { exact: true })).toBeVisible();
    await reviewShot(page, 'duplicates-sheet-phone-light');

    // Merged on the phone too: the confirmation, then the merged application in the sheet.
    await duplicates.filter({ hasText: ANA.name }).getByRole('button', { name: `Unir a este postulante: ${ANA.name}` }).click();
    const confirm = page.getByRole('dialog', { name: '¿Unir estas postulaciones?' });
    await reviewShot(page, 'duplicates-confirm-phone-light');
    await confirm.getByRole('button', { name: 'Unir postulaciones' }).click();
    await expect(confirm).toBeHidden();
    await expect(applicantList(page).getByRole('listitem')).toHaveCount(2);
    const merged = mergedList(sheet).getByRole('listitem');
    await expect(merged.getByRole('heading', { name: ANA.name })).toBeVisible();
    await expect(merged.getByRole('link', { name: `Ver CV de ${ANA.name} (se abre en una pestaña nueva)` })).toBeVisible();
    expect(await sheet.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await reviewShot(page, 'merged-sheet-phone-light');

    // Review screenshots in the dark theme, at both sizes.
    if (process.env.SHOTS_DIR) {
      await page.addInitScript(() => localStorage.setItem('theme-storage', JSON.stringify({ state: { theme: 'oscuro' }, version: 0 })));
      for (const [size, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]] as const) {
        await page.setViewportSize(viewport);
        await page.reload();
        await expect(applicantList(page).getByRole('listitem')).toHaveCount(2);
        await reviewShot(page, `list-${size}-dark`, size === 'phone');
        await row(page, long.name).getByRole('button', { name: 'Posible duplicado' }).click();
        await expect(drawerOf(page, long.name).getByRole('heading', { name: 'Posibles duplicados' })).toBeVisible();
        await reviewShot(page, `duplicates-drawer-${size}-dark`);
        await drawerOf(page, long.name).getByRole('heading', { name: 'Postulaciones unidas' }).scrollIntoViewIfNeeded();
        await reviewShot(page, `merged-drawer-${size}-dark`);
        await drawerOf(page, long.name).getByRole('button', { name: `Unir a este postulante: ${BETO.name}` }).click();
        await expect(confirm).toBeVisible();
        await reviewShot(page, `confirm-${size}-dark`);
        await confirm.getByRole('button', { name: 'Cancelar' }).click();
        await page.keyboard.press('Escape');
      }
    }
  });
});
