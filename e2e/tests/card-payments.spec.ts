import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { readyToPay } from '../support/card-checkout';
import { aed, type Line, stockedLines } from '../support/catalogue';
import { ADDRESS } from '../support/cod-orders';
import { expect, test } from '../support/test';

/**
 * The nth well-stocked line counted from the end of the list, so these tests never buy what the orders tests
 * (counting from the start) buy when the suites run side by side.
 */
async function stockedLine(request: APIRequestContext, nth: number): Promise<Line> {
  const lines = await stockedLines(request);
  const line = lines[lines.length - 1 - nth];
  if (!line) throw new Error('The seeded catalogue has too few well-stocked products off flash sale');
  return line;
}

interface ListedOrder {
  _id: string;
  paymentMethod: string;
  status: string;
  payment: boolean;
}

const SUCCEEDS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';

async function ordersOf(request: APIRequestContext, token: string): Promise<ListedOrder[]> {
  const res = await request.post('/api/order/userorders', { headers: { token }, data: {} });
  return (await res.json()).orders;
}

async function fillCard(scope: Page | Locator, cardNumber: string) {
  await scope.getByLabel('Card number').fill(cardNumber);
  await scope.getByLabel('Expiry (MM / YY)').fill('1230');
  await scope.getByLabel('CVC').fill('123');
}

/**
 * The gateway's page lives at the api's PUBLIC_URL, which the e2e server leaves at its localhost default while
 * the tests browse 127.0.0.1; after it only the path is compared.
 */
const onPath = (path: string) => (url: URL) => url.pathname === path;

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text);

async function chooseCard(page: Page) {
  await page.goto('/checkout/payment');
  await page.getByRole('radio', { name: /Card/ }).check();
  await expect(
    page.getByText('Demo payments: use 4242 4242 4242 4242 with any future date and any CVC.'),
  ).toBeVisible();
}

for (const [index, viewport] of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
].entries()) {
  // Each viewport buys its own products, so the runs never share stock.
  const nth = (n: number) => index * 10 + n;

  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('A shopper pays by card and sees the paid order', async ({ page, request }) => {
      const line = await stockedLine(request, nth(0));
      const { token, total } = await readyToPay(page, request, line);
      await chooseCard(page);
      const methods = page.getByRole('radio');
      await expect(methods.first()).toHaveAccessibleName(/Card/);
      await expect(page.getByRole('button', { name: 'Confirm payment' })).toHaveCount(0);
      await expect(page.getByLabel('Card number')).toHaveAttribute('autocomplete', 'cc-number');
      await expect(page.getByLabel('Expiry (MM / YY)')).toHaveAttribute('autocomplete', 'cc-exp');
      await expect(page.getByLabel('CVC')).toHaveAttribute('autocomplete', 'cc-csc');

      await page.getByLabel('Card number').pressSequentially('4242424242424242');
      await expect(page.getByLabel('Card number')).toHaveValue(SUCCEEDS);
      await page.getByLabel('Expiry (MM / YY)').pressSequentially('1230');
      await expect(page.getByLabel('Expiry (MM / YY)')).toHaveValue('12 / 30');
      await page.getByLabel('CVC').fill('123');
      await page.getByRole('button', { name: `Pay Now — ${aed(total)}` }).click();

      await expect(toast(page, 'Payment successful!')).toBeVisible();
      await expect(page).toHaveURL('/orders');
      await expect(page.getByRole('link', { name: 'Cart, 0 items' }).first()).toBeAttached();
      const card = page
        .getByRole('article')
        .filter({ has: page.getByText(line.product.name, { exact: true }) });
      await expect(card.getByText('Card', { exact: true })).toBeVisible();
      const [order] = await ordersOf(request, token);
      expect(order).toMatchObject({ paymentMethod: 'stripe', payment: true });
    });

    test('A declined card shows the message and leaves the order unpaid', async ({ page, request }) => {
      const line = await stockedLine(request, nth(1));
      const { token, total } = await readyToPay(page, request, line);
      await chooseCard(page);
      await page.getByRole('button', { name: `Pay Now — ${aed(total)}` }).click();
      await expect(page.getByText('Your card number is incomplete.')).toBeVisible();
      expect(await ordersOf(request, token)).toEqual([]);

      await fillCard(page, DECLINED);
      await page.getByRole('button', { name: `Pay Now — ${aed(total)}` }).click();
      await expect(toast(page, 'Your card was declined.')).toBeVisible();
      await expect(page).toHaveURL('/checkout/payment');
      await expect(page.getByRole('button', { name: `Pay Now — ${aed(total)}` })).toBeEnabled();
      const [declined] = await ordersOf(request, token);
      expect(declined).toMatchObject({ paymentMethod: 'stripe', status: 'Cancelled', payment: false });

      // The next attempt is a new order, not the cancelled one again.
      await page.getByLabel('Card number').fill(SUCCEEDS);
      await page.getByRole('button', { name: `Pay Now — ${aed(total)}` }).click();
      await expect(toast(page, 'Payment successful!')).toBeVisible();
      await expect(page).toHaveURL('/orders');
      const orders = await ordersOf(request, token);
      expect(orders).toHaveLength(2);
      expect(orders.find((order) => order._id === declined?._id)).toMatchObject({ payment: false });
      expect(orders.filter((order) => order.payment)).toHaveLength(1);
    });

    test('A shopper pays on the demo hosted page and lands on their orders', async ({ page, request }) => {
      const line = await stockedLine(request, nth(2));
      const { token, total } = await readyToPay(page, request, line);
      await chooseCard(page);
      await page.getByRole('button', { name: 'Pay on a secure page' }).click();

      await expect(page).toHaveURL(/\/pay\/demo\/[^/]+$/);
      await expect(page.getByRole('heading', { name: 'Demo payment page' })).toBeVisible();
      await expect(page.getByText('Little Souq', { exact: true }).first()).toBeVisible();
      await expect(page.getByTestId('demo-amount')).toHaveText(aed(total));
      const form = page.getByRole('form', { name: 'Card details' });
      await fillCard(form, SUCCEEDS);
      await form.getByRole('button', { name: `Pay ${aed(total)}` }).click();

      await expect(toast(page, 'Payment successful!')).toBeVisible();
      await expect(page).toHaveURL(onPath('/orders'));
      const [order] = await ordersOf(request, token);
      expect(order).toMatchObject({ paymentMethod: 'stripe', payment: true });
    });

    test('Cancelling on the demo hosted page returns to the cart unpaid', async ({ page, request }) => {
      const line = await stockedLine(request, nth(3));
      const { token } = await readyToPay(page, request, line);
      await chooseCard(page);
      await page.getByRole('button', { name: 'Pay on a secure page' }).click();
      await page.getByRole('button', { name: 'Cancel' }).click();

      await expect(page).toHaveURL(onPath('/cart'));
      await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('alert')).toBeVisible();
      const [order] = await ordersOf(request, token);
      expect(order).toMatchObject({ status: 'Cancelled', payment: false });
    });

    test('A forged success on /verify does not mark an order paid', async ({ page, request }) => {
      const line = await stockedLine(request, nth(4));
      const { token, total } = await readyToPay(page, request, line);
      const created = await request.post('/api/order/embedded-stripe', {
        headers: { token, 'Idempotency-Key': crypto.randomUUID() },
        data: {
          address: ADDRESS,
          items: [{ itemId: line.product._id, size: line.size, colorName: line.colorName, quantity: 1 }],
          amount: total,
          discountValue: 0,
          shippingMethod: 'Normal',
          discountCode: null,
        },
      });
      const { orderId } = await created.json();
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/order/verifyStripe', async (route) => {
        await held;
        await route.continue();
      });

      await page.goto(`/verify?success=true&orderId=${orderId}`);
      await expect(page.getByRole('heading', { name: 'Verify' })).toBeVisible();
      release();
      await expect(page).toHaveURL('/cart');
      await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('alert')).toBeVisible();
      await expect(toast(page, 'Payment successful!')).toHaveCount(0);
      const [order] = await ordersOf(request, token);
      expect(order).toMatchObject({ _id: orderId, payment: false });
    });
  });
}

test('A shopper clicking Pay Now twice makes one order', async ({ page, request }) => {
  const line = await stockedLine(request, 20);
  const { token, total } = await readyToPay(page, request, line);
  let calls = 0;
  await page.route('**/api/order/embedded-stripe', async (route) => {
    calls += 1;
    // Slow answer, so the second click lands while the first is still processing.
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });

  await chooseCard(page);
  await fillCard(page, SUCCEEDS);
  await page.getByRole('button', { name: `Pay Now — ${aed(total)}` }).click();
  const processing = page.getByRole('button', { name: 'Processing...' });
  await expect(processing).toHaveCount(2);
  for (const button of await processing.all()) await expect(button).toBeDisabled();
  await processing.first().click({ force: true });
  await expect(page).toHaveURL('/orders');
  expect(calls).toBe(1);
  await expect(page.getByRole('article')).toHaveCount(1);
  expect(await ordersOf(request, token)).toHaveLength(1);
});
