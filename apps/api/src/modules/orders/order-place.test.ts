import { DISCOUNT_CODE_INVALID } from '@souq/shared/schemas/discount';
import { ORDER_TOTAL_CHANGED } from '@souq/shared/schemas/order';
import { describe, expect, it } from 'vitest';
import {
  itemOf,
  orderBody,
  orderCount,
  placeOrder,
  setPrice,
  sizeSupply,
  stockOf,
  userOrders,
} from '../../../test/order-test-kit';
import { addShopper, lineOf, post } from '../../../test/shopper-test-kit';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();
const supply = sizeSupply(t);

describe('POST /api/order/place (cash on delivery)', () => {
  it('recomputes the total from database prices and stores the order as the shopper sees it', async () => {
    const shopper = await addShopper(t);
    const a = await supply(50, 5);
    const b = await supply(99, 5);
    await setPrice(t, b.productId, 99, { discount: 20 });
    // 50 + 2 × round(99 − 19.8) = 50 + 158 = 208, above 169 so delivery is free.
    const res = await placeOrder(t, shopper, orderBody([itemOf(a, 1), itemOf(b, 2)], 208));
    expect(res.statusCode).toBe(200);
    const { orderId } = res.json();
    expect(res.json()).toEqual({ success: true, message: 'Order placed successfully!', orderId });

    const [order] = await userOrders(t, shopper);
    expect(order).toMatchObject({
      _id: orderId,
      paymentMethod: 'cod',
      status: 'Order Placed',
      payment: false,
      amount: 208,
      discountCode: null,
      shippingMethod: 'Normal',
      address: { fullname: 'Layla Hassan', phone: '+971501234567', region: 'Dubai' },
    });
    expect(new Date(order.date).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(order.items).toEqual([
      expect.objectContaining({ itemId: a.productId, price: 50, discount: 0, lineTotal: 50, quantity: 1 }),
      expect.objectContaining({ itemId: b.productId, price: 99, discount: 20, lineTotal: 158, quantity: 2 }),
    ]);
    expect(order.items[0]).toMatchObject({
      size: a.size,
      colorName: a.colorName,
      subSKU: expect.any(String),
    });
    // Its Arabic names are kept beside the English, as they were when ordered.
    const product = await t.database.db.query.products.findFirst({
      where: (products, { eq }) => eq(products.id, a.productId),
      with: { variants: true },
    });
    const colour = product?.variants.find((variant) => variant.colorName === a.colorName);
    expect(product?.nameAr).toMatch(/\p{Script=Arabic}/u);
    expect(order.items[0]).toMatchObject({ nameAr: product?.nameAr, colorNameAr: colour?.colorNameAr });
    expect(order.items[0].image.length).toBeGreaterThan(0);
    expect([await stockOf(t, a), await stockOf(t, b)]).toEqual([4, 3]);
  });

  it('refuses a tampered amount with ORDER_TOTAL_CHANGED and takes nothing', async () => {
    const shopper = await addShopper(t);
    const a = await supply(40, 3);
    // 2 × 40 = 80, plus the AED 25 delivery fee.
    for (const amount of [80, 104.98, 105.02, 0]) {
      const res = await placeOrder(t, shopper, orderBody([itemOf(a, 2)], amount));
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json()).toEqual({ success: false, message: ORDER_TOTAL_CHANGED });
    }
    expect(ORDER_TOTAL_CHANGED).toBe('Order total changed, please review your cart.');
    expect(await stockOf(t, a)).toBe(3);
    expect(await orderCount(t, shopper)).toBe(0);
    // Within 0.01 AED of the server's total is what the shopper saw.
    expect((await placeOrder(t, shopper, orderBody([itemOf(a, 2)], 105.01))).statusCode).toBe(200);
  });

  it('refuses when the price changed after the shopper saw it', async () => {
    const shopper = await addShopper(t);
    const a = await supply(60, 3);
    await setPrice(t, a.productId, 65);
    const res = await placeOrder(t, shopper, orderBody([itemOf(a, 1)], 85));
    expect(res.json()).toEqual({ success: false, message: ORDER_TOTAL_CHANGED });
  });

  it('ignores a price sent with an item', async () => {
    const shopper = await addShopper(t);
    const a = await supply(120, 3);
    const tampered = { ...itemOf(a, 1), price: 0.01, discount: 100, flashsale: true, flashDiscount: 100 };
    expect((await placeOrder(t, shopper, orderBody([tampered], 0.01))).json().message).toBe(
      ORDER_TOTAL_CHANGED,
    );
    const res = await placeOrder(t, shopper, orderBody([tampered], 145));
    expect(res.statusCode).toBe(200);
    const [order] = await userOrders(t, shopper);
    expect(order).toMatchObject({ amount: 145, items: [{ price: 120, discount: 0, lineTotal: 120 }] });
  });

  it('prices Express, FIRSTDAY and the free-delivery boundary as the checkout shows them', async () => {
    const above = await supply(170, 5);
    const at = await supply(169, 5);
    const cases = [
      // 170 is above 169: free delivery; + 10 Express − 17 coupon.
      [above, 163],
      // 169 is not above 169: + 25 delivery + 10 Express − 16.90 coupon.
      [at, 187.1],
    ] as const;
    for (const [ref, amount] of cases) {
      const shopper = await addShopper(t);
      const body = orderBody([itemOf(ref, 1)], amount, {
        shippingMethod: 'Express',
        discountCode: ' firstday ',
        discountValue: 0.1,
      });
      const res = await placeOrder(t, shopper, body);
      expect(res.statusCode, String(amount)).toBe(200);
      const [order] = await userOrders(t, shopper);
      expect(order).toMatchObject({ amount, discountCode: 'FIRSTDAY', shippingMethod: 'Express' });
    }
  });

  it('refuses a discountValue that is not the code’s, and an unknown code', async () => {
    const shopper = await addShopper(t);
    const a = await supply(200, 5);
    const wrongValue = orderBody([itemOf(a, 1)], 190, { discountCode: 'AFZ44', discountValue: 0.1 });
    expect((await placeOrder(t, shopper, wrongValue)).json().message).toBe(ORDER_TOTAL_CHANGED);
    const noCode = orderBody([itemOf(a, 1)], 180, { discountValue: 0.1 });
    expect((await placeOrder(t, shopper, noCode)).json().message).toBe(ORDER_TOTAL_CHANGED);
    const unknown = orderBody([itemOf(a, 1)], 180, { discountCode: 'FREEBIES', discountValue: 0.1 });
    const res = await placeOrder(t, shopper, unknown);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(DISCOUNT_CODE_INVALID);
    expect(await stockOf(t, a)).toBe(5);
  });

  it('gives only the cheapest flash unit its flash price', async () => {
    const shopper = await addShopper(t);
    const a = await supply(100, 5);
    await setPrice(t, a.productId, 100, { discount: 10, flashDiscount: 50, flashsale: true });
    // One unit at 50, one at 90: 140, plus 25 delivery.
    const res = await placeOrder(t, shopper, orderBody([itemOf(a, 2)], 165));
    expect(res.statusCode).toBe(200);
    expect((await userOrders(t, shopper))[0].items[0]).toMatchObject({ lineTotal: 140, discount: 10 });
  });

  it('empties the shopper’s server cart', async () => {
    const shopper = await addShopper(t);
    const a = await supply(25, 5);
    expect((await post(t, '/api/cart/add', { token: shopper.token }, lineOf(a, 2))).statusCode).toBe(200);
    expect((await placeOrder(t, shopper, orderBody([itemOf(a, 2)], 75))).statusCode).toBe(200);
    expect((await post(t, '/api/cart/get', { token: shopper.token })).json().cartData).toEqual({});
  });

  it('keeps the cart when the order is refused', async () => {
    const shopper = await addShopper(t);
    const a = await supply(25, 5);
    await post(t, '/api/cart/add', { token: shopper.token }, lineOf(a, 2));
    expect((await placeOrder(t, shopper, orderBody([itemOf(a, 2)], 1))).statusCode).toBe(400);
    expect(Object.keys((await post(t, '/api/cart/get', { token: shopper.token })).json().cartData)).toEqual([
      a.productId,
    ]);
  });

  it('takes the shopper from the token, never from the body', async () => {
    const shopper = await addShopper(t);
    const other = await addShopper(t);
    const a = await supply(25, 5);
    const body = { ...orderBody([itemOf(a, 1)], 50), userId: other.userId };
    body.address = { ...body.address, userId: other.userId } as never;
    expect((await placeOrder(t, shopper, body)).statusCode).toBe(200);
    expect(await orderCount(t, shopper)).toBe(1);
    expect(await orderCount(t, other)).toBe(0);
    expect((await userOrders(t, shopper))[0].address).not.toHaveProperty('userId');
  });
});
