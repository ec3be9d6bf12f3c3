// The browser's global objects are used inside page.evaluate / addInitScript callbacks.
/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startSmtpCapture, type SmtpCapture } from '../apps/api/src/testing/smtp-capture';
import { expect, test } from './fixtures';
import { createActiveAccount } from './support/accounts';
import { SMTP_PORT } from './support/env';
import { createPostingViaApi, signInViaApi, startSignedIn } from './support/session';

// Visual review, not a test: `SHOTS_DIR=/tmp/shots npx playwright test screenshots` saves the main screens
// in both themes at desktop and phone sizes, for a person to look at.
const shotsDir = process.env.SHOTS_DIR;
test.skip(!shotsDir, 'set SHOTS_DIR to take the review screenshots');

let smtp: SmtpCapture;
test.beforeAll(async () => {
  if (shotsDir) mkdirSync(shotsDir, { recursive: true });
  smtp = await startSmtpCapture(SMTP_PORT);
});
test.afterAll(async () => {
  await smtp.close();
});

const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 740 } } as const;
const themes = ['claro', 'oscuro'] as const;

async function useTheme(page: Page, theme: string) {
  await page.addInitScript((value) => {
    localStorage.setItem('theme-storage', JSON.stringify({ state: { theme: value }, version: 0 }));
  }, theme);
}

async function shot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.getByRole('progressbar').waitFor({ state: 'detached' });
  // Fixed and sticky parts (side menu, header) come out where the page was scrolled to: start at the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(shotsDir ?? '.', `${name}.png`), fullPage: true, animations: 'disabled' });
}

for (const [size, viewport] of Object.entries(viewports)) {
  for (const theme of themes) {
    test(`${size} ${theme}`, async ({ browser, request }) => {
      const account = await createActiveAccount(request, smtp);
      const session = await signInViaApi(request, account);

      const guest = await browser.newPage({ viewport });
      await useTheme(guest, theme);
      await guest.goto('/login');
      await shot(guest, `login-${size}-${theme}`);
      await guest.getByLabel('Contraseña', { exact: true }).fill('abc');
      await guest.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
      await shot(guest, `login-errors-${size}-${theme}`);
      await guest.goto('/create-account');
      await guest.getByLabel('Contraseña', { exact: true }).fill('abcdEFG');
      await shot(guest, `create-account-${size}-${theme}`);
      await guest.goto('/password-new-recovery?p=x&u=a@b.co');
      await guest.getByLabel('Nueva contraseña', { exact: true }).fill('Abcdefg1');
      await guest.getByLabel('Confirmar contraseña', { exact: true }).fill('Abcdefg2');
      await shot(guest, `new-password-${size}-${theme}`);
      await guest.close();

      const page = await browser.newPage({ viewport });
      await useTheme(page, theme);
      await startSignedIn(page, session);
      await page.goto('/dashboard');
      await shot(page, `dashboard-empty-${size}-${theme}`);
      await page.getByRole('button', { name: 'Configuración' }).click();
      await page.getByRole('button', { name: 'Idioma' }).click();
      await page.screenshot({ path: join(shotsDir ?? '.', `dashboard-menu-${size}-${theme}.png`), animations: 'disabled' });
      await page.keyboard.press('Escape');
      if (size === 'phone') {
        await page.getByRole('button', { name: 'Abrir menú' }).click();
        await page.screenshot({ path: join(shotsDir ?? '.', `dashboard-slideover-${size}-${theme}.png`), animations: 'disabled' });
        await page.keyboard.press('Escape');
      }

      const postings = [
        'Desarrollador/a Full Stack Senior',
        'Analista de Recursos Humanos',
        'Encargado/a de depósito y logística para la sucursal centro',
      ];
      for (const puesto of postings) {
        await createPostingViaApi(request, session, {
          puesto,
          tareas_a_realizar: 'Tareas de ejemplo para la captura.',
          condiciones_necesarias: ['Experiencia de 2 años'],
          condiciones_deseables: [],
        });
      }
      await page.reload();
      await shot(page, `dashboard-list-${size}-${theme}`);

      // Create a posting with the AI draft, as a recruiter would.
      await page.goto('/create-job');
      await page.getByLabel('Puesto', { exact: true }).fill('Vendedor');
      await page.getByRole('button', { name: 'Generar con IA' }).click();
      await expect(page.getByLabel('Tareas a realizar')).not.toHaveValue('');
      await page.getByRole('button', { name: 'Agregar condición deseable' }).click();
      await shot(page, `create-job-${size}-${theme}`);
      await page.getByRole('button', { name: 'Publicar aviso' }).click();
      const created = page.getByRole('dialog', { name: '¡Aviso publicado!' });
      await created.waitFor();
      await page.getByRole('progressbar').waitFor({ state: 'detached' });
      await page.screenshot({ path: join(shotsDir ?? '.', `created-dialog-${size}-${theme}.png`), animations: 'disabled' });
      const link = (await created.getByRole('link').getAttribute('href')) ?? '';
      await page.goto(`/job/${link.split('/').pop() ?? ''}`);
      await page.getByRole('img', { name: /Código QR/ }).waitFor();
      await shot(page, `job-detail-${size}-${theme}`);
      await page.getByRole('button', { name: 'Compartir en redes' }).click();
      await page.waitForURL('**/social-media-post');
      await shot(page, `social-post-${size}-${theme}`);
      await page.goto('/job/999999');
      await shot(page, `job-detail-error-${size}-${theme}`);
      await page.close();
    });
  }
}
