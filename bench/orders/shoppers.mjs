import { randomUUID } from 'node:crypto';
import { tsImport } from 'tsx/esm/api';

// The amount a shopper is shown comes from the shared pricing the payment page uses (see
// docs/product/orders.md).
const { checkoutBill } = await tsImport(
  '../../packages/shared/src/pricing/checkout-bill.ts',
  import.meta.url,
);
const { listedPricingLines } = await tsImport(
  '../../packages/shared/src/pricing/pricing-lines.ts',
  import.meta.url,
);

const PASSWORD = 'bench-password-1';
const REGISTER_PARALLEL = 10;
const HOT_LINES = 20;
export const HOT_STOCK_MAX = 3;
const HOT_SHARE = 0.3;
const TWO_UNITS_SHARE = 0.2;
/** The cart's refusal of a size with no stock left (apps/api/src/modules/cart/cart-messages.ts). */
const OUT_OF_STOCK = 'This size is out of stock.';

const ADDRESS = {
  fullname: 'Bench Shopper',
  email: 'shopper@example.com',
  phone: '0501234567',
  street: '12 Al Wasl Road',
  city: 'Dubai',
  region: 'Dubai',
  zipcode: '00000',
};

/** Signs up `count` shoppers, spread over the instances; returns their tokens. */
export async function registerShoppers(clients, count) {
  const tokens = [];
  for (let first = 0; first < count; first += REGISTER_PARALLEL) {
    const batch = Array.from({ length: Math.min(REGISTER_PARALLEL, count - first) }, async (_, i) => {
      const n = first + i;
      const response = await clients[n % clients.length].post('/api/user/register', {
        name: `Shopper ${n}`,
        email: `shopper${n}@bench.example`,
        password: PASSWORD,
        phone: `+97150${String(1_000_000 + n)}`,
      });
      if (response.status !== 200) throw new Error(`register answered ${response.status}: ${response.text}`);
      return response.json.token;
    });
    tokens.push(...(await Promise.all(batch)));
  }
  return tokens;
}

/**
 * Every size in stock, from the product list. A few sizes with little stock are "hot": shoppers pick them
 * often, so they run out during the run and racing orders for their last units are refused. A size the
 * cart calls out of stock is no longer picked, as a shopper would not pick it again. `hotShare` 0 picks
 * any size alike, so a run places its orders at the rate asked rather than racing for last units.
 */
export function stockedLines(products, { hotShare = HOT_SHARE } = {}) {
  const lines = products.flatMap((product) =>
    product.variants.flatMap((variant) =>
      variant.sizes
        .filter((size) => size.stocks > 0)
        .map((size) => ({ product, colorName: variant.colorName, size: size.size, stocks: size.stocks })),
    ),
  );
  const scarce = lines.filter((line) => line.stocks <= HOT_STOCK_MAX);
  // Spread over the catalogue rather than the first few products.
  const step = Math.max(1, Math.floor(scarce.length / HOT_LINES));
  const hot = scarce.filter((_, i) => i % step === 0).slice(0, HOT_LINES);
  let available = [...lines];
  let availableHot = [...hot];
  const drop = (list, line) => {
    const index = list.indexOf(line);
    if (index >= 0) list.splice(index, 1);
  };
  return {
    lines,
    hot,
    pick: () => {
      const from = availableHot.length > 0 && Math.random() < hotShare ? availableHot : available;
      return from[Math.floor(Math.random() * from.length)];
    },
    soldOut: (line) => {
      drop(available, line);
      drop(availableHot, line);
    },
    /** After the shelves are refilled, every size can be picked again. */
    restocked: () => {
      available = [...lines];
      availableHot = [...hot];
    },
  };
}

function orderBody(line, quantity) {
  const { product } = line;
  const bill = checkoutBill(
    listedPricingLines([{ key: `${product._id} ${line.colorName} ${line.size}`, quantity, product }]),
    'Normal',
    0,
  );
  return {
    address: ADDRESS,
    items: [{ itemId: product._id, size: line.size, colorName: line.colorName, quantity }],
    amount: bill.grandTotalFils / 100,
    discountValue: 0,
    shippingMethod: 'Normal',
    discountCode: null,
  };
}

function count(counts, key) {
  counts[key] = (counts[key] ?? 0) + 1;
}

function refusal(response) {
  return `${response.status} ${response.json?.message ?? response.text}`.slice(0, 100);
}

async function call(promise) {
  try {
    return await promise;
  } catch (error) {
    return { status: 'network error', ms: 0, text: error instanceof Error ? error.message : String(error) };
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The place call's refusal of a size with nothing left (apps/api/src/modules/orders/order-messages.ts). */
const SOLD_OUT = / is sold out\.$/;

/**
 * One shopper until `deadline`, placing cash orders (see docs/decisions/007-idempotency-keys.md) with a fresh
 * Idempotency-Key each. Each call goes to the next instance in turn, so one shopper's cart and orders cross
 * both.
 *
 * With `withCart`, as the storefront does it: add the line to the cart, then place the order; a refused
 * order's line is taken out of the cart again. Without it, the order is placed straight away, as the
 * checkout sends it (the place call carries its items).
 *
 * Without `everyMs` the shopper starts the next order as soon as the last one is answered (the most the
 * store can take). With it, the shopper starts one order every `everyMs` on a fixed schedule; an order that
 * starts late (the store fell behind) is counted in `stats.late`, and the next is not pulled earlier.
 */
export async function shop({
  token,
  index,
  shoppers,
  clients,
  pick,
  soldOut,
  deadline,
  stats,
  everyMs,
  withCart,
}) {
  const auth = { token };
  let turn = index;
  const next = () => clients[turn++ % clients.length];
  // Spread the shoppers' first orders over one interval, as independent shoppers would arrive.
  let due = performance.now() + (everyMs ? (everyMs * index) / shoppers : 0);
  let picking = false;
  while (performance.now() < deadline) {
    // A line the cart refused is replaced at once, within the same order's turn.
    if (everyMs && !picking) {
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      else if (wait < -everyMs / 2) stats.late = (stats.late ?? 0) + 1;
      due = Math.max(due + everyMs, performance.now());
      if (performance.now() >= deadline) break;
    }
    const line = pick();
    if (!line) break; // everything sold out
    const quantity = Math.random() < TWO_UNITS_SHARE ? 2 : 1;
    const item = { itemId: line.product._id, size: line.size, colorName: line.colorName };
    if (withCart) {
      const added = await call(next().post('/api/cart/add', { ...item, quantity }, auth));
      count(stats.add, added.status);
      if (added.status !== 200) {
        count(stats.addRefusals, refusal(added));
        if (added.status === 400 && added.json?.message === OUT_OF_STOCK) soldOut(line);
        picking = true;
        continue;
      }
    }
    picking = false;

    stats.placeStarts?.push(performance.now());
    const placed = await call(
      next().post('/api/order/place', orderBody(line, quantity), {
        ...auth,
        'idempotency-key': randomUUID(),
      }),
    );
    count(stats.place, placed.status);
    stats.placeMs.push(placed.ms);
    if (placed.status === 200) continue;
    count(stats.placeRefusals, refusal(placed));
    if (placed.status === 400 && SOLD_OUT.test(placed.json?.message ?? '')) soldOut(line);
    if (withCart) await call(next().post('/api/cart/update', { ...item, quantity: 0 }, auth));
  }
}
