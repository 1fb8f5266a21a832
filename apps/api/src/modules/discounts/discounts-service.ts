import { DISCOUNT_CODE_APPLIED, type DiscountValidateResponse } from '@souq/shared/schemas/discount';
import type { Db } from '../../db/client';
import { createDiscountsRepo } from './discounts-repo';
import { usableCode } from './usable-code';

export function createDiscountsService(db: Db) {
  const repo = createDiscountsRepo(db);
  return {
    /**
     * Lets the checkout show the discount code messages (docs/product/checkout.md) before the order is sent;
     * placement checks again.
     */
    async validate(userId: string, code: string): Promise<DiscountValidateResponse> {
      const found = await usableCode(repo, userId, code);
      return {
        success: true,
        code: found.code,
        percent: found.percent,
        discountValue: found.percent / 100,
        message: DISCOUNT_CODE_APPLIED,
      };
    },
  };
}

export type DiscountsService = ReturnType<typeof createDiscountsService>;
