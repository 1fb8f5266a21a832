import type { DiscountState } from '@souq/shared/schemas/admin-discounts';
import {
  DISCOUNT_CODE_EXPIRED,
  DISCOUNT_CODE_INVALID,
  DISCOUNT_CODE_NOT_STARTED,
  DISCOUNT_CODE_USED_UP,
  discountCodeMinOrder,
} from '@souq/shared/schemas/discount';
import type { StoredCode } from './discounts-repo';

/** The rules of a code that say when it works, apart from who uses it. */
type CodeLimits = Pick<StoredCode, 'active' | 'startsAt' | 'endsAt' | 'usageLimit'>;

const notStarted = (code: CodeLimits, now: Date) => code.startsAt !== null && now < code.startsAt;
const ended = (code: CodeLimits, now: Date) => code.endsAt !== null && now >= code.endsAt;
const usedUp = (code: CodeLimits, uses: number) => code.usageLimit !== null && uses >= code.usageLimit;

/**
 * Where a code stands for the back office (docs/product/back-office.md): expired and used up first, since
 * resuming it would not help; then paused; then scheduled; else active.
 */
export function codeState(code: CodeLimits, uses: number, now: Date): DiscountState {
  if (ended(code, now)) return 'expired';
  if (usedUp(code, uses)) return 'used-up';
  if (!code.active) return 'paused';
  if (notStarted(code, now)) return 'scheduled';
  return 'active';
}

/**
 * Why the code cannot be used now, before anything about the shopper is asked; null when it can. A paused code
 * is simply invalid to shoppers, as an unknown one is.
 */
export function timingRefusal(code: CodeLimits, now: Date): string | null {
  if (!code.active) return DISCOUNT_CODE_INVALID;
  if (notStarted(code, now)) return DISCOUNT_CODE_NOT_STARTED;
  if (ended(code, now)) return DISCOUNT_CODE_EXPIRED;
  return null;
}

/** The usage limit, given the orders that use the code now (cancelled ones excluded). */
export function usageRefusal(code: CodeLimits, uses: number): string | null {
  return usedUp(code, uses) ? DISCOUNT_CODE_USED_UP : null;
}

/** The minimum order, compared with the items after their own discounts (before the code and delivery). */
export function minOrderRefusal(code: Pick<StoredCode, 'minOrderFils'>, itemsFils: number): string | null {
  return itemsFils < code.minOrderFils ? discountCodeMinOrder(code.minOrderFils) : null;
}
