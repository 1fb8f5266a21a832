import { z } from 'zod';

/** The discount code messages, word for word. */
export const DISCOUNT_CODE_EMPTY = 'Please enter a discount code.';
export const DISCOUNT_CODE_APPLIED = 'Discount Code Applied';
export const DISCOUNT_CODE_INVALID = 'Invalid discount code';
export const DISCOUNT_CODE_USED = 'You have already used this discount code!';
export const DISCOUNT_CODE_MAX_LENGTH = 32;

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
