import { expect, type Locator, type Page } from '@playwright/test';

/** Opens Settings → Applicant marks from the side menu, through the slide-over menu on a phone. */
export async function openMarksFromMenu(page: Page): Promise<void> {
  const openMenu = page.getByRole('button', { name: 'Abrir menú' });
  if (await openMenu.isVisible()) await openMenu.click();
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Marcas de postulantes' }).click();
  await expect(page).toHaveURL(/\/applicant-marks$/);
  await expect(page.getByRole('heading', { name: 'Marcas de postulantes', level: 1 })).toBeVisible();
}

/** The list of marks on the screen. */
export function markList(page: Page): Locator {
  return page.getByRole('list', { name: 'Marcas' });
}

/** The colours a chip is drawn with, as the browser computes them (rgb(r, g, b)). */
export function chipColors(chip: Locator): Promise<{ background: string; text: string }> {
  return chip.evaluate((element) => {
    // The chip is the element that carries the colour: the text sits in an inner span.
    const host = element.closest('[style]') ?? element;
    const style = getComputedStyle(host);
    return { background: style.backgroundColor, text: style.color };
  });
}
