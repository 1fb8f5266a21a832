import { DISCOUNT_CODE_APPLIED, type DiscountValidateResponse } from '@souq/shared/schemas/discount';
import type { Db } from '../../db/client';
import { usableCode } from './usable-code';

export function createDiscountsService(db: Db) {
  return {
    /** Lets the checkout show the spec §5 messages before the order is sent; placement checks again. */
    async validate(userId: string, code: string): Promise<DiscountValidateResponse> {
      const found = await usableCode(db, userId, code);
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
