import { z } from 'zod';
import { ADMIN_PAGE_SIZE_MAX } from './admin-orders';
import { hasNoNul } from './common';
import { ORDER_STATUSES, paymentMethodSchema } from './order';

/**
 * The back office's customers (docs/product/back-office.md, "Customers"): shoppers' accounts as staff read
 * them. Read only: nothing here carries a password or a payment's secrets.
 */

/** What the list sorts by; `-name` is the same, descending. */
export const CUSTOMER_SORT_FIELDS = ['name', 'email', 'joined', 'orders', 'spend', 'lastOrder'] as const;
export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];
export const CUSTOMER_SORTS = [
  'name',
  '-name',
  'email',
  '-email',
  'joined',
  '-joined',
  'orders',
  '-orders',
  'spend',
  '-spend',
  'lastOrder',
  '-lastOrder',
] as const satisfies readonly (CustomerSortField | `-${CustomerSortField}`)[];
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** The newest accounts first, as a list with no choice made. */
export const DEFAULT_CUSTOMER_SORT: CustomerSort = '-joined';

/** A sort read as its field and direction. */
export function readCustomerSort(sort: CustomerSort): { field: CustomerSortField; desc: boolean } {
  const desc = sort.startsWith('-');
  const field = CUSTOMER_SORT_FIELDS.find((name) => name === (desc ? sort.slice(1) : sort)) ?? 'joined';
  return { field, desc };
}

/** The sort of a field and direction (the inverse of readCustomerSort). */
export function customerSortOf(field: CustomerSortField, desc: boolean): CustomerSort {
  return CUSTOMER_SORTS.find((sort) => sort === (desc ? `-${field}` : field)) ?? DEFAULT_CUSTOMER_SORT;
}

/**
 * GET /api/admin/customers. `q` finds part of a name or an email (any letter case), or a phone number in any
 * of its written forms (`050 123 4567`, `971501234567`, `+971 50 123 4567`, or a run of its digits).
 */
export const adminCustomersQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(254, 'The search is too long.')
    .refine(hasNoNul, 'The search cannot contain a NUL character.')
    .optional(),
  sort: z.enum(CUSTOMER_SORTS, { error: 'Unknown sort.' }).default(DEFAULT_CUSTOMER_SORT),
  page: z.coerce.number({ error: 'page must be a number.' }).int().min(1, 'page starts at 1.').default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int()
    .min(1, 'limit must be at least 1.')
    .max(ADMIN_PAGE_SIZE_MAX, `limit must be at most ${ADMIN_PAGE_SIZE_MAX}.`)
    .default(20),
});
export type AdminCustomersQuery = z.input<typeof adminCustomersQuerySchema>;
export type AdminCustomersFilters = z.output<typeof adminCustomersQuerySchema>;

/** A shopper's account and what their orders come to. Money in AED. */
export const adminCustomerRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** When the account was made (ISO). */
  joined: z.string(),
  /** Every order the account placed, cancelled ones too. */
  orderCount: z.number().int(),
  /** The lifetime spend rule: docs/product/back-office.md, "Customers". */
  lifetimeSpend: z.number(),
  /** When the latest order was placed, or null before the first. */
  lastOrder: z.string().nullable(),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRowSchema>;

export const adminCustomersResponseSchema = z.object({
  success: z.literal(true),
  customers: z.array(adminCustomerRowSchema),
  total: z.number().int(),
});
export type AdminCustomersResponse = z.infer<typeof adminCustomersResponseSchema>;

/** One of the customer's orders, newest first: what it came to and whether it counts toward the spend. */
export const customerOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  date: z.string(),
  status: z.enum(ORDER_STATUSES),
  total: z.number(),
  paymentMethod: paymentMethodSchema,
  paid: z.boolean(),
  /** The AED this order adds to the lifetime spend (0 when it adds nothing). */
  spend: z.number(),
  discountCode: z.string().nullable(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

/** A discount code on one of the customer's orders (a cancelled order's code is free to use again). */
export const customerCodeUseSchema = z.object({
  code: z.string(),
  percent: z.number(),
  orderId: z.string(),
  orderNumber: z.string(),
  date: z.string(),
  status: z.enum(ORDER_STATUSES),
});
export type CustomerCodeUse = z.infer<typeof customerCodeUseSchema>;

/**
 * An address of the customer's, each once: those saved in their address book first (the default first), then
 * the other addresses their orders went to, the most recently used first.
 */
export const customerAddressSchema = z.object({
  fullname: z.string(),
  email: z.string(),
  phone: z.string(),
  street: z.string(),
  city: z.string(),
  region: z.string(),
  zipcode: z.string(),
  /** In the shopper's address book: its label and whether it is the default; null when only orders used it. */
  saved: z.object({ label: z.string(), isDefault: z.boolean() }).nullable(),
  /** When an order last went to it; null for a saved address no order has used. */
  lastUsed: z.string().nullable(),
  /** How many orders went to it. */
  orderCount: z.number().int(),
});
export type CustomerAddress = z.infer<typeof customerAddressSchema>;

export const adminCustomerDetailSchema = adminCustomerRowSchema.extend({
  /** The account's email on the newsletter list, and since when. */
  newsletter: z.object({ subscribed: z.boolean(), since: z.string().nullable() }),
  orders: z.array(customerOrderSchema),
  codesUsed: z.array(customerCodeUseSchema),
  addresses: z.array(customerAddressSchema),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;

export const adminCustomerResponseSchema = z.object({
  success: z.literal(true),
  customer: adminCustomerDetailSchema,
});
export type AdminCustomerResponse = z.infer<typeof adminCustomerResponseSchema>;

/** Any text is read as an id: one that is no customer's, well-formed or not, is a 404 (not a 400). */
export const customerIdParamsSchema = z.object({ id: z.string() });

/** A customer's id as stored; anything else names no customer. */
export const customerIdSchema = z.uuid();

export const CUSTOMER_NOT_FOUND = 'Customer not found.';
