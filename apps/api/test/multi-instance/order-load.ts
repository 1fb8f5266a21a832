import { orderBody } from '../order-test-kit';
import { callApi, type Shopper } from './http-shopper';

/** A size to order from, priced plainly at `priceAed` (no discount, no flash sale). */
export interface LoadSize {
  productId: string;
  colorName: string;
  size: string;
  priceAed: number;
}

export interface LoadResult {
  placed: number;
  /** The messages of orders refused with a 400 (sold out): nothing may have been kept of these. */
  refused: string[];
  /** Requests that got no answer: the server died under them. */
  cutOff: number;
  /** Any other answer, e.g. a 5xx: the test fails on these. */
  unexpected: string[];
}

/** Free delivery starts above AED 169; every load order stays below it, so it pays the AED 25 fee. */
const DELIVERY_AED = 25;
const MAX_LINES = 3;

/**
 * An order of 1-3 distinct sizes, 1-2 units each, chosen from the round so every shopper's orders differ
 * and many share sizes with others at the same moment.
 */
export function orderFor(round: number, worker: number, sizes: readonly LoadSize[]) {
  const lines = Array.from({ length: 1 + ((round + worker) % MAX_LINES) }, (_, i) => ({
    size: sizes[(worker * 7 + round * 3 + i) % sizes.length] as LoadSize,
    quantity: 1 + ((round + i) % 2),
  }));
  const subtotal = lines.reduce((total, { size, quantity }) => total + size.priceAed * quantity, 0);
  const items = lines.map(({ size, quantity }) => ({
    itemId: size.productId,
    colorName: size.colorName,
    size: size.size,
    quantity,
  }));
  return orderBody(items, subtotal + DELIVERY_AED);
}

/**
 * Every shopper places cash-on-delivery orders one after another, all shoppers at once, until the server
 * stops answering or `maxRounds` is reached. `onPlaced` hears the running count of placed orders.
 */
export async function runOrderLoad(
  baseUrl: string,
  shoppers: readonly Shopper[],
  sizes: readonly LoadSize[],
  options: { maxRounds: number; onPlaced: (placed: number) => void },
): Promise<LoadResult> {
  // Consecutive sizes make an order's lines, so they are distinct only with enough sizes to go round.
  if (sizes.length < MAX_LINES) throw new Error(`the load needs at least ${MAX_LINES} sizes`);
  const result: LoadResult = { placed: 0, refused: [], cutOff: 0, unexpected: [] };
  const worker = async (shopper: Shopper, index: number) => {
    for (let round = 0; round < options.maxRounds; round += 1) {
      const body = orderFor(round, index, sizes);
      const answer = await callApi(baseUrl, '/api/order/place', {
        body,
        headers: { token: shopper.token },
      }).catch(() => null);
      if (answer === null) {
        result.cutOff += 1;
        return;
      }
      if (answer.status === 200) {
        result.placed += 1;
        options.onPlaced(result.placed);
      } else if (answer.status === 400) result.refused.push(String(answer.body.message));
      else result.unexpected.push(`${answer.status} ${JSON.stringify(answer.body)}`);
    }
  };
  await Promise.all(shoppers.map(worker));
  return result;
}
