import { cartTotals } from '@souq/shared/pricing/cart-totals';
import { pricingLine } from '@souq/shared/pricing/pricing-lines';
import { DISCOUNT_CODE_APPLIED, type DiscountValidateResponse } from '@souq/shared/schemas/discount';
import type { Db } from '../../db/client';
import { createCartRepo } from '../cart/cart-repo';
import { createDiscountsRepo } from './discounts-repo';
import { usableCode } from './usable-code';

export function createDiscountsService(db: Db) {
  const repo = createDiscountsRepo(db);
  const cart = createCartRepo(db);

  /** The shopper's cart after its items' own discounts: the checkout bills the server's cart. */
  async function cartItemsFils(userId: string): Promise<number> {
    const lines = await cart.pricedLines(userId);
    return cartTotals(lines.map((line, i) => pricingLine(String(i), line, line.quantity))).discountedFils;
  }

  return {
    /**
     * Lets the checkout show the discount code messages (docs/product/checkout.md) before the order is sent: the
     * same rules as placement, on the shopper's cart, without a lock. Placement checks again in its transaction.
     */
    async validate(userId: string, code: string): Promise<DiscountValidateResponse> {
      const found = await usableCode(repo, {
        userId,
        code,
        itemsFils: await cartItemsFils(userId),
        lock: false,
      });
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
