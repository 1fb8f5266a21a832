import type { PlaceOrderInput } from '@souq/shared/schemas/order';
import { eq } from 'drizzle-orm';
import { orders, products, variantSizes } from '../src/db/schema';
import { catalogSizes, post, type Shopper, type SizeRef, setStock } from './shopper-test-kit';
import type { TestApp } from './test-app';

/** Helpers the order and discount api tests share. */

export const ADDRESS = {
  fullname: 'Layla Hassan',
  email: 'layla@example.com',
  phone: '050 123 4567',
  street: 'Villa 12, Al Wasl Road',
  city: 'Dubai',
  region: 'Dubai',
  zipcode: '00000',
} as const;

export const itemOf = (ref: SizeRef, quantity: number) => ({
  itemId: ref.productId,
  size: ref.size,
  colorName: ref.colorName,
  quantity,
});

/** A cash order body for the items, shown `amount` AED, Normal shipping and no code unless overridden. */
export function orderBody(
  items: PlaceOrderInput['items'],
  amount: number,
  overrides: Partial<PlaceOrderInput> = {},
): PlaceOrderInput {
  return {
    address: ADDRESS,
    items,
    amount,
    discountValue: 0,
    shippingMethod: 'Normal',
    discountCode: null,
    ...overrides,
  };
}

export function placeOrder(
  t: TestApp,
  shopper: Shopper,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return post(t, '/api/order/place', { token: shopper.token, ...headers }, body);
}

export async function userOrders(t: TestApp, shopper: Shopper) {
  return (await post(t, '/api/order/userorders', { token: shopper.token })).json().orders;
}

/** A size of one product per call, its product priced plainly (no discount, no flash sale) and stocked. */
export function sizeSupply(t: TestApp) {
  let sizes: SizeRef[] | null = null;
  const used = new Set<string>();
  return async (priceAed: number, stock: number): Promise<SizeRef> => {
    sizes ??= await catalogSizes(t);
    const ref = sizes.find((s) => !used.has(s.productId));
    if (!ref) throw new Error('ran out of catalogue products');
    used.add(ref.productId);
    await setPrice(t, ref.productId, priceAed);
    return setStock(t, ref, stock);
  };
}

export async function setPrice(
  t: TestApp,
  productId: string,
  priceAed: number,
  percents: { discount?: number; flashDiscount?: number; flashsale?: boolean } = {},
): Promise<void> {
  await t.database.db
    .update(products)
    .set({
      priceFils: Math.round(priceAed * 100),
      discount: 0,
      flashDiscount: 0,
      flashsale: false,
      ...percents,
    })
    .where(eq(products.id, productId));
}

export async function stockOf(t: TestApp, ref: SizeRef): Promise<number> {
  const [row] = await t.database.db
    .select({ stock: variantSizes.stock })
    .from(variantSizes)
    .where(eq(variantSizes.id, ref.sizeId));
  return row?.stock ?? -1;
}

export async function orderCount(t: TestApp, shopper: Shopper): Promise<number> {
  return (await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, shopper.userId)))
    .length;
}

/** Moves an order along as the shop would (there is no admin api yet). */
export async function setStatus(t: TestApp, orderId: string, status: string): Promise<void> {
  await t.database.db.update(orders).set({ status }).where(eq(orders.id, orderId));
}

export async function productName(t: TestApp, productId: string): Promise<string> {
  const [row] = await t.database.db
    .select({ name: products.name })
    .from(products)
    .where(eq(products.id, productId));
  return row?.name ?? '';
}
