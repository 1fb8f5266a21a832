import type { OrderAddress } from '@souq/shared/schemas/order';
import { relations, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  /** Stored lower-cased. */
  email: text().notNull().unique(),
  /** E.164, e.g. +971501234567. */
  phone: text().notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const products = pgTable(
  'products',
  {
    id: uuid().primaryKey().defaultRandom(),
    sku: text().notNull().unique(),
    name: text().notNull(),
    description: text().notNull(),
    category: text().notNull(),
    subCategory: text('sub_category').notNull(),
    images: jsonb().$type<string[]>().notNull(),
    /** Money is integer fils. */
    priceFils: integer('price_fils').notNull(),
    discount: integer().notNull().default(0),
    flashsale: boolean().notNull().default(false),
    flashDiscount: integer('flash_discount').notNull().default(0),
    bestseller: boolean().notNull().default(false),
    bestofkids: boolean().notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_price_positive', sql`${t.priceFils} > 0`),
    check('products_discount_range', sql`${t.discount} between 0 and 100`),
    check('products_flash_discount_range', sql`${t.flashDiscount} between 0 and 100`),
    // The list order: the catalogue is read in pages along it, each page after the last one's key.
    index('products_list_order').on(t.createdAt.desc(), t.sku),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorName: text('color_name').notNull(),
    images: jsonb().$type<string[]>().notNull(),
    position: integer().notNull(),
  },
  (t) => [unique('product_variants_product_color').on(t.productId, t.colorName)],
);

/**
 * One row per (product, colour, size): the unit of stock. Rows rather than a JSONB column so an order can
 * lock and decrement exactly the sizes it buys, and a CHECK keeps stock from going below zero.
 */
export const variantSizes = pgTable(
  'variant_sizes',
  {
    id: uuid().primaryKey().defaultRandom(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    size: text().notNull(),
    stock: integer().notNull(),
    subSku: text('sub_sku').notNull().unique(),
    position: integer().notNull(),
  },
  (t) => [
    unique('variant_sizes_variant_size').on(t.variantId, t.size),
    check('variant_sizes_stock_non_negative', sql`${t.stock} >= 0`),
  ],
);

/** Settings the instances share, e.g. the generated JWT secret. */
export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: text().notNull(),
});

/** Newsletter sign-ups: one row per address, stored lower-cased, never revealed back. */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: uuid().primaryKey().defaultRandom(),
  email: text().notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A signed-in shopper's cart: one row per (product, colour, size) (docs/product/cart.md), so one size can
 * be held in two colours. Deleting a product or an account takes its lines with it.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorName: text('color_name').notNull(),
    size: text().notNull(),
    quantity: integer().notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId, t.colorName, t.size] }),
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
    // The key leads with the user; deleting a product finds its lines through this index.
    index('cart_lines_product_id_idx').on(t.productId),
  ],
);

/** A signed-in shopper's wishlist: one row per product, keeping the size last chosen. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text().notNull(),
    quantity: integer().notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    check('wishlist_items_quantity_positive', sql`${t.quantity} > 0`),
    index('wishlist_items_product_id_idx').on(t.productId),
  ],
);

/** The discount codes (seeded FIRSTDAY 10, AFZ44 5, JWH12 5 by migration 0003), once per shopper. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    /** Stored upper-cased, as the shopper's input is read (see docs/product/checkout.md). */
    code: text().primaryKey(),
    percent: integer().notNull(),
    active: boolean().notNull().default(true),
  },
  (t) => [check('discount_codes_percent_range', sql`${t.percent} between 1 and 100`)],
);

/** Hands out the orders' short numbers (`LS-100001`, …); see packages/shared/src/orders/order-number.ts. */
export const orderNumberSequence = pgSequence('orders_number_seq', { startWith: 100001 });

/**
 * One order (docs/product/orders.md). Money in fils (docs/product/prices.md). `payment_method`, `payment` and
 * `gateway_ref` are there for card orders: a gateway's payment or session id is kept so its verify and
 * webhook calls can find the order. `stock_held` is true while the order's units are out of stock for others,
 * so giving them back (cancel, a failed or expired payment) happens once.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountFils: integer('amount_fils').notNull(),
    /** The order payload's address, phone normalised (userId never kept: the shopper is the token's). */
    address: jsonb().$type<OrderAddress>().notNull(),
    shippingMethod: text('shipping_method').notNull(),
    discountCode: text('discount_code').references(() => discountCodes.code),
    discountPercent: integer('discount_percent').notNull().default(0),
    paymentMethod: text('payment_method').notNull(),
    status: text().notNull(),
    payment: boolean().notNull().default(false),
    gatewayRef: text('gateway_ref'),
    stockHeld: boolean('stock_held').notNull().default(true),
    /**
     * The client's Idempotency-Key header, any 1-255 visible ASCII characters (see
     * docs/decisions/007-idempotency-keys.md), unique per shopper.
     */
    idempotencyKey: varchar('idempotency_key', { length: 255 }),
    /** The order's number for people, shown as `LS-{number}`. */
    number: bigint({ mode: 'number' }).notNull().default(sql`nextval('orders_number_seq')`),
    /** Cash on delivery: what the courier brought back, when staff recorded it (null until then). */
    cashCollectedFils: integer('cash_collected_fils'),
    cashCollectedAt: timestamp('cash_collected_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.number),
    check('orders_cash_collected_non_negative', sql`${t.cashCollectedFils} >= 0`),
    // The orders desk lists the newest first, across every shopper.
    index('orders_created_at_idx').on(t.createdAt.desc()),
    check('orders_amount_non_negative', sql`${t.amountFils} >= 0`),
    check('orders_payment_method', sql`${t.paymentMethod} in ('cod', 'stripe')`),
    check('orders_shipping_method', sql`${t.shippingMethod} in ('Normal', 'Express')`),
    check(
      'orders_status',
      sql`${t.status} in ('Order Placed', 'Payment Pending', 'Packing', 'Shipped', 'Out for delivery', 'Delivered', 'Cancelled')`,
    ),
    index('orders_user_id_created_at_idx').on(t.userId, t.createdAt),
    uniqueIndex('orders_user_id_idempotency_key_idx').on(t.userId, t.idempotencyKey),
    // A webhook names the gateway's payment or session; it finds its order through this.
    uniqueIndex('orders_gateway_ref_idx').on(t.gatewayRef).where(sql`${t.gatewayRef} is not null`),
    // The expiry sweep (pending card orders older than 30 minutes) reads only waiting orders.
    index('orders_payment_pending_created_at_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'Payment Pending'`),
    // Each code once per shopper. A cancelled order frees its code, so it is left out of the index;
    // two racing orders with one code cannot both commit.
    uniqueIndex('orders_user_id_discount_code_idx')
      .on(t.userId, t.discountCode)
      .where(sql`${t.discountCode} is not null and ${t.status} <> 'Cancelled'`),
  ],
);

/**
 * What an order bought (see docs/product/orders.md), as a snapshot: the name, images and prices stay as they
 * were when the order was placed. `variant_size_id` names the stock row the units came from, so cancelling
 * gives them back to exactly that row; it is cleared if the catalogue drops the size.
 */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    productId: uuid('product_id').notNull(),
    variantSizeId: uuid('variant_size_id').references(() => variantSizes.id, { onDelete: 'set null' }),
    name: text().notNull(),
    images: jsonb().$type<string[]>().notNull(),
    /** The list price of one unit. */
    priceFils: integer('price_fils').notNull(),
    discount: integer().notNull(),
    lineFils: integer('line_fils').notNull(),
    quantity: integer().notNull(),
    size: text().notNull(),
    colorName: text('color_name').notNull(),
    subSku: text('sub_sku').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    index('order_items_variant_size_id_idx').on(t.variantSizeId),
  ],
);

/**
 * The built-in demo gateway's payment intents ('demo_pi_…') and hosted sessions
 * ('demo_cs_…'), standing in for Stripe's own records when no keys are set. The client secret is random and
 * is the only capability a browser holds (as with Stripe.js); a session id is random too, since its page
 * is reached by that id alone. One intent and one session at most per order, so retries reuse them.
 */
export const demoPayments = pgTable(
  'demo_payments',
  {
    id: text().primaryKey(),
    kind: text().notNull(),
    clientSecret: text('client_secret').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountFils: integer('amount_fils').notNull(),
    status: text().notNull(),
    refunded: boolean().notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('demo_payments_kind', sql`${t.kind} in ('intent', 'session')`),
    check(
      'demo_payments_status',
      sql`${t.status} in ('requires_payment_method', 'succeeded', 'canceled', 'open', 'paid', 'expired')`,
    ),
    check('demo_payments_amount_non_negative', sql`${t.amountFils} >= 0`),
    uniqueIndex('demo_payments_client_secret_idx').on(t.clientSecret),
    uniqueIndex('demo_payments_order_id_kind_idx').on(t.orderId, t.kind),
  ],
);

/**
 * Everything that happened to an order, in order: each status it took (written by a trigger on `orders`,
 * migration 0010, whoever moved it: placement, the gateway, the shopper, staff), staff's notes and the
 * cash collected. `actor` is who: 'staff' (then `staff_id` and `staff_name`), 'shopper' or 'store'.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    kind: text().notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    note: text(),
    amountFils: integer('amount_fils'),
    actor: text().notNull(),
    staffId: uuid('staff_id'),
    staffName: text('staff_name'),
  },
  (t) => [
    check('order_events_kind', sql`${t.kind} in ('status', 'note', 'cash')`),
    check('order_events_actor', sql`${t.actor} in ('staff', 'shopper', 'store')`),
    index('order_events_order_id_idx').on(t.orderId, t.id),
  ],
);

/**
 * The people who run the store, apart from shoppers: an `owner` manages staff and settings, `staff` work the
 * orders. A removed member keeps their row (`removed_at`), so timelines and the audit log still name them;
 * the address is then free for a new invitation.
 */
export const staff = pgTable(
  'staff',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Stored lower-cased. */
    email: text().notNull(),
    name: text().notNull(),
    role: text().notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /**
     * Two-factor sign-in: the authenticator's shared secret (base32) once confirmed, the one being set up
     * until then, and the last 30-second step a code was accepted for, so a code works once.
     */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  },
  (t) => [
    check('staff_role', sql`${t.role} in ('owner', 'staff')`),
    uniqueIndex('staff_email_idx').on(t.email).where(sql`${t.removedAt} is null`),
  ],
);

/**
 * Signed-in staff. The cookie holds a random token; only its SHA-256 is kept, so a copy of this table opens
 * nothing. Deleting the row ends the session at once.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text(),
    userAgent: text('user_agent'),
  },
  (t) => [index('staff_sessions_staff_id_idx').on(t.staffId)],
);

/**
 * One-time links: `setup` makes the first owner (printed at start, 24 h), `invite` lets a new member choose
 * their password (72 h). Only the token's SHA-256 is kept; `used_at` makes each link work once.
 */
export const staffInvites = pgTable(
  'staff_invites',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text().notNull(),
    email: text(),
    role: text().notNull(),
    invitedBy: uuid('invited_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    check('staff_invites_kind', sql`${t.kind} in ('setup', 'invite')`),
    check('staff_invites_role', sql`${t.role} in ('owner', 'staff')`),
  ],
);

/**
 * Every change made from the back office, written in the same transaction as the change. Append-only: a
 * trigger (migration 0010) refuses UPDATE, DELETE and TRUNCATE. No foreign keys, so removing anything
 * never touches a row; `staff_email` keeps who it was.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    staffId: uuid('staff_id'),
    staffEmail: text('staff_email'),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text('entity_id'),
    before: jsonb().$type<unknown>(),
    after: jsonb().$type<unknown>(),
    ip: text(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.id),
    index('audit_log_staff_id_idx').on(t.staffId, t.id),
  ],
);

export const productsRelations = relations(products, ({ many }) => ({ variants: many(productVariants) }));

export const productVariantsRelations = relations(productVariants, ({ one, many }) => ({
  product: one(products, { fields: [productVariants.productId], references: [products.id] }),
  sizes: many(variantSizes),
}));

export const variantSizesRelations = relations(variantSizes, ({ one }) => ({
  variant: one(productVariants, { fields: [variantSizes.variantId], references: [productVariants.id] }),
}));
