// The callbacks of page.evaluate run in the browser and use its globals.
/// <reference lib="dom" />
import { startSmtpCapture, type SmtpCapture } from '../apps/api/src/testing/smtp-capture';
import { expect, test } from './fixtures';
import { createActiveAccount, linkFromMail, newAccount } from './support/accounts';
import { SMTP_PORT } from './support/env';
import type { Page } from '@playwright/test';

let smtp: SmtpCapture;

test.beforeAll(async () => {
  smtp = await startSmtpCapture(SMTP_PORT);
});

test.afterAll(async () => {
  await smtp.close();
});

async function signIn(page: Page, email: string, password: string, labels = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' }) {
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

function preferencesSaved(page: Page) {
  return page.waitForResponse((r) => r.url().endsWith('/api/user/preferences') && r.request().method() === 'POST');
}

test('a company registers, activates, signs in, sets its preferences and recovers its password', async ({ page, request }) => {
  const account = newAccount('Secreta123');
  const newPassword = 'Nueva4567X';

  // Registration (Spanish, the default language).
  await page.goto('/create-account');
  await expect(page.getByRole('heading', { name: 'Crea tu cuenta' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Guardar' });
  await expect(save).toBeDisabled();
  await page.getByLabel('Correo electrónico', { exact: true }).fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill('corta');
  await expect(page.getByRole('listitem').filter({ hasText: 'Al menos 8 caracteres' })).toContainText('pendiente');
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await expect(page.getByRole('listitem').filter({ hasText: 'Al menos 8 caracteres' })).toContainText('cumplido');
  await page.getByLabel('Nombre de la empresa').fill(account.company);
  const activity = page.getByLabel('Actividad de la empresa');
  await expect(activity.locator('option')).not.toHaveCount(1);
  await activity.selectOption({ index: 1 });
  await expect(save).toBeDisabled();
  const terms = page.getByRole('link', { name: /términos y la política de privacidad/ });
  await expect(terms).toHaveAttribute('target', '_blank');
  await expect(terms).toHaveAttribute('rel', /noopener/);
  await page.getByRole('checkbox', { name: /Acepto los/ }).check();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByRole('heading', { name: '¡Revisa tu correo!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '¡Te damos la bienvenida a Postula!' })).toBeVisible();

  // Activation from the e-mailed link.
  await page.goto(await linkFromMail(smtp, account.email, '/activate'));
  await expect(page.getByRole('heading', { name: '¡Cuenta activada!' })).toBeVisible();
  await page.getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Sign-in lands on the dashboard, whose list is empty.
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Todavía no tienes avisos creados para mostrar')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(account.company);

  // English and the dark theme, from the header's settings dropdown; both are saved to the account.
  await page.getByRole('button', { name: 'Configuración' }).click();
  const darkSaved = preferencesSaved(page);
  await page.getByRole('switch', { name: 'Tema oscuro' }).click();
  expect((await darkSaved).status()).toBe(200);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Idioma' }).click();
  const englishSaved = preferencesSaved(page);
  await page.getByRole('button', { name: 'English' }).click();
  expect((await englishSaved).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Your job postings' })).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('You have no job postings to show yet')).toBeVisible();

  // Sign-out from the dropdown revokes the token on the server.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state?.token as string);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('group', { name: 'Settings' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const withOldToken = await request.post('/api/user/preferences', {
    headers: { Authorization: `Bearer ${token}` },
    data: { idioma: 'en', tema: 'oscuro' },
  });
  expect(withOldToken.status()).toBe(403);

  // Password recovery, in the language in use.
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/password-reset\?lang=en$/);
  await page.getByRole('button', { name: 'Send instructions' }).click();
  await expect(page.getByText('E-mail is required')).toBeVisible();
  await page.getByLabel('E-mail').fill('not-an-address');
  await page.getByRole('button', { name: 'Send instructions' }).click();
  await expect(page.getByText('Please enter a valid e-mail address')).toBeVisible();
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('button', { name: 'Send instructions' }).click();
  const sent = page.getByRole('dialog', { name: 'Check your e-mail' });
  await expect(sent).toBeVisible();
  await sent.getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL(/\/login\?lang=en$/);

  const resetLink = await linkFromMail(smtp, account.email, '/password-new-recovery');
  await page.goto(resetLink);
  await expect(page.getByRole('heading', { name: 'Create a new password' })).toBeVisible();
  const savePassword = page.getByRole('button', { name: 'Save password' });
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password', { exact: true }).fill(`${newPassword}-typo`);
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(savePassword).toBeDisabled();
  await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
  await expect(page.getByText('Passwords do not match')).toBeHidden();
  await expect(savePassword).toBeEnabled();
  await savePassword.click();
  const updated = page.getByRole('dialog', { name: 'Password updated' });
  await expect(updated).toBeVisible();
  await updated.getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer works; the new one does, and brings back the saved preferences.
  const english = { email: 'E-mail', password: 'Password', submit: 'Sign in' };
  await signIn(page, account.email, account.password, english);
  await expect(page.getByRole('alert')).toContainText('The e-mail or the password is incorrect.');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, account.email, newPassword, english);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('heading', { name: 'Your job postings' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the side menu collapses into a slide-over opened from the menu button', async ({ page, request }) => {
    const account = await createActiveAccount(request, smtp);
    await page.goto('/login');
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Todavía no tienes avisos creados para mostrar')).toBeVisible();

    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const navigation = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(navigation).toBeHidden();
    const openMenu = page.getByRole('button', { name: 'Abrir menú' });
    await openMenu.click();
    const slideOver = page.getByRole('dialog', { name: 'Menú principal' });
    await expect(slideOver).toBeVisible();
    // The focus goes into the menu, and Tab stays inside it.
    await expect(slideOver.getByRole('button', { name: 'Cerrar menú' })).toBeFocused();
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
    expect(await slideOver.evaluate((menu) => menu.contains(document.activeElement))).toBe(true);
    await expect(slideOver.getByRole('link', { name: 'Lista de avisos' })).toBeVisible();
    await slideOver.getByRole('button', { name: 'Cerrar menú' }).click();
    await expect(slideOver).toBeHidden();

    // Following a link closes it.
    await openMenu.click();
    await slideOver.getByRole('link', { name: 'Marcas de postulantes' }).click();
    await expect(slideOver).toBeHidden();
    await expect(page).toHaveURL(/\/applicant-marks$/);
    await expect(page.getByRole('heading', { name: 'Marcas de postulantes', level: 1 })).toBeVisible();

    // Escape closes it too.
    await openMenu.click();
    await expect(slideOver).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(slideOver).toBeHidden();
    // Back to the button that opened it.
    await expect(openMenu).toBeFocused();
  });
});

test('signed-out visitors are sent to /login, and a forged session ends in the session-expired dialog', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/job/7/applicants');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir al inicio' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.evaluate(() =>
    localStorage.setItem(
      'auth-storage',
      JSON.stringify({
        state: { token: 'forged-token', nombre_empresa: 'Forjada', actividad_empresa: 1, perfil: 'USER', idioma: 'es' },
        version: 0,
      }),
    ),
  );
  // The dashboard's list call (GET /api/jobsearch) answers 403 for the forged token: the dialog opens on load.
  const listed = page.waitForResponse((r) => r.url().endsWith('/api/jobsearch') && r.request().method() === 'GET');
  await page.goto('/dashboard');
  expect((await listed).status()).toBe(403);
  const expired = page.getByRole('dialog', { name: 'Sesión expirada' });
  await expect(expired).toBeVisible();
  await expired.getByRole('button', { name: 'Aceptar' }).click();
  await expect(expired).toBeHidden();
  await expect(page).toHaveURL(/\/login$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state?.token ?? null);
  expect(stored).toBeNull();
});

test('e-mailed links without their parameters, or with a used code, say so and lead back to sign-in', async ({ page }) => {
  await page.goto('/password-new-recovery');
  await expect(page.getByText('Parámetros inválidos. Por favor use el link recibido en su correo.')).toBeVisible();

  await page.goto('/activate?u=someone%40example.com');
  const missing = page.getByRole('alertdialog');
  await expect(missing).toContainText('Error al activar la cuenta');
  await missing.getByRole('button').first().click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/activate?p=not-a-real-code&u=someone%40example.com');
  const refused = page.getByRole('alertdialog');
  await expect(refused).toContainText('El enlace de activación no es válido o ya fue usado.');

  await page.goto('/password-reset?lang=pt');
  await expect(page.getByRole('link', { name: 'Voltar para entrar' })).toHaveAttribute('href', '/login?lang=pt');
});
