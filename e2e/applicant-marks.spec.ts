// The callbacks of evaluate run in the browser and use its globals.
/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startSmtpCapture, type SmtpCapture } from '../apps/api/src/testing/smtp-capture';
import { expect, test } from './fixtures';
import { createActiveAccount } from './support/accounts';
import { SMTP_PORT } from './support/env';
import { chipColors, markList, openMarksFromMenu } from './support/marks';
import { signInViaApi, startSignedIn } from './support/session';

let smtp: SmtpCapture;

test.beforeAll(async () => {
  smtp = await startSmtpCapture(SMTP_PORT);
});

// The other specs listen on the same port: each file frees it when it is done.
test.afterAll(async () => {
  await smtp.close();
});

const BLACK = 'rgb(0, 0, 0)';
const WHITE = 'rgb(255, 255, 255)';

async function signedInOnDashboard(page: Page, request: Parameters<typeof createActiveAccount>[0]) {
  const account = await createActiveAccount(request, smtp);
  await startSignedIn(page, await signInViaApi(request, account));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Tus avisos', level: 1 })).toBeVisible();
}

function markDialog(page: Page, title: 'Nueva marca' | 'Editar marca') {
  return page.getByRole('dialog', { name: title });
}

test('a recruiter creates, edits and validates applicant marks', async ({ page, request }) => {
  await signedInOnDashboard(page, request);
  await openMarksFromMenu(page);

  await expect(page.getByText('Todavía no tienes marcas creadas')).toBeVisible();
  await page.getByRole('button', { name: 'Nueva marca' }).click();
  const create = markDialog(page, 'Nueva marca');
  await expect(create).toBeVisible();
  const name = create.getByLabel('Nombre', { exact: true });
  const hex = create.getByLabel('Color (hexadecimal)', { exact: true });
  const save = create.getByRole('button', { name: 'Guardar' });
  // Spec §9: a new mark starts in #6366f1; with no name yet it cannot be saved.
  await expect(name).toBeFocused();
  await expect(hex).toHaveValue('#6366f1');
  await expect(create.getByLabel('Elegir color')).toHaveValue('#6366f1');
  await expect(save).toBeDisabled();

  // Spec §5: the name is required, and blanks are no name.
  await name.fill('x');
  await name.fill('');
  await expect(create.getByText('El nombre es requerido')).toBeVisible();
  await name.fill('    ');
  await expect(create.getByText('El nombre es requerido')).toBeVisible();
  await expect(save).toBeDisabled();

  // The colour must be #RRGGBB; the picker keeps the last good colour meanwhile.
  await name.fill('  Entrevistar  ');
  await expect(save).toBeEnabled();
  for (const bad of ['azul', '#fde04', '#fde0477', 'fde047']) {
    await hex.fill(bad);
    await expect(create.getByText('Ingresa un color con el formato #RRGGBB')).toBeVisible();
    await expect(save).toBeDisabled();
  }
  await hex.fill('#FDE047');
  await expect(create.getByText('Ingresa un color con el formato #RRGGBB')).toBeHidden();
  await expect(create.getByLabel('Elegir color')).toHaveValue('#fde047');
  await save.click();

  // Saved: the modal closes, the toast says so for 3 s, the chip shows the trimmed name.
  await expect(create).toBeHidden();
  const toast = page.getByRole('status').filter({ hasText: 'Guardado correctamente' });
  await expect(toast).toBeVisible();
  const list = markList(page);
  const yellow = list.getByText('Entrevistar', { exact: true });
  await expect(yellow).toBeVisible();
  // Spec §9: black text on a bright colour.
  expect(await chipColors(yellow)).toEqual({ background: 'rgb(253, 224, 71)', text: BLACK });
  await expect(toast).toBeHidden({ timeout: 6_000 });

  // Cancel leaves everything as it was.
  await list.getByRole('button', { name: 'Editar marca Entrevistar' }).click();
  const edit = markDialog(page, 'Editar marca');
  await expect(edit.getByLabel('Nombre', { exact: true })).toHaveValue('Entrevistar');
  await expect(edit.getByLabel('Color (hexadecimal)', { exact: true })).toHaveValue(/^#fde047$/i);
  await edit.getByLabel('Nombre', { exact: true }).fill('Otra cosa');
  await edit.getByRole('button', { name: 'Cancelar' }).click();
  await expect(edit).toBeHidden();
  await expect(list.getByText('Entrevistar', { exact: true })).toBeVisible();

  // Edit the name and pick a dark colour with the picker: the hex field follows it.
  await list.getByRole('button', { name: 'Editar marca Entrevistar' }).click();
  await edit.getByLabel('Nombre', { exact: true }).fill('Finalista');
  await edit.getByLabel('Elegir color').fill('#0f766e');
  await expect(edit.getByLabel('Color (hexadecimal)', { exact: true })).toHaveValue('#0f766e');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Guardado correctamente' })).toBeVisible();
  const teal = list.getByText('Finalista', { exact: true });
  await expect(teal).toBeVisible();
  await expect(list.getByText('Entrevistar', { exact: true })).toHaveCount(0);
  // White text on a dark colour.
  expect(await chipColors(teal)).toEqual({ background: 'rgb(15, 118, 110)', text: WHITE });

  // A name with markup is shown as typed, never run.
  await page.getByRole('button', { name: 'Nueva marca' }).click();
  await create.getByLabel('Nombre', { exact: true }).fill('<b>html</b>');
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(create).toBeHidden();
  await expect(list.getByText('<b>html</b>', { exact: true })).toBeVisible();
  await expect(list.locator('b')).toHaveCount(0);
  await expect(list.getByRole('button', { name: 'Editar marca <b>html</b>' })).toBeVisible();

  // The marks are the server's: they are still there after a reload, in the default colour for the last.
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  expect(await chipColors(list.getByText('<b>html</b>', { exact: true }))).toEqual({
    background: 'rgb(99, 102, 241)',
    text: WHITE,
  });
});

test('a failed save says so and keeps the modal; a failed load says so', async ({ page, request }) => {
  await signedInOnDashboard(page, request);
  await openMarksFromMenu(page);

  // The server refuses the save without a message of its own: the screen's fallback text (spec §8).
  await page.route('**/api/settings/marks', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 400, body: '' }) : route.fallback(),
  );
  await page.getByRole('button', { name: 'Nueva marca' }).click();
  const create = markDialog(page, 'Nueva marca');
  await create.getByLabel('Nombre', { exact: true }).fill('Descartado');
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(create.getByRole('alert')).toHaveText('Error al guardar la marca');
  await expect(create.getByLabel('Nombre', { exact: true })).toHaveValue('Descartado');
  await create.getByRole('button', { name: 'Cancelar' }).click();

  await page.unrouteAll();
  // A name already in use is refused by the server and said under the name (spec §8: its text first).
  await page.getByRole('button', { name: 'Nueva marca' }).click();
  await create.getByLabel('Nombre', { exact: true }).fill('Descartado');
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(create).toBeHidden();
  await page.getByRole('button', { name: 'Nueva marca' }).click();
  await create.getByLabel('Nombre', { exact: true }).fill(' Descartado ');
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(create.getByText('Ya tienes una marca con ese nombre.')).toBeVisible();
  await expect(create.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await create.getByLabel('Nombre', { exact: true }).fill('Descartada');
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(create).toBeHidden();
  await expect(markList(page).getByRole('listitem')).toHaveCount(2);

  await page.unrouteAll();
  await page.route('**/api/settings/marks', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 400, body: '' }) : route.fallback(),
  );
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText('Error al cargar las marcas');
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(markList(page).getByRole('listitem')).toHaveCount(2);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a recruiter opens the marks from the slide-over menu, creates and edits one', async ({ page, request }) => {
    await signedInOnDashboard(page, request);
    await openMarksFromMenu(page);

    await page.getByRole('button', { name: 'Nueva marca' }).click();
    const create = markDialog(page, 'Nueva marca');
    await create.getByLabel('Nombre', { exact: true }).fill('Contactar por teléfono esta semana');
    await create.getByLabel('Color (hexadecimal)', { exact: true }).fill('#f97316');
    await create.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Guardado correctamente' })).toBeVisible();
    const list = markList(page);
    await expect(list.getByText('Contactar por teléfono esta semana', { exact: true })).toBeVisible();

    await list.getByRole('button', { name: 'Editar marca Contactar por teléfono esta semana' }).click();
    const edit = markDialog(page, 'Editar marca');
    await edit.getByLabel('Nombre', { exact: true }).fill('Llamar');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(list.getByText('Llamar', { exact: true })).toBeVisible();

    // Nothing sticks out sideways on a narrow screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

// Review screenshots: `SHOTS_DIR=/tmp/shots-marks npx playwright test applicant-marks` saves the screen in
// both themes at desktop and phone sizes, for a person to look at.
const shotsDir = process.env.SHOTS_DIR;
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 740 } } as const;

for (const [size, viewport] of Object.entries(viewports)) {
  for (const theme of ['claro', 'oscuro'] as const) {
    test(`screenshots ${size} ${theme}`, async ({ browser, request }) => {
      test.skip(!shotsDir, 'set SHOTS_DIR to take the review screenshots');
      const dir = shotsDir ?? '.';
      mkdirSync(dir, { recursive: true });
      const account = await createActiveAccount(request, smtp);
      const session = await signInViaApi(request, account);
      const page = await browser.newPage({ viewport });
      await startSignedIn(page, session);
      await page.addInitScript((value) => {
        localStorage.setItem('theme-storage', JSON.stringify({ state: { theme: value }, version: 0 }));
      }, theme);
      const shot = async (name: string) => {
        await page.getByRole('progressbar').waitFor({ state: 'detached' });
        await page.screenshot({ path: join(dir, `${name}-${size}-${theme}.png`), animations: 'disabled' });
      };

      await page.goto('/applicant-marks');
      await expect(page.getByText('Todavía no tienes marcas creadas')).toBeVisible();
      await shot('marks-empty');
      for (const [nombre, color] of [
        ['Entrevistar', '#16a34a'],
        ['<b>html</b>', '#6366f1'],
        ['Amarillo claro', '#fde047'],
        ['Un nombre de marca bastante largo para ver cómo se corta', '#0f172a'],
      ] as const) {
        await page.getByRole('button', { name: 'Nueva marca' }).click();
        const dialog = markDialog(page, 'Nueva marca');
        await dialog.getByLabel('Nombre', { exact: true }).fill(nombre);
        await dialog.getByLabel('Color (hexadecimal)', { exact: true }).fill(color);
        await dialog.getByRole('button', { name: 'Guardar' }).click();
        await expect(dialog).toBeHidden();
      }
      await expect(page.getByRole('status').filter({ hasText: 'Guardado correctamente' })).toBeVisible();
      await shot('marks-list-toast');
      await markList(page).getByRole('button', { name: 'Editar marca Entrevistar' }).click();
      const edit = markDialog(page, 'Editar marca');
      await edit.getByLabel('Nombre', { exact: true }).fill('');
      await edit.getByLabel('Color (hexadecimal)', { exact: true }).fill('#12');
      await shot('marks-edit-invalid');
      await page.close();
    });
  }
}
