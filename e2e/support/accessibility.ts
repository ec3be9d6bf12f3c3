import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * WCAG 2.1 A and AA with axe, once the screen has loaded: serious and critical findings fail, softly, so a test
 * that checks several screens shows everything that needs fixing in one run.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar', { name: 'Cargando' })).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`).slice(0, 6).join(' | ')}`);
  expect.soft(serious, `${screen}: accessibility problems`).toEqual([]);
}
