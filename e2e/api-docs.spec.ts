// The browser's global objects are used inside page.evaluate callbacks.
/// <reference lib="dom" />
import { expect, test } from './fixtures';

// GET /api/docs (decision 032): the API's documentation page renders the OpenAPI document in a real browser,
// under the app's content security policy, with nothing fetched from another site.

test('the API documentation page shows every module and the sign-in call, from this server only', async ({ page, baseURL }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL!).origin && !request.url().startsWith('data:')) elsewhere.push(request.url());
  });

  await page.goto('/api/docs');
  await expect(page).toHaveTitle('Postula — documentación de la API');
  await expect(page.getByRole('heading', { name: /Postula API/ })).toBeVisible();
  for (const tag of ['accounts', 'postings', 'applicants', 'marks', 'screening', 'imports', 'linkedin', 'service']) {
    await expect(page.locator(`#operations-tag-${tag}`)).toBeVisible();
  }

  // Sign-in, opened: its documented body and its answer.
  const login = page.locator('#operations-accounts-login');
  await login.getByRole('button', { name: /\/login/ }).first().click();
  await expect(login.getByText('"username"', { exact: false }).first()).toBeVisible();
  await expect(login.getByText('"token"', { exact: false }).first()).toBeVisible();

  // A private call carries the lock of the bearer scheme.
  await expect(page.locator('#operations-postings-jobList .authorization__btn')).toBeVisible();

  expect(violations, 'content security policy violations').toEqual([]);
  expect(elsewhere, 'requests to other sites').toEqual([]);
});
