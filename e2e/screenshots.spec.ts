// The browser's global objects are used inside page.evaluate / addInitScript callbacks.
/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startSmtpCapture, type SmtpCapture } from '../apps/api/src/testing/smtp-capture';
import { test } from './fixtures';
import { createActiveAccount } from './support/accounts';
import { SMTP_PORT } from './support/env';

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
  await page.screenshot({ path: join(shotsDir ?? '.', `${name}.png`), fullPage: true, animations: 'disabled' });
}

for (const [size, viewport] of Object.entries(viewports)) {
  for (const theme of themes) {
    test(`${size} ${theme}`, async ({ browser, request }) => {
      const account = await createActiveAccount(request, smtp);
      const login = await request.post('/api/login', { data: { username: account.email, password: account.password } });
      const session = (await login.json()) as Record<string, unknown>;

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
      await page.addInitScript((state) => {
        localStorage.setItem('auth-storage', JSON.stringify({ state, version: 0 }));
      }, {
        token: session.token,
        nombre_empresa: session.nombre_empresa,
        actividad_empresa: session.actividad_empresa,
        perfil: session.perfil,
        idioma: session.idioma,
      });
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

      // The list call is not built yet: a stand-in answer shows how the cards look.
      await page.route('**/api/jobsearch', (route) =>
        route.fulfill({
          json: {
            avisos: [
              { puesto: 'Desarrollador/a Full Stack Senior', evaluacion_id: 1042, fecha_creacion: '2026-11-02T10:00:00Z' },
              { puesto: 'Analista de Recursos Humanos', evaluacion_id: 1043, fecha_creacion: '2026-11-10T10:00:00Z' },
              { puesto: 'Encargado/a de depósito y logística para la sucursal centro', evaluacion_id: 1051, fecha_creacion: '2026-11-18T10:00:00Z' },
              { puesto: 'Diseñador/a UX', evaluacion_id: 1060, fecha_creacion: '2026-11-20T10:00:00Z' },
            ],
          },
        }),
      );
      await page.reload();
      await shot(page, `dashboard-list-${size}-${theme}`);
      await page.close();
    });
  }
}
