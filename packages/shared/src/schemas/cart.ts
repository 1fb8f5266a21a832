import { z } from 'zod';
import { MAX_QUANTITY_PER_ADD } from '../cart/stock-availability';
import { cartDataSchema } from './cart-data';

/** Bounds what one request can ask the server to look at. */
export const MAX_CART_LINES = 100;
/** A line may hold more than one add's worth, never more than this. */
export const MAX_LINE_QUANTITY = 99;

/** A missing id is a malformed request; an id that is not one of ours is a product we do not have. */
export const itemIdSchema = z.uuid({
  error: (issue) => (issue.input === undefined ? 'itemId is required.' : 'Product not found.'),
});
const sizeSchema = z
  .string({ error: 'Please select a size' })
  .trim()
  .min(1, 'Please select a size')
  .max(20, 'Please select a size');
const colorNameSchema = z
  .string({ error: 'Please select a color' })
  .trim()
  .min(1, 'Please select a color')
  .max(60, 'Please select a color');

const quantitySchema = z
  .number({ error: 'Quantity must be a number.' })
  .int('Quantity must be a whole number.');

/** POST /api/cart/add; a body `userId` is ignored (identity comes from the token). */
export const cartAddRequestSchema = z.object({
  itemId: itemIdSchema,
  size: sizeSchema,
  colorName: colorNameSchema,
  quantity: quantitySchema
    .min(1, 'Quantity must be at least 1.')
    .max(MAX_QUANTITY_PER_ADD, `You can add at most ${MAX_QUANTITY_PER_ADD} at a time.`),
});
export type CartAddRequest = z.infer<typeof cartAddRequestSchema>;

/** A quantity of 0 or less removes the line. */
export const cartUpdateRequestSchema = z.object({
  itemId: itemIdSchema,
  size: sizeSchema,
  colorName: colorNameSchema,
  quantity: quantitySchema.max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}.`),
});
export type CartUpdateRequest = z.infer<typeof cartUpdateRequestSchema>;

export const cartMergeRequestSchema = z.object({
  guestCart: cartDataSchema.check(
    z.refine(
      (cart) => Object.values(cart).reduce((n, lines) => n + Object.keys(lines).length, 0) <= MAX_CART_LINES,
      `A cart can hold at most ${MAX_CART_LINES} lines.`,
    ),
  ),
});
export type CartMergeRequest = z.infer<typeof cartMergeRequestSchema>;

/** Every cart call answers with the whole cart, so the client never has to guess what the server kept. */
export const cartResponseSchema = z.object({
  success: z.literal(true),
  cartData: cartDataSchema,
  message: z.string().optional(),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

/** A guest line the merge could not take in full: `added` is what went in (0 when dropped). */
export const mergeAdjustmentSchema = z.object({
  itemId: z.string(),
  size: z.string(),
  colorName: z.string(),
  requested: z.number().int(),
  added: z.number().int(),
  reason: z.string(),
});
export type MergeAdjustment = z.infer<typeof mergeAdjustmentSchema>;

export const cartMergeResponseSchema = cartResponseSchema.extend({
  adjusted: z.array(mergeAdjustmentSchema),
});
export type CartMergeResponse = z.infer<typeof cartMergeResponseSchema>;
