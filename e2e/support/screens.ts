import path from 'node:path';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/**
 * Where a screen's picture goes: ADMIN_SHOTS_DIR when a person wants to look at them all in one place, else
 * the test's own output folder.
 */
export function shotPath(testInfo: TestInfo, name: string): string {
  const dir = process.env.ADMIN_SHOTS_DIR;
  return dir ? path.join(dir, `${name}.png`) : testInfo.outputPath(`${name}.png`);
}

/** Nothing on the screen is wider than it (no sideways scrolling on a phone). */
export async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${screen} is wider than the screen`).toBeLessThanOrEqual(0);
}

/** Checks the screen fits its width, then keeps a full-page picture of it named `{name}-{width}`. */
export async function shootScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expectNoSidewaysScroll(page, name);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: shotPath(testInfo, `${name}-${width}`), fullPage: true });
}

/** Where an element sits across the page: 0 at the left edge, 1 at the right (which side a header puts it). */
export async function across(page: Page, locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 1;
  if (!box) throw new Error('not on the screen');
  return (box.x + box.width / 2) / width;
}
