import { z } from 'zod';
import { FULFILMENT_PATH } from '../orders/order-lifecycle';
import { dateSchema, hasNoNul, requiredText } from './common';
import { ORDER_STATUSES, orderSchema, paymentMethodSchema } from './order';

export const ADMIN_PAGE_SIZE_MAX = 100;

/** A status in a query, as the orders page links it (`status=Out%20for%20delivery`). */
const statusFilterSchema = z.enum(ORDER_STATUSES, { error: 'Unknown status.' });

/**
 * GET /api/admin/orders. `q` finds an order by its number (`LS-100231`), its id, the shopper's email or phone
 * (`05…`, `+9715…`, `9715…`); `from` and `to` are days in the store's time zone, both included.
 */
export const adminOrdersQuerySchema = z.object({
  status: statusFilterSchema.optional(),
  paymentMethod: paymentMethodSchema.optional(),
  paid: z.enum(['true', 'false'], { error: 'paid must be true or false.' }).optional(),
  q: z
    .string()
    .trim()
    .max(254, 'The search is too long.')
    .refine(hasNoNul, 'The search cannot contain a NUL character.')
    .optional(),
  from: dateSchema('from').optional(),
  to: dateSchema('to').optional(),
  page: z.coerce.number({ error: 'page must be a number.' }).int().min(1, 'page starts at 1.').default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int()
    .min(1, 'limit must be at least 1.')
    .max(ADMIN_PAGE_SIZE_MAX, `limit must be at most ${ADMIN_PAGE_SIZE_MAX}.`)
    .default(20),
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

/** One entry of an order's timeline: a status it took, a note, or the cash collected. */
export const orderEventSchema = z.object({
  at: z.string(),
  kind: z.enum(['status', 'note', 'cash', 'return']),
  fromStatus: z.enum(ORDER_STATUSES).nullable(),
  toStatus: z.enum(ORDER_STATUSES).nullable(),
  note: z.string().nullable(),
  /** AED: the cash collected, or what a return refunds. */
  amount: z.number().nullable(),
  actor: z.enum(['staff', 'shopper', 'store']),
  staffName: z.string().nullable(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** An order as staff see it: the shopper's order and what only the back office reads. */
export const adminOrderSchema = orderSchema.extend({
  /** The shopper's account: `id` opens their page among the customers. */
  customer: z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string() }),
  discountPercent: z.number(),
  /** The bill as charged, in AED: items after their own discounts, the code's share, delivery. */
  bill: z.object({
    items: z.number(),
    coupon: z.number(),
    delivery: z.number(),
    total: z.number(),
    /** The VAT included in the total. */
    vat: z.number(),
  }),
  cash: z.object({
    /** AED recorded as collected, or null until it is. */
    collected: z.number().nullable(),
    collectedAt: z.string().nullable(),
    /** True when what was collected differs from the order's total. */
    mismatch: z.boolean(),
  }),
  /** The step staff can take next (besides Cancel), or null. */
  nextStatus: z.enum(FULFILMENT_PATH).nullable(),
  canCancel: z.boolean(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrderDetailSchema = adminOrderSchema.extend({ events: z.array(orderEventSchema) });
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** A page of the orders desk: each order with its status history, as on its own page. */
export const adminOrdersResponseSchema = z.object({
  success: z.literal(true),
  orders: z.array(adminOrderDetailSchema),
  total: z.number().int(),
});
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponseSchema>;

export const adminOrderResponseSchema = z.object({ success: z.literal(true), order: adminOrderDetailSchema });
export type AdminOrderResponse = z.infer<typeof adminOrderResponseSchema>;

export const orderIdParamsSchema = z.object({ id: z.uuid({ error: 'Order not found.' }) });

export const NOTE_MAX_LENGTH = 1000;
const noteSchema = z
  .string()
  .trim()
  .max(NOTE_MAX_LENGTH, `A note must be at most ${NOTE_MAX_LENGTH} characters.`);

/** POST /api/admin/orders/:id/status. */
export const moveOrderRequestSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Choose a status.' }),
  note: noteSchema.optional(),
});
export type MoveOrderRequest = z.infer<typeof moveOrderRequestSchema>;

/** POST /api/admin/orders/bulk-status: each order is checked and moved alone. */
export const bulkMoveRequestSchema = z.object({
  orderIds: z
    .array(z.uuid({ error: 'Order not found.' }))
    .min(1, 'Select at least one order.')
    .max(ADMIN_PAGE_SIZE_MAX, `Select at most ${ADMIN_PAGE_SIZE_MAX} orders.`),
  status: z.enum(ORDER_STATUSES, { error: 'Choose a status.' }),
});
export const bulkMoveResponseSchema = z.object({
  success: z.literal(true),
  moved: z.number().int(),
  results: z.array(z.object({ orderId: z.string(), moved: z.boolean(), message: z.string() })),
});
export type BulkMoveResponse = z.infer<typeof bulkMoveResponseSchema>;

/** POST /api/admin/orders/:id/cash-collected: AED, two decimals at most. */
export const cashCollectedRequestSchema = z.object({
  amount: z
    .number({ error: 'Enter the amount collected.' })
    .nonnegative('The amount cannot be negative.')
    .max(1_000_000, 'The amount is too large.')
    .refine((aed) => Math.abs(aed * 100 - Math.round(aed * 100)) < 1e-6, 'Use at most two decimals (fils).'),
});

/**
 * POST /api/admin/orders/:id/returns: units of a delivered, paid order that came back. Each line names an item
 * by its `position` in the order; `restock` puts the units back on sale (false for damaged ones).
 */
export const returnRequestSchema = z.object({
  lines: z
    .array(
      z.object({
        position: z.number({ error: 'Choose an item.' }).int().min(0),
        quantity: z
          .number({ error: 'Enter how many came back.' })
          .int('Enter a whole number.')
          .min(1, 'Return at least one unit.'),
      }),
      { error: 'Choose what came back.' },
    )
    .min(1, 'Choose what came back.')
    .max(100, 'Too many lines.'),
  reason: requiredText('Reason', 500),
  restock: z.boolean({ error: 'Say whether the units go back on sale.' }).default(true),
});
export type ReturnRequest = z.infer<typeof returnRequestSchema>;
export type ReturnRequestInput = z.input<typeof returnRequestSchema>;

export const NOT_RETURNABLE = 'Only a delivered, paid order can take a return.';
export const RETURN_LINE_UNKNOWN = 'That item is not in this order.';
export const RETURN_TWICE = 'Each item can be listed once per return.';
export const RETURN_RECORDED = 'The return is recorded, refunded and credited.';
export const RETURN_IN_PROGRESS =
  'Another return of this order is being recorded: reload the order in a moment and try again.';
export const returnTooMany = (name: string, left: number) =>
  left === 0 ? `${name} was already returned in full.` : `Only ${left} of ${name} can still be returned.`;

/** POST /api/admin/orders/:id/notes. */
export const orderNoteRequestSchema = z.object({
  text: noteSchema.pipe(z.string().min(1, 'Write a note first.')),
});
