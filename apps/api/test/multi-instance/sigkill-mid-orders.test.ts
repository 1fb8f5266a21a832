import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody } from '../order-test-kit';
import { addShopper, callApi, type JsonAnswer, type Shopper } from './http-shopper';
import { type LoadResult, type LoadSize, runOrderLoad } from './order-load';
import { createScratchStore, type ScratchStore, SHARED_JWT_SECRET } from './scratch-store';
import { type ServerProcess, startServerProcess } from './server-process';
import { arrangeLoadSizes, ordersWithoutItems, stockBySize, unitsInOrders } from './stock-ledger';

/**
 * Faults: the real server process is killed with SIGKILL while shoppers are placing orders. Whatever
 * each order's transaction had done when the process died, after a restart every size must account for
 * its units exactly: what left the stock is what non-cancelled orders hold.
 */
const SHOPPERS = 24;
/** The kill comes once this many orders are placed, well before the load would end by itself. */
const PLACED_BEFORE_KILL = 40;
const MAX_ROUNDS = 40;
/** Plenty of most sizes, and one nearly sold out, so some multi-line orders are refused part-way. */
const STOCKS = [80, 80, 60, 60, 40, 3];
const PRICE_AED = 10;
const DELIVERY_AED = 25;

let store: ScratchStore;
let servers: ServerProcess[] = [];
let sizes: LoadSize[];
let shoppers: Shopper[];
let initialStock: Map<string, number>;
let load: LoadResult;
let afterRestart: JsonAnswer;

const startServer = async () => {
  const server = await startServerProcess({
    databaseUrl: store.url,
    dataDir: store.dataDir,
    jwtSecret: SHARED_JWT_SECRET,
  });
  servers.push(server);
  return server;
};

beforeAll(async () => {
  store = await createScratchStore();
  sizes = await arrangeLoadSizes(store.database.db, PRICE_AED, STOCKS);
  shoppers = await Promise.all(Array.from({ length: SHOPPERS }, () => addShopper(store.database.db)));
  const server = await startServer();
  initialStock = await stockBySize(store.database.db);

  let reachedKillPoint: () => void = () => {};
  const killPoint = new Promise<void>((resolve) => {
    reachedKillPoint = resolve;
  });
  const running = runOrderLoad(server.baseUrl, shoppers, sizes, {
    maxRounds: MAX_ROUNDS,
    onPlaced: (placed) => placed >= PLACED_BEFORE_KILL && reachedKillPoint(),
  });
  await Promise.race([killPoint, running]);
  await server.kill();
  load = await running;

  const restarted = await startServer();
  const [size] = sizes;
  if (!size) throw new Error('no sizes to order');
  const item = { itemId: size.productId, colorName: size.colorName, size: size.size, quantity: 1 };
  afterRestart = await callApi(restarted.baseUrl, '/api/order/place', {
    body: orderBody([item], PRICE_AED + DELIVERY_AED),
    headers: { token: (shoppers[0] as Shopper).token },
  });
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  servers = [];
  await store?.close();
});

describe('an api process killed in the middle of an order load', () => {
  it('was killed while orders were still in flight', () => {
    expect(load.placed).toBeGreaterThanOrEqual(PLACED_BEFORE_KILL);
    expect(load.cutOff).toBeGreaterThan(0);
    expect(load.unexpected).toEqual([]);
    for (const message of load.refused) expect(message).toMatch(/sold out|^Only \d+ left/);
  });

  it('left every size accounting for its units: initial − current = units in orders', async () => {
    const db = store.database.db;
    const [current, held] = [await stockBySize(db), await unitsInOrders(db)];
    expect([...current.keys()].sort()).toEqual([...initialStock.keys()].sort());
    for (const [sizeId, initial] of initialStock) {
      const now = current.get(sizeId) ?? Number.NaN;
      expect(now, sizeId).toBeGreaterThanOrEqual(0);
      expect(initial - now, sizeId).toBe(held.get(sizeId) ?? 0);
    }
    expect(held.has('dropped size')).toBe(false);
  });

  it('left no order half-written', async () => {
    expect(await ordersWithoutItems(store.database.db)).toBe(0);
  });

  it('serves orders again after the restart', () => {
    expect(afterRestart.status).toBe(200);
  });
});
