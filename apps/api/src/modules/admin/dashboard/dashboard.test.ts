import { randomUUID } from 'node:crypto';
import { type DashboardResponse, dashboardResponseSchema } from '@souq/shared/schemas/admin-dashboard';
import { ORDER_STATUSES, type OrderStatus } from '@souq/shared/schemas/order';
import { asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asCounted } from '../../../../test/counted-stock';
import { addShopper } from '../../../../test/shopper-test-kit';
import { useTestApp } from '../../../../test/test-app';
import { orderItems, orders, products, productVariants, variantSizes } from '../../../db/schema';
import { createDashboardService } from './dashboard-service';

/**
 * The dashboard against a model: many orders written straight into a real database from a fixed seed, then every
 * figure worked out again in plain TypeScript from the rows written (Dubai is UTC+4 all year) and compared.
 */

const t = useTestApp();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DUBAI_OFFSET = 4 * HOUR;
/** 14:30 in Dubai on 15 March. */
const NOW = Date.parse('2025-03-15T10:30:00.000Z');
/** 00:00:00 in Dubai on 15 March: today has just begun. */
const NOW_AT_MIDNIGHT = Date.parse('2025-03-14T20:00:00.000Z');
/** A product that was sold and then removed from the catalogue. */
const GONE_PRODUCT_ID = '0b5e0000-0000-4000-8000-000000000001';

interface ModelItem {
  productId: string;
  name: string;
  quantity: number;
  lineFils: number;
}
interface ModelOrder {
  id: string;
  userId: string;
  createdAt: number;
  status: OrderStatus;
  paymentMethod: 'cod' | 'stripe';
  payment: boolean;
  amountFils: number;
  cashCollectedFils: number | null;
  items: ModelItem[];
}
interface ModelSize {
  productId: string;
  name: string;
  colorName: string;
  size: string;
  stock: number;
  position: number;
  sizeId: string;
}

/** A small linear congruential generator, so every run writes the same orders. */
function lcg(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return { next, int, pick };
}

/** Byte order, as the repo sorts names (`collate "C"`). */
const byBytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const dubaiDate = (ms: number) => new Date(ms + DUBAI_OFFSET).toISOString().slice(0, 10);
/** 00:00 in Dubai, `daysBefore` days before the Dubai day of `ms`. */
function dubaiMidnight(ms: number, daysBefore: number): number {
  const [y, m, d] = dubaiDate(ms).split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d - daysBefore) - DUBAI_OFFSET;
}

const NOT_COUNTED = new Set<OrderStatus>(['Cancelled', 'Payment Pending']);
const WAITING: OrderStatus[] = ['Payment Pending', 'Order Placed', 'Packing', 'Shipped', 'Out for delivery'];
const aed = (fils: number) => fils / 100;

/** The dashboard as its definitions say, worked out from the rows written. */
function expectedDashboard(
  all: readonly ModelOrder[],
  sizes: readonly ModelSize[],
  productNames: ReadonlyMap<string, string>,
  days: number,
  now: number,
): DashboardResponse {
  const start = dubaiMidnight(now, days - 1);
  const counted = all.filter((o) => o.createdAt >= start && o.createdAt <= now && !NOT_COUNTED.has(o.status));
  const salesFils = (o: ModelOrder) =>
    o.paymentMethod === 'stripe' ? (o.payment ? o.amountFils : 0) : (o.cashCollectedFils ?? 0);
  const sum = (list: readonly ModelOrder[], of: (o: ModelOrder) => number) =>
    list.reduce((s, o) => s + of(o), 0);
  const cod = counted.filter((o) => o.paymentMethod === 'cod');
  const paidFils = sum(counted, (o) => (o.paymentMethod === 'stripe' && o.payment ? o.amountFils : 0));
  const collectedFils = sum(cod, (o) => o.cashCollectedFils ?? 0);
  const amountFils = sum(counted, (o) => o.amountFils);

  const perDay = Array.from({ length: days }, (_, i) => {
    const date = dubaiDate(start + i * DAY);
    const placed = counted.filter((o) => dubaiDate(o.createdAt) === date);
    return { date, orders: placed.length, sales: aed(sum(placed, salesFils)) };
  });

  const sold = new Map<string, { units: number; salesFils: number; latest: { at: number; name: string } }>();
  for (const order of counted) {
    for (const item of order.items) {
      const entry = sold.get(item.productId) ?? { units: 0, salesFils: 0, latest: { at: -1, name: '' } };
      entry.units += item.quantity;
      entry.salesFils += item.lineFils;
      if (order.createdAt > entry.latest.at) entry.latest = { at: order.createdAt, name: item.name };
      sold.set(item.productId, entry);
    }
  }
  const topProducts = [...sold]
    .map(([productId, s]) => ({
      productId,
      name: productNames.get(productId) ?? s.latest.name,
      units: s.units,
      salesFils: s.salesFils,
    }))
    .sort(
      (a, b) =>
        b.units - a.units ||
        b.salesFils - a.salesFils ||
        byBytes(a.name, b.name) ||
        byBytes(a.productId, b.productId),
    )
    .slice(0, 10)
    .map(({ salesFils: fils, ...p }) => ({ ...p, sales: aed(fils) }));

  const lowStock = sizes
    .filter((s) => s.stock <= 3)
    .sort(
      (a, b) =>
        a.stock - b.stock ||
        byBytes(a.name, b.name) ||
        byBytes(a.colorName, b.colorName) ||
        a.position - b.position ||
        byBytes(a.sizeId, b.sizeId),
    )
    .slice(0, 50)
    .map((s) => ({
      productId: s.productId,
      name: s.name,
      colorName: s.colorName,
      size: s.size,
      stocks: s.stock,
    }));

  return {
    success: true,
    days,
    sales: { total: aed(paidFils + collectedFils), paid: aed(paidFils), codCollected: aed(collectedFils) },
    orders: {
      count: counted.length,
      averageValue: counted.length === 0 ? 0 : aed(Math.round(amountFils / counted.length)),
    },
    waiting: Object.fromEntries(
      WAITING.map((status) => [status, all.filter((o) => o.status === status).length]),
    ),
    topProducts,
    lowStock,
    lowStockThreshold: 3,
    perDay,
    cash: { expected: aed(sum(cod, (o) => o.amountFils)), collected: aed(collectedFils) },
  };
}

/** Orders over ~120 days around NOW, with some placed on either side of the periods' midnights and of now. */
function makeOrders(userIds: readonly string[], productIds: readonly string[]): ModelOrder[] {
  const random = lcg(20250315);
  const sellable = [...productIds.slice(0, 14), GONE_PRODUCT_ID];
  const usedTimes = new Set<number>();
  const times: { at: number; edge: boolean }[] = [];
  while (times.length < 700) {
    const at = NOW - 118 * DAY + random.int(0, 121 * DAY);
    if (!usedTimes.has(at)) times.push({ at, edge: false });
    usedTimes.add(at);
  }
  for (const daysBefore of [0, 1, 6, 7, 29, 30, 89, 90]) {
    for (const now of [NOW, NOW_AT_MIDNIGHT]) {
      const midnight = dubaiMidnight(now, daysBefore);
      for (const at of [midnight - 1000, midnight - 1, midnight, midnight + 1])
        times.push({ at, edge: true });
    }
  }
  for (const at of [NOW - 1, NOW, NOW + 1, NOW_AT_MIDNIGHT - 1, NOW_AT_MIDNIGHT, NOW_AT_MIDNIGHT + 1]) {
    times.push({ at, edge: true });
  }

  return times.map(({ at, edge }, n) => {
    // Orders on an edge are ones that count, with money on them, so an edge read wrongly shows in the figures.
    const status = edge ? random.pick(['Order Placed', 'Delivered'] as const) : random.pick(ORDER_STATUSES);
    const paymentMethod = random.pick(['cod', 'stripe'] as const);
    const amountFils = random.next() < 0.05 ? 0 : random.int(1, 250_000);
    const cashRoll = random.next();
    let cashCollectedFils: number | null = null;
    if (paymentMethod === 'cod' && (edge || cashRoll < 0.35)) cashCollectedFils = amountFils;
    else if (paymentMethod === 'cod' && cashRoll < 0.6) cashCollectedFils = random.int(0, 260_000);
    else if (paymentMethod === 'stripe' && cashRoll < 0.05) cashCollectedFils = random.int(0, 1000);
    const lines = new Set<string>();
    for (let i = random.int(1, 3); i > 0; i--) {
      // Edge orders keep to products that exist: the gone one's name comes from its latest item, which must
      // not depend on two orders placed at the same instant.
      const productId = random.pick(sellable);
      if (!(edge && productId === GONE_PRODUCT_ID)) lines.add(productId);
    }
    if (lines.size === 0) lines.add(sellable[0] as string);
    return {
      id: randomUUID(),
      userId: random.pick(userIds),
      createdAt: at,
      status,
      paymentMethod,
      payment: paymentMethod === 'stripe' ? edge || random.next() < 0.6 : random.next() < 0.2,
      amountFils,
      cashCollectedFils,
      items: [...lines].map((productId) => ({
        productId,
        name: productId === GONE_PRODUCT_ID ? `Retired kaftan, as sold in order ${n}` : `Item as sold ${n}`,
        quantity: random.int(1, productId === GONE_PRODUCT_ID ? 8 : 5),
        lineFils: random.int(500, 90_000),
      })),
    };
  });
}

async function writeOrders(all: readonly ModelOrder[]): Promise<void> {
  const db = t.database.db;
  for (let i = 0; i < all.length; i += 200) {
    const batch = all.slice(i, i + 200);
    await db.insert(orders).values(
      batch.map((o) => ({
        id: o.id,
        userId: o.userId,
        amountFils: o.amountFils,
        address: {
          fullname: 'Mariam Test',
          email: 'mariam@example.com',
          phone: '+971501234567',
          street: '1 Test Street',
          city: 'Dubai',
          region: 'Dubai' as const,
          zipcode: '00000',
        },
        shippingMethod: 'Normal',
        paymentMethod: o.paymentMethod,
        status: o.status,
        payment: o.payment,
        stockHeld: false,
        cashCollectedFils: o.cashCollectedFils,
        createdAt: new Date(o.createdAt),
      })),
    );
    await db.insert(orderItems).values(
      batch.flatMap((o) =>
        o.items.map((item, position) => ({
          orderId: o.id,
          position,
          productId: item.productId,
          name: item.name,
          images: [],
          priceFils: item.lineFils,
          discount: 0,
          lineFils: item.lineFils,
          quantity: item.quantity,
          size: 'M',
          colorName: 'Red',
          subSku: `SKU-${position}`,
        })),
      ),
    );
  }
}

async function readSizes(): Promise<ModelSize[]> {
  return t.database.db
    .select({
      productId: products.id,
      name: products.name,
      colorName: productVariants.colorName,
      size: variantSizes.size,
      stock: variantSizes.stock,
      position: variantSizes.position,
      sizeId: variantSizes.id,
    })
    .from(variantSizes)
    .innerJoin(productVariants, eq(productVariants.id, variantSizes.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .orderBy(asc(variantSizes.subSku));
}

describe('the dashboard', () => {
  let written: ModelOrder[] = [];
  let sizes: ModelSize[] = [];
  let productNames = new Map<string, string>();

  beforeAll(async () => {
    const db = t.database.db;
    const [existing] = await db.select({ n: count() }).from(orders);
    expect(existing?.n).toBe(0);
    const catalogue = await db
      .select({ id: products.id, name: products.name })
      .from(products)
      .orderBy(products.sku);
    productNames = new Map(catalogue.map((p) => [p.id, p.name]));
    const userIds = await Promise.all(Array.from({ length: 6 }, async () => (await addShopper(t)).userId));
    written = makeOrders(
      userIds,
      catalogue.map((p) => p.id),
    );
    await writeOrders(written);

    // Stock at and around the low-stock line: 0 to 3 counts, 4 does not.
    const random = lcg(7);
    for (const size of (await readSizes()).filter(() => random.next() < 0.08)) {
      await asCounted(db, (tx) =>
        tx
          .update(variantSizes)
          .set({ stock: random.int(0, 4) })
          .where(eq(variantSizes.id, size.sizeId)),
      );
    }
    sizes = await readSizes();
  });

  it('the written data reaches every case the definitions name', () => {
    const low = sizes.filter((s) => s.stock <= 3);
    expect(low.length).toBeGreaterThan(50);
    expect(new Set(low.map((s) => s.stock))).toEqual(new Set([0, 1, 2, 3]));
    expect(sizes.some((s) => s.stock === 4)).toBe(true);
    expect(new Set(written.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    const cod = written.filter((o) => o.paymentMethod === 'cod' && o.cashCollectedFils !== null);
    expect(cod.some((o) => o.cashCollectedFils !== o.amountFils)).toBe(true);
    expect(written.some((o) => o.createdAt > NOW)).toBe(true);
    const top = expectedDashboard(written, sizes, productNames, 90, NOW).topProducts;
    expect(top.map((p) => p.productId)).toContain(GONE_PRODUCT_ID);
  });

  const cases = [NOW, NOW_AT_MIDNIGHT].flatMap((now) => [1, 7, 30, 90].map((days) => [days, now] as const));
  it.each(cases)('matches the definitions for %i days to %d', async (days, now) => {
    const service = createDashboardService(t.database.db);
    const answer = await service.dashboard(days, new Date(now));
    expect(answer).toEqual(expectedDashboard(written, sizes, productNames, days, now));
  });

  it('answers zeros for a period without orders, and still counts the orders waiting now', async () => {
    const now = Date.parse('2020-01-01T12:00:00.000Z');
    const answer = await createDashboardService(t.database.db).dashboard(7, new Date(now));
    expect(answer.orders).toEqual({ count: 0, averageValue: 0 });
    expect(answer.perDay).toEqual(
      ['2019-12-26', '2019-12-27', '2019-12-28', '2019-12-29', '2019-12-30', '2019-12-31', '2020-01-01'].map(
        (date) => ({ date, orders: 0, sales: 0 }),
      ),
    );
    expect(answer.topProducts).toEqual([]);
    expect(answer).toEqual(expectedDashboard(written, sizes, productNames, 7, now));
    expect(Object.values(answer.waiting).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });

  it.each([7, 30, 90])('answers what the response schema allows for %i days', async (days) => {
    const answer = await createDashboardService(t.database.db).dashboard(days);
    expect(dashboardResponseSchema.parse(answer)).toEqual(answer);
    expect(Object.keys(answer.waiting).sort()).toEqual([...WAITING].sort());
    expect(answer.perDay).toHaveLength(days);
  });

  it('lists every size at 3 units or fewer when they are fewer than 50, and none at 4', async () => {
    const db = t.database.db;
    for (const size of sizes.filter((s) => s.stock <= 3).slice(20)) {
      await asCounted(db, (tx) =>
        tx.update(variantSizes).set({ stock: 10 }).where(eq(variantSizes.id, size.sizeId)),
      );
    }
    const restocked = await readSizes();
    expect(restocked.filter((s) => s.stock <= 3)).toHaveLength(20);
    const answer = await createDashboardService(db).dashboard(30, new Date(NOW));
    expect(answer.lowStock).toHaveLength(20);
    expect(answer).toEqual(expectedDashboard(written, restocked, productNames, 30, NOW));
  });

  it('refuses a period that is not a whole number of days from 1', async () => {
    const service = createDashboardService(t.database.db);
    await expect(service.dashboard(0)).rejects.toThrow(RangeError);
    await expect(service.dashboard(1.5)).rejects.toThrow(RangeError);
  });
});
