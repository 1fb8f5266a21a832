import { type APIRequestContext, expect } from '@playwright/test';
import { type Line, stockedLines, unitPrice } from './catalogue';
import { newShopper, type Shopper } from './shoppers';

/** A delivery address as the checkout saves it. */
export const ADDRESS = {
  fullname: 'Layla Hassan',
  email: 'layla@example.com',
  phone: '+971501234567',
  street: 'Villa 12, Al Wasl Road',
  city: 'Dubai',
  region: 'Dubai',
  zipcode: '00000',
};

/**
 * A well-stocked line counted from the middle of the list: the shopper specs take theirs from the start and
 * the card specs from the end, so the back office's orders never run their sizes out.
 */
export async function middleLine(request: APIRequestContext, nth: number): Promise<Line> {
  const lines = await stockedLines(request);
  const line = lines[Math.floor(lines.length / 2) + nth];
  if (!line) throw new Error('The seeded catalogue has too few well-stocked products off flash sale');
  return line;
}

/** Normal shipping, no code: the discounted amount plus AED 25 unless it is above AED 169. */
export function normalTotal(line: Line, quantity: number): number {
  const discounted = unitPrice(line.product) * quantity;
  return discounted + (discounted > 169 ? 0 : 25);
}

export interface PlacedOrder {
  orderId: string;
  orderNumber: string;
  total: number;
}

/** A cash-on-delivery order placed through the api, as the payment page places it, for the token's shopper. */
export async function placeCodOrder(
  request: APIRequestContext,
  token: string,
  line: Line,
  quantity = 1,
): Promise<PlacedOrder> {
  const total = normalTotal(line, quantity);
  const res = await request.post('/api/order/place', {
    headers: { token, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      address: ADDRESS,
      items: [{ itemId: line.product._id, size: line.size, colorName: line.colorName, quantity }],
      amount: total,
      discountValue: 0,
      shippingMethod: 'Normal',
      discountCode: null,
    },
  });
  const placed = (await res.json()) as { success: boolean; orderId: string };
  expect(placed.success).toBe(true);
  const orders = await request.post('/api/order/userorders', { headers: { token }, data: {} });
  const { orders: list } = (await orders.json()) as { orders: { _id: string; orderNumber: string }[] };
  const order = list.find((o) => o._id === placed.orderId);
  if (!order) throw new Error(`order ${placed.orderId} is not in the shopper's orders`);
  return { orderId: order._id, orderNumber: order.orderNumber, total };
}

/** A new shopper's account, made through the api, and the token their orders are placed with. */
export async function shopperWithToken(
  request: APIRequestContext,
): Promise<{ shopper: Shopper; token: string }> {
  const shopper = newShopper();
  const res = await request.post('/api/user/register', {
    data: { name: shopper.name, email: shopper.email, password: shopper.password, phone: shopper.phone },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { shopper, token: ((await res.json()) as { token: string }).token };
}
