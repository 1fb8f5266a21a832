import type { Page } from '@playwright/test';
import { across, expectNoSidewaysScroll, shotPath } from '../support/screens';
import { expect, test } from '../support/test';

const html = (page: Page) => page.locator('html');

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
  { width: 360, height: 780 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('A shopper switches to Arabic: the page turns right to left, and the choice stays', async ({
      page,
    }, testInfo) => {
      await page.goto('/products?category=Girls');
      await expect(html(page)).toHaveAttribute('lang', 'en');
      const header = page.getByRole('banner');
      const logo = header.getByRole('link', { name: 'Little Souq home' });
      const cart = header.getByRole('link', { name: /^Cart, / });
      expect(await across(page, logo)).toBeLessThan(await across(page, cart));

      await header.getByRole('link', { name: 'العربية' }).click();
      await expect(page).toHaveURL('/ar/products?category=Girls');
      await expect(html(page)).toHaveAttribute('lang', 'ar');
      await expect(html(page)).toHaveAttribute('dir', 'rtl');
      await expect(page.getByText('وفّروا حتى 20% على جميع المنتجات')).toBeVisible();

      // The header mirrors: the logo on the right, the cart on the left.
      const arabicLogo = header.getByRole('link', { name: 'Little Souq، الصفحة الرئيسية' });
      const arabicCart = header.getByRole('link', { name: /^السلة، / });
      expect(await across(page, arabicLogo)).toBeGreaterThan(await across(page, arabicCart));
      await expect(header.getByRole('combobox', { name: 'ابحثوا في المنتجات' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'دخول', exact: true })).toBeVisible();
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'سياسة الخصوصية' }),
      ).toHaveAttribute('href', '/ar/privacy');
      await expectNoSidewaysScroll(page, 'the Arabic listing');
      await page.screenshot({ path: shotPath(testInfo, `arabic-header-${viewport.width}`) });

      // Links inside the store keep the language. Followed from the keyboard: scrolled to, the footer can move
      // down under a click as the listing loads its next products.
      await page.getByRole('contentinfo').getByRole('link', { name: 'سياسة الخصوصية' }).press('Enter');
      await expect(page).toHaveURL('/ar/privacy');
      await expect(html(page)).toHaveAttribute('dir', 'rtl');

      // An English address opened on this device shows its Arabic twin.
      await page.goto('/cart');
      await expect(page).toHaveURL('/ar/cart');
      await expect(html(page)).toHaveAttribute('lang', 'ar');
      await expectNoSidewaysScroll(page, 'the Arabic cart');

      // And back: English, left to right, and English addresses stay English.
      await header.getByRole('link', { name: 'English' }).click();
      await expect(page).toHaveURL('/cart');
      await expect(html(page)).toHaveAttribute('lang', 'en');
      await expect(html(page)).not.toHaveAttribute('dir', 'rtl');
      await page.goto('/privacy');
      await expect(page).toHaveURL('/privacy');
      await expect(page.getByText('Save up to 20% for all Products')).toBeVisible();
    });
  });
}

test('An Arabic link opened on a new device shows Arabic without changing what the device chose', async ({
  page,
}) => {
  await page.goto('/ar/no/such/page');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: '404، الصفحة غير موجودة' })).toBeVisible();
  await expect(page).toHaveTitle('الصفحة غير موجودة | Little Souq');
  await page.getByRole('link', { name: 'العودة إلى الرئيسية' }).click();
  await expect(page).toHaveURL('/ar');
  // Nothing was chosen here: an English link still opens in English.
  await page.goto('/privacy');
  await expect(page).toHaveURL('/privacy');
  await expect(html(page)).toHaveAttribute('lang', 'en');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('The Categories sheet offers the other language too', async ({ page }) => {
    await page.goto('/ar');
    await page
      .getByRole('navigation', { name: 'روابط سريعة' })
      .getByRole('button', { name: 'الفئات' })
      .click();
    const sheet = page.getByRole('dialog', { name: 'الفئات' });
    await expect(sheet.getByRole('link', { name: 'بنات' })).toHaveAttribute(
      'href',
      '/ar/products?category=Girls',
    );
    await sheet.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL('/');
    await expect(html(page)).toHaveAttribute('lang', 'en');
  });
});
