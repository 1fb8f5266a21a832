import { DISCOUNT_CODE_INVALID, DISCOUNT_CODE_USED } from '@souq/shared/schemas/discount';
import { badRequest } from '../../lib/app-error';
import { minOrderRefusal, timingRefusal, usageRefusal } from './code-rules';
import type { DiscountCode, DiscountsRepo } from './discounts-repo';

export interface CodeUse {
  userId: string;
  /** Already trimmed and upper-cased. */
  code: string;
  /** The items after their own discounts, before the code and delivery: what a minimum order is compared with. */
  itemsFils: number;
  /**
   * Lock the code's row first (order placement, inside its transaction), so the usage limit is counted by one
   * order at a time; the validate call only previews, without a lock.
   */
  lock: boolean;
}

/**
 * Every rule of a code, in the order a shopper can act on them (docs/product/checkout.md): unknown or paused
 * is 'Invalid discount code'; then not started, expired, already used by this shopper (when the code is once
 * per shopper), used up, and last the minimum order, the one a shopper fixes by adding to the cart. The
 * validate call and order placement both ask this.
 */
export async function usableCode(repo: DiscountsRepo, use: CodeUse): Promise<DiscountCode> {
  const found = use.lock ? await repo.lockCode(use.code) : await repo.findCode(use.code);
  if (!found) throw badRequest(DISCOUNT_CODE_INVALID);
  const timing = timingRefusal(found, new Date());
  if (timing) throw badRequest(timing);
  if (found.oncePerShopper && (await repo.isCodeUsedBy(use.userId, found.code)))
    throw badRequest(DISCOUNT_CODE_USED);
  const usage = found.usageLimit === null ? null : usageRefusal(found, await repo.usesOf(found.code));
  if (usage) throw badRequest(usage);
  const minOrder = minOrderRefusal(found, use.itemsFils);
  if (minOrder) throw badRequest(minOrder);
  return { code: found.code, percent: found.percent, oncePerShopper: found.oncePerShopper };
}
