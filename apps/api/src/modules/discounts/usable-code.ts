import { DISCOUNT_CODE_INVALID, DISCOUNT_CODE_USED } from '@souq/shared/schemas/discount';
import { badRequest } from '../../lib/app-error';
import type { DiscountCode, DiscountsRepo } from './discounts-repo';

/**
 * An unknown code is 'Invalid discount code'; one this shopper already used is 'You have already used this
 * discount code!'. The validate call and order placement (see docs/product/checkout.md) both ask this.
 */
export async function usableCode(repo: DiscountsRepo, userId: string, code: string): Promise<DiscountCode> {
  const found = await repo.findActiveCode(code);
  if (!found) throw badRequest(DISCOUNT_CODE_INVALID);
  if (await repo.isCodeUsedBy(userId, found.code)) throw badRequest(DISCOUNT_CODE_USED);
  return found;
}
