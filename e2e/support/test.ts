import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/** The most of a failed test's page kept in its report: enough to tell which screen it was on. */
const SNAPSHOT_CHARS = 3_000;

/**
 * The home page opens an offer popup 2 s after it loads (see docs/product/storefront.md), which would cover
 * whatever a test does next on '/'. Tests say they want it with `test.use({ showHomePopup: true })`; the rest
 * start as a shopper who has already dismissed it this session.
 *
 * A test that fails prints the address its page was on, its level-one headings, its main part's accessibility
 * tree and what its scripts logged as errors: CI keeps only what it printed, not the screenshot.
 */
export const test = base.extend<{ showHomePopup: boolean }>({
  showHomePopup: [false, { option: true }],
  page: async ({ page, showHomePopup }, use, testInfo) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    if (!showHomePopup) await page.addInitScript(() => sessionStorage.setItem('homePopupShown', '1'));
    await use(page);
    if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
    // The page's title and its main landmark: the header and the menus are on every screen.
    const headings = await page
      .getByRole('heading', { level: 1 })
      .allInnerTexts()
      .catch(() => []);
    const main = page.locator('main');
    const tree = await ((await main.count()) === 1 ? main : page.locator('body'))
      .ariaSnapshot({ timeout: 2_000 })
      .catch((error: unknown) => `(no snapshot: ${String(error)})`);
    console.log(
      [
        `-- the page when "${testInfo.title}" failed --`,
        `address: ${page.url()}`,
        `level-one headings: ${headings.map((h) => JSON.stringify(h.trim())).join(', ')}`,
        ...errors.slice(-20),
        tree.slice(0, SNAPSHOT_CHARS),
        '--',
      ].join('\n'),
    );
  },
});
