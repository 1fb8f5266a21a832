import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { itemOf, orderBody, placeOrder, sizeSupply } from '../../../test/order-test-kit';
import { addShopper } from '../../../test/shopper-test-kit';
import { useTestApp } from '../../../test/test-app';
import { orderItems, orders } from '../schema';

const t = useTestApp();
const MIGRATION = path.join(import.meta.dirname, '0014_tax_documents.sql');

/** The migration's statements that fill in the VAT of orders placed before it. */
async function backfillStatements(): Promise<string[]> {
  const text = await readFile(MIGRATION, 'utf8');
  return text
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => /^(--[^\n]*\n)*\s*(WITH|UPDATE)\b/.test(statement));
}

describe('migration 0014: orders placed before VAT was stored', () => {
  it('get the VAT placement now stores, to the fils: the code shared over lines, delivery and Express', async () => {
    const supply = sizeSupply(t);
    const [a, b, c] = [await supply(33.33, 9), await supply(19.99, 9), await supply(120, 9)];
    const code = `BACK${Date.now()}`;
    await t.database.db.execute(
      sql`insert into discount_codes (code, percent, active) values (${code}, 15, true)`,
    );
    const placed: string[] = [];
    const shopper = await addShopper(t);
    // A: three odd-priced lines with a 15 % code and Express. B: one line, Normal, paying delivery.
    const itemsA = [itemOf(a, 3), itemOf(b, 1), itemOf(c, 1)];
    const totalA = 33 * 3 + 20 + 120; // whole-dirham prices: 239
    const resA = await placeOrder(
      t,
      shopper,
      orderBody(itemsA, totalA - Math.round(totalA * 15) / 100 + 10, {
        discountCode: code,
        discountValue: 0.15,
        shippingMethod: 'Express',
      }),
    );
    expect(resA.statusCode, resA.body).toBe(200);
    placed.push(resA.json().orderId);
    const resB = await placeOrder(t, await addShopper(t), orderBody([itemOf(b, 2)], 40 + 25));
    expect(resB.statusCode, resB.body).toBe(200);
    placed.push(resB.json().orderId);

    const read = async () => ({
      orders: await t.database.db
        .select({
          id: orders.id,
          vatPercent: orders.vatPercent,
          couponFils: orders.couponFils,
          deliveryFils: orders.deliveryFils,
          deliveryVatFils: orders.deliveryVatFils,
          expressFils: orders.expressFils,
          expressVatFils: orders.expressVatFils,
          vatFils: orders.vatFils,
        })
        .from(orders)
        .where(inArray(orders.id, placed))
        .orderBy(orders.id),
      items: await t.database.db
        .select({
          orderId: orderItems.orderId,
          position: orderItems.position,
          couponShareFils: orderItems.couponShareFils,
          vatFils: orderItems.vatFils,
        })
        .from(orderItems)
        .where(inArray(orderItems.orderId, placed))
        .orderBy(orderItems.orderId, orderItems.position),
    });
    const atPlacement = await read();
    expect(atPlacement.orders[0]?.vatFils ?? 0).toBeGreaterThan(0);

    // As they were before the migration: no VAT columns filled in.
    await t.database.db.execute(sql`update orders set vat_percent = 0, coupon_fils = 0, delivery_fils = 0,
      delivery_vat_fils = 0, express_fils = 0, express_vat_fils = 0, vat_fils = 0
      where id in (${sql.join(
        placed.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    await t.database.db.execute(sql`update order_items set coupon_share_fils = 0, vat_fils = 0
      where order_id in (${sql.join(
        placed.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    for (const statement of await backfillStatements()) await t.database.db.execute(sql.raw(statement));

    expect(await read()).toEqual(atPlacement);
  });
});
