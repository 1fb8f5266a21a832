import type { Locator, Page } from '@playwright/test';
import { sizeLabel } from './catalogue';

/** The product page's button for a size: it reads '110' then its age label, 'EU 28' or 'Free-size'. */
export function sizeButton(page: Page, size: string): Locator {
  return page
    .getByRole('group', { name: 'Size' })
    .getByRole('button', { name: new RegExp(`^${sizeLabel(size)}( |$)`) });
}

/** Picks a colour and a size on the product page, as a shopper does before ADD TO CART. */
export async function chooseColourAndSize(page: Page, colorName: string, size: string): Promise<void> {
  await page.getByRole('radio', { name: colorName }).check();
  await sizeButton(page, size).click();
}
