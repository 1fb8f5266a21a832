import { deliveryFee } from '@souq/shared/pricing/cart-totals';
import { aedToFils, filsToAed } from '@souq/shared/pricing/money';
import { discountCodes } from '../src/db/schema';
import { itemOf, orderBody } from './order-test-kit';
import type { SizeRef } from './shopper-test-kit';
import type { TestApp } from './test-app';

/** Helpers the discount code tests share: codes with the rules a test needs, and orders that use them. */

let counter = 0;

/** A new code's name no other test of the run has taken. */
export function newCodeName(prefix = 'TEST'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36).toUpperCase()}${counter}`;
}

type CodeRules = Partial<Omit<typeof discountCodes.$inferInsert, 'code'>>;

/** Stores a code directly (making codes through the back office is tested on its own); answers its name. */
export async function addCode(t: TestApp, rules: CodeRules = {}, code = newCodeName()): Promise<string> {
  await t.database.db.insert(discountCodes).values({ code, percent: 10, ...rules });
  return code;
}

/** An order body for one unit of a plainly priced size, using `code` at `percent`, its total as charged. */
export function orderWithCode(ref: SizeRef, priceAed: number, code: string, percent: number) {
  const fils = aedToFils(priceAed);
  const total = fils + deliveryFee(fils) - Math.round((fils * percent) / 100);
  return orderBody([itemOf(ref, 1)], filsToAed(total), { discountCode: code, discountValue: percent / 100 });
}
