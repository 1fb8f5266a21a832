import { z } from 'zod';
import type { AnswerTable } from '../i18n/translate-answer';
import { matchesAnswer } from '../i18n/translate-answer';
import { type Fils, formatAed } from '../pricing/money';

/** The discount code messages, word for word. */
export const DISCOUNT_CODE_EMPTY = 'Please enter a discount code.';
export const DISCOUNT_CODE_APPLIED = 'Discount Code Applied';
export const DISCOUNT_CODE_INVALID = 'Invalid discount code';
export const DISCOUNT_CODE_USED = 'You have already used this discount code!';
export const DISCOUNT_CODE_MAX_LENGTH = 32;

/** The refusals of a code's limits that staff set in the back office (docs/product/checkout.md). */
export const DISCOUNT_CODE_NOT_STARTED = 'This discount code is not active yet.';
export const DISCOUNT_CODE_EXPIRED = 'This discount code has expired.';
export const DISCOUNT_CODE_USED_UP = 'This discount code has reached its usage limit.';
const MIN_ORDER = 'This discount code needs an order of at least {amount}.';

/** 'This discount code needs an order of at least AED 100.00.' */
export function discountCodeMinOrder(minOrderFils: Fils): string {
  return MIN_ORDER.replace('{amount}', () => formatAed(minOrderFils));
}

/**
 * True for a refusal that names one of a code's limits: the checkout shows these words as they are, where an
 * unknown or paused code is only 'Invalid discount code'. Given the table of the language the api answered
 * in, its translations count too.
 */
export function isCodeLimitRefusal(message: string, table?: AnswerTable): boolean {
  return [DISCOUNT_CODE_NOT_STARTED, DISCOUNT_CODE_EXPIRED, DISCOUNT_CODE_USED_UP, MIN_ORDER].some((answer) =>
    matchesAnswer(message, answer, table),
  );
}

/** Trimmed and upper-cased before it is checked. */
export const discountCodeSchema = z
  .string({ error: DISCOUNT_CODE_EMPTY })
  .trim()
  .min(1, DISCOUNT_CODE_EMPTY)
  .max(DISCOUNT_CODE_MAX_LENGTH, DISCOUNT_CODE_INVALID)
  .transform((code) => code.toUpperCase());

/**
 * POST /api/discount/validate: whether the signed-in shopper may use a code (see docs/product/checkout.md).
 */
export const discountValidateRequestSchema = z.object({ code: discountCodeSchema });
export type DiscountValidateRequest = z.input<typeof discountValidateRequestSchema>;

export const discountValidateResponseSchema = z.object({
  success: z.literal(true),
  code: z.string(),
  /** Whole percent, e.g. 10. */
  percent: z.number(),
  /** The same as a fraction, e.g. 0.1 (discountValue). */
  discountValue: z.number(),
  message: z.string(),
});
export type DiscountValidateResponse = z.infer<typeof discountValidateResponseSchema>;
