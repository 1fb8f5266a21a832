import { z } from 'zod';
import { hasNoNul } from './common';

/** Why a size's stock moved: every row of the stock ledger names one. */
export const STOCK_REASONS = [
  'initial',
  'order_placed',
  'order_cancelled',
  'payment_expired',
  'received',
  'counted',
  'damaged',
  'returned',
  'import',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** The reasons staff give for changing stock by hand; the others are the store's own. */
export const ADJUSTMENT_REASONS = ['received', 'counted', 'damaged', 'returned'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

export const STOCK_REASON_LABELS: Record<StockReason, string> = {
  initial: 'Opening stock',
  order_placed: 'Order placed',
  order_cancelled: 'Order cancelled',
  payment_expired: 'Card payment expired or failed',
  received: 'Received',
  counted: 'Counted',
  damaged: 'Damaged',
  returned: 'Returned',
  import: 'Import',
};

/** The most units one size may hold; far above any shop's shelf, well inside an integer column. */
export const STOCK_MAX = 1_000_000;

/**
 * POST /api/admin/stock: either `delta` (units to add, negative to take away) or `set` (the count now), with
 * the reason. Stock that would go below zero is refused.
 */
export const stockAdjustmentSchema = z
  .object({
    productId: z.uuid('Product not found.'),
    colorName: z.string({ error: 'Colour is required.' }).trim().min(1, 'Colour is required.').max(80),
    size: z.string({ error: 'Size is required.' }).trim().min(1, 'Size is required.').max(40),
    delta: z
      .number({ error: 'delta must be a whole number.' })
      .int('delta must be a whole number.')
      .min(-STOCK_MAX, 'delta is too large.')
      .max(STOCK_MAX, 'delta is too large.')
      .refine((n) => n !== 0, 'delta cannot be 0.')
      .optional(),
    set: z
      .number({ error: 'set must be a whole number.' })
      .int('set must be a whole number.')
      .min(0, 'Stock cannot be negative.')
      .max(STOCK_MAX, `Stock cannot be more than ${STOCK_MAX}.`)
      .optional(),
    reason: z.enum(ADJUSTMENT_REASONS, { error: 'Choose a reason: received, counted, damaged or returned.' }),
    note: z
      .string()
      .trim()
      .max(500, 'The note is too long (500 characters at most).')
      .refine(hasNoNul, 'The note cannot contain a NUL character.')
      .optional(),
  })
  .refine((body) => (body.delta === undefined) !== (body.set === undefined), {
    message: 'Give either delta or set.',
    path: ['delta'],
  });
export type StockAdjustment = z.infer<typeof stockAdjustmentSchema>;

/** One row of the stock ledger, as the back office shows it. */
export const stockMovementSchema = z.object({
  id: z.number(),
  at: z.string(),
  productId: z.string(),
  colorName: z.string(),
  size: z.string(),
  subSku: z.string(),
  delta: z.number(),
  stockAfter: z.number(),
  reason: z.enum(STOCK_REASONS),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  staffName: z.string().nullable(),
  note: z.string().nullable(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const stockAdjustmentResponseSchema = z.object({
  success: z.literal(true),
  /** The size's stock now. */
  stock: z.number(),
  /** The ledger row written; null when a count found the stock already right. */
  movement: stockMovementSchema.nullable(),
});
export type StockAdjustmentResponse = z.infer<typeof stockAdjustmentResponseSchema>;

/** GET /api/admin/stock/movements: one product's ledger, newest first, optionally one colour and size. */
export const stockMovementsQuerySchema = z.object({
  productId: z.uuid('Product not found.'),
  colorName: z.string().max(80).refine(hasNoNul, 'colorName cannot contain a NUL character.').optional(),
  size: z.string().max(40).refine(hasNoNul, 'size cannot contain a NUL character.').optional(),
  before: z.coerce.number({ error: 'before must be a number.' }).int().min(1).optional(),
  limit: z.coerce.number({ error: 'limit must be a number.' }).int().min(1).max(200).default(50),
});

export const stockMovementsResponseSchema = z.object({
  success: z.literal(true),
  movements: z.array(stockMovementSchema),
  /** Pass as `before` for the next, older page; null on the last. */
  nextBefore: z.number().nullable(),
});

/** GET and PUT /api/admin/stock/settings (PUT: owners only). */
export const stockSettingsSchema = z.object({
  lowStockThreshold: z
    .number({ error: 'The low-stock line must be a number.' })
    .int('The low-stock line must be a whole number.')
    .min(0, 'The low-stock line cannot be negative.')
    .max(1000, 'The low-stock line must be at most 1000.'),
});
export type StockSettings = z.infer<typeof stockSettingsSchema>;
export const stockSettingsResponseSchema = z.object({
  success: z.literal(true),
  settings: stockSettingsSchema,
});

/** The back office's stock refusals, word for word. */
export const SIZE_NOT_FOUND = 'That colour and size of this product was not found.';
export function stockWouldGoNegative(stock: number): string {
  return `Only ${stock} left: stock cannot go below 0.`;
}
