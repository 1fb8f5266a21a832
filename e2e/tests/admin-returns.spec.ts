import type { APIRequestContext } from '@playwright/test';
import { catalogue, type Line, sizeLabel, unitPrice } from '../support/catalogue';
import { ADDRESS, middleLine, shopperWithToken } from '../support/cod-orders';
import { signInAsOwnStoreOwner, useOwnStore } from '../support/own-store';
import { shootScreen } from '../support/screens';
import { expect, test } from '../support/test';

/**
 * A return records cash, issues a credit note and puts units back in stock: the dashboard's cash and the VAT
 * figures are the whole store's, so these tests run on a store of their own, one after another.
 */
useOwnStore('returns');

const aed = (amount: number) => `AED ${amount.toFixed(2)}`;

/** A cash-on-delivery order of several lines, placed through the api as the payment page places it. */
async function placeCodOrder(
  request: APIRequestContext,
  token: string,
  lines: { line: Line; quantity: number }[],
): Promise<{ orderId: string; total: number }> {
  const items = lines.reduce((sum, { line, quantity }) => sum + unitPrice(line.product) * quantity, 0);
  const total = items + (items > 169 ? 0 : 25);
  const res = await request.post('/api/order/place', {
    headers: { token, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      address: ADDRESS,
      items: lines.map(({ line, quantity }) => ({
        itemId: line.product._id,
        size: line.size,
        colorName: line.colorName,
        quantity,
      })),
      amount: total,
      discountValue: 0,
      shippingMethod: 'Normal',
      discountCode: null,
    },
  });
  const placed = (await res.json()) as { success: boolean; orderId: string };
  expect(placed.success, JSON.stringify(placed)).toBe(true);
  return { orderId: placed.orderId, total };
}

/** Takes a cash order along its path to Delivered through the api, as the desk does, and records its cash. */
async function deliverAndCollect(api: APIRequestContext, orderId: string, total: number): Promise<void> {
  for (const status of ['Packing', 'Shipped', 'Out for delivery', 'Delivered']) {
    const res = await api.post(`/api/admin/orders/${orderId}/status`, { data: { status } });
    expect(res.ok(), await res.text()).toBe(true);
  }
  const cash = await api.post(`/api/admin/orders/${orderId}/cash-collected`, { data: { amount: total } });
  expect(cash.ok(), await cash.text()).toBe(true);
}

/** The size's stock as the storefront lists it. */
async function stockOf(request: APIRequestContext, line: Line): Promise<number> {
  const product = (await catalogue(request)).find((p) => p._id === line.product._id);
  const variant = product?.variants.find((v) => v.colorName === line.colorName);
  const size = variant?.sizes.find((s) => s.size === line.size);
  if (!size) throw new Error(`${line.product.name} no longer lists ${line.colorName}, ${line.size}`);
  return size.stocks;
}

/** The item as the api names it in its timeline note and its refusals: 'Dino Tee (Green, 100)'. */
const itemName = (line: Line) => `${line.product.name} (${line.colorName}, ${line.size})`;

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Staff record a return of a delivered cash order: credited, back in stock, and never more than was bought', async ({
      page,
      request,
    }, testInfo) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const first = viewport.width === 1280 ? 0 : 2;
      const [tee, shorts] = [await middleLine(request, first), await middleLine(request, first + 1)];
      const { token } = await shopperWithToken(request);
      const placed = await placeCodOrder(request, token, [
        { line: tee, quantity: 2 },
        { line: shorts, quantity: 1 },
      ]);
      await signInAsOwnStoreOwner(page.request);
      await deliverAndCollect(page.request, placed.orderId, placed.total);
      const stockBefore = await stockOf(request, tee);

      await page.goto(`/admin/orders/${placed.orderId}`);
      const returns = page.getByRole('region', { name: 'Returns' });
      const opener = returns.getByRole('button', { name: 'Record a return' });
      await opener.click();
      const form = page.getByRole('form', { name: 'Record a return' });
      const teeQuantity = form.getByRole('spinbutton', {
        name: `Quantity of ${tee.product.name}, ${tee.colorName}, size ${sizeLabel(tee.size)}`,
      });
      const shortsQuantity = form.getByRole('spinbutton', {
        name: `Quantity of ${shorts.product.name}, ${shorts.colorName}, size ${sizeLabel(shorts.size)}`,
      });
      // Focus goes into the form, and Escape closes it, giving focus back to the button.
      await expect(teeQuantity).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(form).toHaveCount(0);
      await expect(opener).toBeFocused();
      await opener.click();

      const teeRow = form.getByRole('listitem').filter({ hasText: tee.product.name });
      await expect(teeRow).toContainText(tee.product.name);
      await expect(teeRow).toContainText(`${tee.colorName} · Size ${sizeLabel(tee.size)}`);
      await expect(teeRow).toContainText('Bought 2 · Returned 0');
      await expect(form.getByRole('listitem').filter({ hasText: shorts.product.name })).toContainText(
        'Bought 1 · Returned 0',
      );
      await expect(teeQuantity).toHaveValue('0');
      await expect(shortsQuantity).toHaveValue('0');
      await expect(form.getByLabel('Put the units back on sale')).toBeChecked();
      await expect(form).toContainText('Hand the refund back in cash; the timeline will say how much.');

      // Nothing chosen and no reason: said under each, and nothing is sent.
      await form.getByRole('button', { name: 'Record return' }).click();
      await expect(form.getByText('Choose what came back.')).toBeVisible();
      await expect(form.getByText('Reason is required.')).toBeVisible();
      await expect(teeQuantity).toBeFocused();
      // More than was bought is refused before it is sent, in the api's words.
      await teeQuantity.fill('3');
      await form.getByRole('button', { name: 'Record return' }).click();
      await expect(form.getByText(`Only 2 of ${itemName(tee)} can still be returned.`)).toBeVisible();
      await expect(form.getByText('Choose what came back.')).toHaveCount(0);
      await shootScreen(page, testInfo, 'returns-form-errors');

      await teeQuantity.fill('1');
      await form.getByLabel('Reason').fill('Too small');
      await shootScreen(page, testInfo, 'returns-form');
      await form.getByRole('button', { name: 'Record return' }).click();

      await expect(returns.getByRole('status')).toHaveText('The return is recorded, refunded and credited.');
      await expect(form).toHaveCount(0);
      await expect(opener).toBeFocused();
      const items = page.getByRole('region', { name: 'Items' });
      await expect(items.getByRole('listitem').filter({ hasText: tee.product.name })).toContainText(
        'Returned: 1',
      );
      await expect(items.getByRole('listitem').filter({ hasText: shorts.product.name })).not.toContainText(
        'Returned:',
      );
      const documents = page.getByRole('region', { name: 'Tax documents' });
      await expect(documents.getByRole('listitem')).toHaveCount(2);
      await expect(documents).toContainText('Tax Credit Note');
      await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(
        `Returned 1 × ${itemName(tee)}: ${aed(unitPrice(tee.product))} to refund in cash, back in stock. Reason: Too small`,
      );
      await expect.poll(() => stockOf(request, tee)).toBe(stockBefore + 1);
      await shootScreen(page, testInfo, 'returns-after');

      // Another member takes the last unit back while this form is open: the server refuses the second
      // try with its own words, and the page shows the order as it now is.
      await opener.click();
      await expect(teeRow).toContainText('Bought 2 · Returned 1');
      await teeQuantity.fill('1');
      await form.getByLabel('Reason').fill('Wrong colour');
      const elsewhere = await page.request.post(`/api/admin/orders/${placed.orderId}/returns`, {
        data: { lines: [{ position: 0, quantity: 1 }], reason: 'Wrong colour', restock: true },
      });
      expect(elsewhere.ok(), await elsewhere.text()).toBe(true);
      await form.getByRole('button', { name: 'Record return' }).click();
      await expect(form.getByRole('alert')).toHaveText(`${itemName(tee)} was already returned in full.`);
      await expect(teeRow).toContainText('All returned');
      await shootScreen(page, testInfo, 'returns-refused');
      await expect(items.getByRole('listitem').filter({ hasText: tee.product.name })).toContainText(
        'Returned: 2',
      );
      await expect(documents.getByRole('listitem')).toHaveCount(3);
      await form.getByRole('button', { name: 'Cancel' }).click();
      await expect(opener).toBeFocused();
      expect(errors).toEqual([]);
    });
  });
}
