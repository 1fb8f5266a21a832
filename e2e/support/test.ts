import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The home page opens an offer popup 2 s after it loads (see docs/product/storefront.md), which would cover
 * whatever a test does next on '/'. Tests say they want it with `test.use({ showHomePopup: true })`; the rest
 * start as a shopper who has already dismissed it this session.
 */
export const test = base.extend<{ showHomePopup: boolean }>({
  showHomePopup: [false, { option: true }],
  page: async ({ page, showHomePopup }, use) => {
    if (!showHomePopup) await page.addInitScript(() => sessionStorage.setItem('homePopupShown', '1'));
    await use(page);
  },
});
