import { z } from 'zod';
import { FILS_PER_AED } from '../pricing/money';
import { DISCOUNT_CODE_MAX_LENGTH } from './discount';
import { ORDER_STATUSES } from './order';

/** The limits of a code staff make (docs/product/back-office.md, "Discount codes"). */
export const DISCOUNT_CODE_MIN_LENGTH = 3;
export const DISCOUNT_PERCENT_MIN = 1;
export const DISCOUNT_PERCENT_MAX = 90;
export const DISCOUNT_USAGE_LIMIT_MAX = 1_000_000;
/** The highest minimum order, in AED: the most expensive product times a full cart, with room to spare. */
export const DISCOUNT_MIN_ORDER_MAX = 1_000_000;
/** The orders a code's page lists at a time, newest first. */
export const DISCOUNT_ORDERS_PAGE_SIZE = 20;

export const DISCOUNT_NOT_FOUND = 'Discount code not found.';
export const DISCOUNT_CODE_TAKEN = 'A discount code with this name already exists.';
export const DISCOUNT_DATES_OUT_OF_ORDER = 'The end must be after the start.';

/**
 * A new code's name, as a shopper will type it: trimmed and upper-cased (the checkout reads input the same
 * way), letters and digits only, so it is easy to say on the phone and to print.
 */
export const discountCodeNameSchema = z
  .string({ error: 'Enter a code.' })
  .trim()
  .toUpperCase()
  .min(DISCOUNT_CODE_MIN_LENGTH, `A code has at least ${DISCOUNT_CODE_MIN_LENGTH} characters.`)
  .max(DISCOUNT_CODE_MAX_LENGTH, `A code has at most ${DISCOUNT_CODE_MAX_LENGTH} characters.`)
  .regex(/^[A-Z0-9]+$/, 'A code may hold only letters and digits, no spaces.');

const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * An ISO 8601 moment with its offset (`2025-03-01T00:00:00+04:00`) the calendar has: no 30 February, no 25:00,
 * and a year from 2000 (the database refuses year 0, and no code starts before the store did).
 */
export function isInstant(text: string): boolean {
  const match = INSTANT.exec(text);
  if (!match) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return (
    year >= 2000 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    !Number.isNaN(Date.parse(text))
  );
}

const instantSchema = (label: string) =>
  z
    .string({ error: `${label} must be a date and time.` })
    .refine(isInstant, `${label} must be a date and time.`)
    .nullable()
    .default(null);

const wholeFils = (aed: number) => Math.abs(aed * FILS_PER_AED - Math.round(aed * FILS_PER_AED)) < 1e-6;

/** Everything about a code but its name: what an edit may change. */
const discountRulesShape = {
  percent: z
    .number({ error: 'Percent must be a number.' })
    .int('Percent must be a whole number.')
    .min(DISCOUNT_PERCENT_MIN, `Percent must be between ${DISCOUNT_PERCENT_MIN} and ${DISCOUNT_PERCENT_MAX}.`)
    .max(
      DISCOUNT_PERCENT_MAX,
      `Percent must be between ${DISCOUNT_PERCENT_MIN} and ${DISCOUNT_PERCENT_MAX}.`,
    ),
  /** From this moment (none: at once). */
  startsAt: instantSchema('Start'),
  /** Until this moment (none: for ever). */
  endsAt: instantSchema('End'),
  /** How many orders, of every shopper, may use it (none: no limit); a cancelled order frees its use. */
  usageLimit: z
    .number({ error: 'Usage limit must be a number, or empty for no limit.' })
    .int('Usage limit must be a whole number.')
    .min(1, 'Usage limit must be at least 1, or empty for no limit.')
    .max(DISCOUNT_USAGE_LIMIT_MAX, `Usage limit must be at most ${DISCOUNT_USAGE_LIMIT_MAX}.`)
    .nullable()
    .default(null),
  oncePerShopper: z.boolean({ error: 'Once per shopper must be true or false.' }).default(true),
  /** AED, compared with the items after their own discounts, before the code and delivery. */
  minOrder: z
    .number({ error: 'Minimum order must be a number.' })
    .min(0, 'Minimum order cannot be negative.')
    .max(DISCOUNT_MIN_ORDER_MAX, `Minimum order must be at most ${DISCOUNT_MIN_ORDER_MAX}.`)
    .refine(wholeFils, 'Minimum order can have at most two decimals.')
    .default(0),
  /** False while the code is paused: the checkout calls it invalid. */
  active: z.boolean({ error: 'Active must be true or false.' }).default(true),
};

/** A code's end must come after its start; the error sits under the end. */
function datesInOrder(rules: { startsAt: string | null; endsAt: string | null }, ctx: z.RefinementCtx): void {
  if (rules.startsAt === null || rules.endsAt === null) return;
  if (Date.parse(rules.endsAt) <= Date.parse(rules.startsAt))
    ctx.addIssue({ code: 'custom', message: DISCOUNT_DATES_OUT_OF_ORDER, path: ['endsAt'] });
}

/** POST /api/admin/discounts, and the back office's form for a new code. */
export const discountCreateSchema = z
  .object({ code: discountCodeNameSchema, ...discountRulesShape })
  .superRefine(datesInOrder);
export type DiscountCreateInput = z.input<typeof discountCreateSchema>;
export type DiscountCreate = z.output<typeof discountCreateSchema>;

/** PUT /api/admin/discounts/:code: the whole code but its name, which orders keep referring to. */
export const discountUpdateSchema = z.object(discountRulesShape).superRefine(datesInOrder);
export type DiscountUpdateInput = z.input<typeof discountUpdateSchema>;
export type DiscountUpdate = z.output<typeof discountUpdateSchema>;

/** `:code` in an address: read as the checkout reads a code; anything that cannot be one is not found. */
export const discountCodeParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^[A-Z0-9]{1,${DISCOUNT_CODE_MAX_LENGTH}}$`), DISCOUNT_NOT_FOUND),
});

/** GET /api/admin/discounts/:code?page=: the orders that used it, a page at a time. */
export const discountOrdersQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a number.' }).int().min(1, 'page starts at 1.').default(1),
});

/**
 * Where a code stands now. Expired and used up are said first, since resuming would not help; then paused;
 * then scheduled (its start is still to come); else active.
 */
export const DISCOUNT_STATES = ['active', 'paused', 'scheduled', 'expired', 'used-up'] as const;
export type DiscountState = (typeof DISCOUNT_STATES)[number];

export const adminDiscountSchema = z.object({
  code: z.string(),
  percent: z.number().int(),
  active: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  oncePerShopper: z.boolean(),
  /** AED. */
  minOrder: z.number(),
  /** Orders using it that are not cancelled. */
  uses: z.number().int(),
  createdAt: z.string(),
  state: z.enum(DISCOUNT_STATES),
});
export type AdminDiscount = z.infer<typeof adminDiscountSchema>;

export const adminDiscountsResponseSchema = z.object({
  success: z.literal(true),
  discounts: z.array(adminDiscountSchema),
});
export type AdminDiscountsResponse = z.infer<typeof adminDiscountsResponseSchema>;

/** An order that used a code, as the code's page lists it. */
export const discountOrderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  date: z.string(),
  customer: z.object({ name: z.string(), email: z.string() }),
  /** AED, as charged. */
  total: z.number(),
  status: z.enum(ORDER_STATUSES),
});
export type DiscountOrder = z.infer<typeof discountOrderSchema>;

/** One code, the orders that used it (cancelled ones too, newest first), and how many there are in all. */
export const adminDiscountResponseSchema = z.object({
  success: z.literal(true),
  discount: adminDiscountSchema,
  orders: z.array(discountOrderSchema),
  ordersTotal: z.number().int(),
});
export type AdminDiscountResponse = z.infer<typeof adminDiscountResponseSchema>;

/** What creating or editing a code answers: the code as it now is. */
export const adminDiscountSavedSchema = z.object({
  success: z.literal(true),
  discount: adminDiscountSchema,
  message: z.string(),
});
export type AdminDiscountSaved = z.infer<typeof adminDiscountSavedSchema>;
