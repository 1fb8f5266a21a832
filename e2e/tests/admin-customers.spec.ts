import { middleLine, placeCodOrder, shopperWithToken } from '../support/cod-orders';
import { shootScreen } from '../support/screens';
import { joinAsStaff } from '../support/staff';
import { expect, test } from '../support/test';

const aed = (amount: number) => `AED ${amount.toFixed(2)}`;

/** `0501234567` written as people do: `050 123 4567`. */
const nationalForm = (phone: string) => {
  const national = `0${phone.slice('+971'.length)}`;
  return `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
};

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Staff find a shopper by their phone in 05… form, open them, and see their order and what they spent', async ({
      page,
      request,
    }, testInfo) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      const { shopper, token } = await shopperWithToken(request);
      const order = await placeCodOrder(
        request,
        token,
        await middleLine(request, viewport.width === 1280 ? 4 : 5),
      );
      const gran = {
        label: 'Gran',
        fullname: 'Mariam Saeed',
        email: shopper.email,
        phone: shopper.phone,
        street: 'Villa 3, Al Khawaneej',
        city: 'Dubai',
        region: 'Dubai',
        zipcode: '00000',
      };
      const saved = await request.post('/api/user/addresses', { headers: { token }, data: gran });
      expect(saved.ok(), await saved.text()).toBe(true);

      await joinAsStaff(page);
      await page.goto('/admin');
      await page
        .getByRole('navigation', { name: 'Back office' })
        .getByRole('link', { name: 'Customers' })
        .click();
      await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
      await shootScreen(page, testInfo, 'customers');

      // Typed as the shopper says it on the phone, and sent with Enter.
      const typed = nationalForm(shopper.phone);
      await page.getByRole('searchbox', { name: 'Search' }).fill(typed);
      await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
      await expect(page).toHaveURL(`/admin/customers?${new URLSearchParams({ q: typed })}`);
      await expect(page.getByText('Page 1 of 1 · 1 customer')).toBeVisible();
      const found = page
        .getByRole(viewport.width === 1280 ? 'row' : 'listitem')
        .filter({ hasText: shopper.email });
      await expect(found).toContainText(shopper.phone);
      await expect(found).toContainText(aed(order.total));
      await shootScreen(page, testInfo, 'customers-found');

      await found.getByRole('link', { name: shopper.name }).click();
      await expect(page.getByRole('heading', { name: shopper.name, level: 1 })).toBeVisible();
      const summary = page.getByRole('region', { name: 'Summary' });
      await expect(summary).toContainText(`Lifetime spend${aed(order.total)}`);
      await expect(summary).toContainText('Orders1');
      const orders = page.getByRole('region', { name: 'Orders' });
      await expect(orders).toContainText(order.orderNumber);
      await expect(orders).toContainText('Order Placed');
      await expect(orders).toContainText('Cash on delivery');
      await expect(page.getByRole('region', { name: 'Account' })).toContainText(shopper.email);
      // The address book's first, marked, then where the order went.
      const addresses = page.getByRole('region', { name: 'Addresses' }).getByRole('listitem');
      await expect(addresses).toHaveCount(2);
      await expect(addresses.first()).toContainText('GranSavedDefault');
      await expect(addresses.first()).toContainText('Villa 3, Al Khawaneej');
      await expect(addresses.first()).toContainText('No orders yet');
      await expect(addresses.last()).toContainText('Villa 12, Al Wasl Road');
      await expect(addresses.last()).toContainText('1 order · last used');
      await expect(page.getByRole('region', { name: 'Discount codes used' })).toContainText('No codes used.');
      await shootScreen(page, testInfo, 'customer');
      const customerUrl = page.url();

      // The order opens from the customer's page, and its customer panel leads back.
      await orders.getByRole('link', { name: order.orderNumber }).click();
      await expect(page.getByRole('heading', { name: `Order ${order.orderNumber}` })).toBeVisible();
      await page.getByRole('region', { name: 'Customer' }).getByRole('link', { name: shopper.name }).click();
      await expect(page).toHaveURL(customerUrl);
      await expect(page.getByRole('heading', { name: shopper.name, level: 1 })).toBeVisible();

      // The list sorts from its headers on a wide screen, from the select on a phone; the address keeps it.
      await page.goto('/admin/customers');
      if (viewport.width === 1280) {
        const spend = page.getByRole('button', { name: 'Spend' });
        await spend.focus();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL('/admin/customers?sort=-spend');
        await expect(page.getByRole('columnheader', { name: 'Spend' })).toHaveAttribute(
          'aria-sort',
          'descending',
        );
      } else {
        await page.getByLabel('Sort by').selectOption({ label: 'Highest spend' });
        await expect(page).toHaveURL('/admin/customers?sort=-spend');
      }
      await expect(page.getByLabel('Sort by')).toHaveValue('-spend');
      expect(errors).toEqual([]);
    });
  });
}
