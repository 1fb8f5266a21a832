import { describe, expect, it } from 'vitest';
import {
  itemOf,
  orderBody,
  placeOrder,
  productName,
  sizeSupply,
  stockOf,
  userOrders,
} from '../../../test/order-test-kit';
import { addShopper, dropSize } from '../../../test/shopper-test-kit';
import { useTestApp } from '../../../test/test-app';
import { colourGone, notEnoughStock, PRODUCT_GONE, sizeGone } from './order-messages';

const t = useTestApp();
const supply = sizeSupply(t);

describe('the lines of an order', () => {
  it('merges repeated lines of one size into one', async () => {
    const shopper = await addShopper(t);
    const a = await supply(30, 2);
    const res = await placeOrder(t, shopper, orderBody([itemOf(a, 1), itemOf(a, 1)], 85));
    expect(res.statusCode).toBe(200);
    expect((await userOrders(t, shopper))[0].items).toEqual([expect.objectContaining({ quantity: 2 })]);
    expect(await stockOf(t, a)).toBe(0);
  });

  it('refuses more than the stock, naming the product, colour and size, and takes nothing', async () => {
    const shopper = await addShopper(t);
    const plenty = await supply(20, 9);
    const short = await supply(20, 2);
    const res = await placeOrder(t, shopper, orderBody([itemOf(plenty, 1), itemOf(short, 3)], 105));
    expect(res.statusCode).toBe(400);
    const name = await productName(t, short.productId);
    expect(res.json().message).toBe(notEnoughStock(name, short.colorName, short.size, 2));
    expect([await stockOf(t, plenty), await stockOf(t, short)]).toEqual([9, 2]);
    expect(notEnoughStock('Rainbow Dress', 'Pink', '110', 2)).toBe(
      'Only 2 left of Rainbow Dress (Pink) in size 110.',
    );
    expect(notEnoughStock('Canvas Shoes', 'Navy', '30', 0)).toBe(
      'Canvas Shoes (Navy) in size EU 30 is sold out.',
    );
  });

  it('refuses a product, colour or size the catalogue no longer has', async () => {
    const shopper = await addShopper(t);
    const a = await supply(20, 5);
    const gone = await supply(20, 5);
    await dropSize(t, gone);
    const cases: [ReturnType<typeof itemOf>, string][] = [
      [{ ...itemOf(a, 1), itemId: '00000000-0000-4000-8000-000000000000' }, PRODUCT_GONE],
      [
        { ...itemOf(a, 1), colorName: 'Ultraviolet' },
        colourGone(await productName(t, a.productId), 'Ultraviolet'),
      ],
      [itemOf(gone, 1), sizeGone(await productName(t, gone.productId), gone.colorName, gone.size)],
    ];
    for (const [item, message] of cases) {
      const res = await placeOrder(t, shopper, orderBody([item], 45));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
    expect(await stockOf(t, a)).toBe(5);
  });
});
