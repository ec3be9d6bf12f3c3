import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, APIResponse, Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

/** A review screenshot, taken only with SHOTS_DIR set (`SHOTS_DIR=/tmp/shots npx playwright test <spec>`). */
export async function reviewShot(page: Page, name: string, fullPage = false) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage, animations: 'disabled' });
}

/**
 * Opens `name`'s CV from `scope` as a person would: the link opens a new tab at a signed address. Answers the
 * same address fetched without any session, for the caller to check it serves the very file that was sent.
 */
export async function opensSignedCv(page: Page, scope: Locator, name: string, request: APIRequestContext): Promise<APIResponse> {
  const link = scope.getByRole('link', { name: `Ver CV de ${name} (se abre en una pestaña nueva)` });
  await expect(link).toHaveAttribute('target', '_blank');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/api\/cv\/\d+\?/);
  const tab = await opensInNewTab(page, link);
  await expect.poll(() => tab.url()).toContain('/api/cv/');
  await tab.close();
  const file = await request.get(href ?? '', { headers: {} });
  expect(file.status()).toBe(200);
  return file;
}

/**
 * Clicks a link that opens a new tab, once the panel it sits in has stopped moving, and answers the tab. A click
 * that opened nothing (on a machine kept busy, a bottom sheet still sliding in once swallowed one and the test
 * waited 90 s for a tab) is made again, as a person would.
 */
export async function opensInNewTab(page: Page, link: Locator): Promise<Page> {
  await link.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  let tab: Page | undefined;
  await expect(async () => {
    const popup = page.waitForEvent('popup', { timeout: 15_000 });
    await link.click();
    tab = await popup;
  }).toPass({ timeout: 60_000 });
  if (!tab) throw new Error('the link opened no tab');
  return tab;
}
