import { DISCOUNT_CODE_INVALID, DISCOUNT_CODE_USED } from '@souq/shared/schemas/discount';
import { badRequest } from '../../lib/app-error';
import { type DiscountCode, type Executor, findActiveCode, isCodeUsedBy } from './discounts-repo';

/**
 * spec §5: an unknown code is 'Invalid discount code'; one this shopper already used is 'You have already
 * used this discount code!'. The validate call and order placement (design §4) both ask this.
 */
export async function usableCode(executor: Executor, userId: string, code: string): Promise<DiscountCode> {
  const found = await findActiveCode(executor, code);
  if (!found) throw badRequest(DISCOUNT_CODE_INVALID);
  if (await isCodeUsedBy(executor, userId, found.code)) throw badRequest(DISCOUNT_CODE_USED);
  return found;
}
