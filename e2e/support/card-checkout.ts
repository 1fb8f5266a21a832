import type { APIRequestContext, Page } from '@playwright/test';
import type { Line } from './catalogue';
import { ADDRESS, normalTotal } from './cod-orders';
import { newShopper } from './shoppers';
import { expect } from './test';

/**
 * A signed-in shopper with one unit of the line in the cart and the checkout's hand-off saved, as the
 * checkout page leaves it (see docs/product/orders.md), so `/checkout/payment` opens ready to pay. Returns the
 * token and the grand total.
 */
export async function readyToPay(page: Page, request: APIRequestContext, line: Line) {
  const shopper = newShopper();
  const res = await request.post('/api/user/register', {
    data: { name: shopper.name, email: shopper.email, password: shopper.password, phone: shopper.phone },
  });
  const { token, user, userId } = await res.json();
  const added = await request.post('/api/cart/add', {
    headers: { token },
    data: { itemId: line.product._id, size: line.size, colorName: line.colorName, quantity: 1 },
  });
  expect(added.ok()).toBe(true);
  const total = normalTotal(line, 1);
  const handoff = {
    formData: ADDRESS,
    shippingMethod: 'Normal',
    finalAmount: total,
    discountCode: null,
    discountValue: 0,
    idempotencyKey: crypto.randomUUID(),
  };
  await page.addInitScript(
    ([t, u, id, h]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
      localStorage.setItem('userId', id);
      // Only once: a reload must find what the payment page itself saved.
      if (!sessionStorage.getItem('checkoutState')) sessionStorage.setItem('checkoutState', h);
    },
    [token, JSON.stringify(user), userId, JSON.stringify(handoff)],
  );
  return { token, total };
}
