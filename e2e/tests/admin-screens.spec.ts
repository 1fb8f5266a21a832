import { middleLine, placeCodOrder, shopperWithToken } from '../support/cod-orders';
import { OWNER } from '../support/owner';
import { expectNoSidewaysScroll, shotPath } from '../support/screens';
import { expect, test } from '../support/test';

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Every back-office screen fits the screen and runs without a console error', async ({
      page,
      request,
    }, testInfo) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // Asking who is signed in before anyone is answers 401 by design, and Chromium logs every 4xx.
        if (message.type() === 'error' && !message.text().includes('status of 401'))
          errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      const { token } = await shopperWithToken(request);
      const order = await placeCodOrder(
        request,
        token,
        await middleLine(request, viewport.width === 1280 ? 2 : 3),
      );

      const screen = async (name: string) => {
        await expectNoSidewaysScroll(page, name);
        await page.screenshot({ path: shotPath(testInfo, `${name}-${viewport.width}`), fullPage: true });
      };

      await page.goto('/admin/sign-in');
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await screen('sign-in');
      await page.getByLabel('Email').fill(OWNER.email);
      await page.getByLabel('Password').fill(OWNER.password);
      await page.getByRole('button', { name: 'Sign in' }).click();

      await expect(page.getByRole('heading', { name: 'Needs doing now' })).toBeVisible();
      await expect(page.locator('.uplot canvas').first()).toBeVisible();
      await screen('dashboard');

      await page.goto('/admin/orders');
      await expect(
        page.getByRole('link', { name: order.orderNumber }).filter({ visible: true }),
      ).toBeVisible();
      await screen('orders');

      await page.goto(`/admin/orders/${order.orderId}`);
      await expect(page.getByRole('heading', { name: `Order ${order.orderNumber}` })).toBeVisible();
      await screen('order');
      // A move for the audit log to show below.
      await page.getByRole('button', { name: 'Move to Packing' }).click();
      await expect(page.getByRole('button', { name: 'Move to Shipped' })).toBeVisible();

      await page.getByRole('link', { name: 'Packing slip' }).click();
      await expect(page.getByRole('heading', { name: 'Packing slip' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
      await screen('packing-slip');
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
      await page.screenshot({
        path: shotPath(testInfo, `packing-slip-print-${viewport.width}`),
        fullPage: true,
      });
      await page.emulateMedia({ media: 'screen' });

      await page.goto('/admin/staff');
      await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();
      await expect(page.getByText(OWNER.email)).toBeVisible();
      await screen('staff');

      await page.goto('/admin/audit');
      await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
      // An order's move, whose entry holds the status before and after.
      const moves = page
        .getByRole(viewport.width === 1280 ? 'row' : 'listitem')
        .filter({ hasText: 'order.status' });
      await moves
        .first()
        .getByRole('button', { name: /^Show (the )?changes/ })
        .click();
      await expect(page.getByText('Before', { exact: true }).filter({ visible: true }).first()).toBeVisible();
      await screen('audit');

      await page.goto('/admin/security');
      await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
      await screen('security');

      expect(errors).toEqual([]);
    });
  });
}
