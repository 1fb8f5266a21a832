import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { aed, type Line, sizeLabel, stockedLines, unitPrice } from '../support/catalogue';
import { signInWithStorage } from '../support/shoppers';
import { expect, test } from '../support/test';

/** The nth well-stocked line, counted from the start (the card tests count from the end). */
async function stockedLine(request: APIRequestContext, nth: number): Promise<Line> {
  const line = (await stockedLines(request))[nth];
  if (!line) throw new Error('The seeded catalogue has too few well-stocked products off flash sale');
  return line;
}

/** Normal shipping, no code: the discounted amount plus AED 25 unless it is above AED 169. */
function normalTotal(line: Line, quantity: number): number {
  const discounted = unitPrice(line.product) * quantity;
  return discounted + (discounted > 169 ? 0 : 25);
}

async function addToServerCart(request: APIRequestContext, token: string, line: Line, quantity: number) {
  const res = await request.post('/api/cart/add', {
    headers: { token },
    data: { itemId: line.product._id, size: line.size, colorName: line.colorName, quantity },
  });
  expect(res.ok()).toBe(true);
}

const address = {
  fullname: 'Layla Hassan',
  email: 'layla@example.com',
  phone: '+971501234567',
  street: 'Villa 12, Al Wasl Road',
  city: 'Dubai',
  region: 'Dubai',
  zipcode: '00000',
};

/**
 * The checkout's hand-off to the payment page, as the checkout page saves it (see docs/product/orders.md).
 */
async function handOff(page: Page, finalAmount: number): Promise<void> {
  const state = {
    formData: address,
    shippingMethod: 'Normal',
    finalAmount,
    discountCode: null,
    discountValue: 0,
    idempotencyKey: crypto.randomUUID(),
  };
  await page.addInitScript((s) => sessionStorage.setItem('checkoutState', s), JSON.stringify(state));
}

/** An order placed through the api, as the payment page would have placed it. */
async function placeViaApi(request: APIRequestContext, token: string, line: Line, quantity: number) {
  const res = await request.post('/api/order/place', {
    headers: { token, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      address,
      items: [{ itemId: line.product._id, size: line.size, colorName: line.colorName, quantity }],
      amount: normalTotal(line, quantity),
      discountValue: 0,
      shippingMethod: 'Normal',
      discountCode: null,
    },
  });
  expect(await res.json()).toMatchObject({ success: true });
}

const orderCard = (page: Page, itemName: string): Locator =>
  page.getByRole('article').filter({ has: page.getByText(itemName, { exact: true }) });

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('A shopper pays cash on delivery, sees the order and cancels it', async ({ page, request }) => {
      const { token } = await signInWithStorage(page, request);
      const line = await stockedLine(request, viewport.width === 1280 ? 0 : 1);
      await addToServerCart(request, token, line, 2);
      const total = normalTotal(line, 2);

      await page.goto('/checkout');
      await page.getByLabel('Phone number').fill('0501234567');
      await page.getByLabel('Street name and House number').fill(address.street);
      await page.getByLabel('Postal Code').fill(address.zipcode);
      await page.getByLabel('City').fill(address.city);
      await page.getByLabel('Region').selectOption(address.region);
      await page.getByRole('button', { name: 'Continue to Payment' }).click();

      await expect(page).toHaveURL('/checkout/payment');
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
      await expect(breadcrumb.getByText('Payments')).toBeVisible();
      await expect(page.getByText(address.street)).toBeVisible();
      await expect(page.getByTestId('grand-total')).toHaveText(aed(total));
      await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();

      await page.getByRole('button', { name: 'Confirm payment' }).click();
      await expect(page.getByText('Order placed successfully!')).toBeVisible();
      await expect(page).toHaveURL('/orders');
      await expect(page.getByRole('link', { name: 'Cart, 0 items' }).first()).toBeAttached();

      await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
      const card = orderCard(page, line.product.name);
      await expect(card.getByText('Cash on Delivery')).toBeVisible();
      await expect(card.getByText(/^LS-\d{6,}$/)).toBeVisible();
      await expect(card.getByText(aed(unitPrice(line.product)))).toBeVisible();
      await expect(card.getByText('Quantity:')).toBeVisible();
      await expect(card.getByText(sizeLabel(line.size), { exact: true })).toBeVisible();
      await expect(card.getByText(line.colorName, { exact: true })).toBeVisible();
      await expect(card.getByText('Order Placed')).toBeVisible();
      await expect(card.getByTestId('order-status-dot')).toHaveClass(/bg-mint-500/);

      await card.getByRole('button', { name: 'Cancel Order' }).click();
      await expect(page.getByText('Order cancelled successfully!')).toBeVisible();
      await expect(card.getByText('Cancelled')).toBeVisible();
      await expect(card.getByTestId('order-status-dot')).toHaveClass(/bg-danger/);
      await expect(card.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
      await page.reload();
      await expect(orderCard(page, line.product.name).getByText('Cancelled')).toBeVisible();
    });

    test('A tampered total is refused', async ({ page, request }) => {
      const { token } = await signInWithStorage(page, request);
      const line = await stockedLine(request, 2);
      await addToServerCart(request, token, line, 1);
      await handOff(page, normalTotal(line, 1) - 5);

      await page.goto('/checkout/payment');
      await page.getByRole('button', { name: 'Confirm payment' }).click();
      const refusal = 'Order total changed, please review your cart.';
      await expect(page.getByRole('region', { name: /Notifications/ }).getByText(refusal)).toBeVisible();
      const notice = page
        .getByRole('alert')
        .filter({ has: page.getByRole('link', { name: 'Review your cart' }) });
      await expect(notice).toContainText(refusal);
      await expect(notice.getByRole('link')).toHaveAttribute('href', '/cart');
      await expect(page).toHaveURL('/checkout/payment');
      await expect(page.getByRole('button', { name: 'Confirm payment' })).toBeEnabled();
      const orders = await request.post('/api/order/userorders', { headers: { token }, data: {} });
      expect((await orders.json()).orders).toEqual([]);
    });

    test('The profile shows the latest ordered items', async ({ page, request }) => {
      const {
        token,
        shopper: { name },
      } = await signInWithStorage(page, request);
      const first = await stockedLine(request, 3);
      const second = await stockedLine(request, 4);
      await addToServerCart(request, token, first, 1);
      await placeViaApi(request, token, first, 1);
      await addToServerCart(request, token, second, 3);
      await placeViaApi(request, token, second, 3);

      await page.goto('/profile');
      await expect(page.getByRole('heading', { name: `Hi ${name}` })).toBeVisible();
      await expect(page.getByText('Your Email')).toBeVisible();
      const items = page.getByRole('list', { name: 'Previously ordered items' }).getByRole('listitem');
      await expect(items).toHaveCount(2);
      await expect(items.first()).toContainText(second.product.name);
      await expect(items.first()).toContainText('Quantity:3');
      await expect(items.first()).toContainText('Cash on Delivery');
      await expect(items.last()).toContainText(first.product.name);
      await page.getByRole('link', { name: 'View more orders' }).click();
      await expect(page).toHaveURL('/orders');
    });

    test('Logout from the profile', async ({ page, request }) => {
      await signInWithStorage(page, request);
      await page.goto('/profile');
      await expect(page.getByText('No products ordered yet. Start ordering now!')).toBeVisible();
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL('/login');
      // Only the in-page state is checked: the sign-in init script would restore the token on a new load.
      await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    });
  });
}

test('A shopper clicking Confirm payment twice places one order', async ({ page, request }) => {
  const { token } = await signInWithStorage(page, request);
  const line = await stockedLine(request, 5);
  await addToServerCart(request, token, line, 1);
  await handOff(page, normalTotal(line, 1));
  let calls = 0;
  await page.route('**/api/order/place', async (route) => {
    calls += 1;
    // Slow answer, so the second click lands while the first is still processing.
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });

  await page.goto('/checkout/payment');
  const confirm = page.getByRole('button', { name: 'Confirm payment' });
  await confirm.click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await page.getByRole('button', { name: 'Processing...' }).click({ force: true });
  await expect(page).toHaveURL('/orders');
  expect(calls).toBe(1);
  await expect(page.getByRole('article')).toHaveCount(1);
});

test('A refused cancel puts the order back as it was', async ({ page, request }) => {
  const { token } = await signInWithStorage(page, request);
  const line = await stockedLine(request, 6);
  await addToServerCart(request, token, line, 1);
  await placeViaApi(request, token, line, 1);
  await page.route('**/api/order/cancel', (route) =>
    route.fulfill({
      status: 400,
      json: { success: false, message: 'This order can no longer be cancelled.' },
    }),
  );

  await page.goto('/orders');
  const card = orderCard(page, line.product.name);
  await card.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByText('Something went wrong!')).toBeVisible();
  await expect(card.getByText('Order Placed')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel Order' })).toBeVisible();
});

test('The payment page without checkout details asks to go back to checkout', async ({ page, request }) => {
  await signInWithStorage(page, request);
  await page.goto('/checkout/payment');
  await expect(page.getByText('Your checkout details are missing.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Checkout' })).toHaveAttribute('href', '/checkout');
});

test('A guest is sent to sign in from the orders page', async ({ page }) => {
  await page.goto('/orders');
  await expect(page).toHaveURL('/login');
});
