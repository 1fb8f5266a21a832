import type { OrderAddress } from '@souq/shared/schemas/order';
import type { TaxDocumentContent } from '@souq/shared/schemas/tax-documents';
import { relations, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
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
  /**
   * Signed into every token; raised when the password is reset or changed, or the shopper signs out
   * everywhere, so every token signed before stops working (docs/product/accounts.md).
   */
  tokenVersion: integer('token_version').notNull().default(0),
  /**
   * Set when the shopper deletes the account: its personal fields are erased in the same statement and it
   * can never sign in again. The row stays, so the orders kept for the store's records still name it.
   */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const products = pgTable(
  'products',
  {
    id: uuid().primaryKey().defaultRandom(),
    sku: text().notNull().unique(),
    name: text().notNull(),
    description: text().notNull(),
    /** The Arabic name and description; empty until written, and the English is shown in their place. */
    nameAr: text('name_ar').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
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
    /** Set when staff archive the product: it leaves the listing and search, its orders keep their snapshot. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
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
    /** The colour's name in Arabic, for display only: `colorName` is what carts and orders name it by. */
    colorNameAr: text('color_name_ar').notNull().default(''),
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

/** Raw bytes: pg and PGlite both hand a bytea over as a Buffer-compatible Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** A text search document; written by the database's own triggers (migration 0020), never by the app. */
const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });

/** Settings the instances share, e.g. the generated JWT secret. */
export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: text().notNull(),
});

/** Newsletter sign-ups: one row per address, stored lower-cased, never revealed back. */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: uuid().primaryKey().defaultRandom(),
  email: text().notNull().unique(),
  /** Marketing goes only to confirmed addresses: the link in the confirmation e-mail sets this. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The confirmation link's token, hashed; cleared once confirmed. */
  confirmTokenHash: text('confirm_token_hash'),
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
    /** False while staff have paused the code. */
    active: boolean().notNull().default(true),
    /** The code works from this moment (none: at once) until `ends_at` (none: for ever). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** How many orders not cancelled may use it, across every shopper (none: no limit). */
    usageLimit: integer('usage_limit'),
    /** Each shopper may use it on one order not cancelled (the orders table's unique index enforces it). */
    oncePerShopper: boolean('once_per_shopper').notNull().default(true),
    /** The smallest order, in fils of the items' subtotal before the code, that may use it. */
    minOrderFils: integer('min_order_fils').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('discount_codes_percent_range', sql`${t.percent} between 1 and 100`),
    check('discount_codes_usage_limit_positive', sql`${t.usageLimit} > 0`),
    check('discount_codes_min_order_non_negative', sql`${t.minOrderFils} >= 0`),
    check('discount_codes_dates_in_order', sql`${t.endsAt} > ${t.startsAt}`),
  ],
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
    /** The code's once-per-shopper rule as it was when the order used it, for the unique index below. */
    discountOncePerShopper: boolean('discount_once_per_shopper').notNull().default(true),
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
    /**
     * The bill's parts and its VAT as they were at placement (docs/product/vat-and-invoices.md), so a later
     * change of rate, price or rule never rewrites an order: the VAT rate in percent (0 when the store was not
     * registered), the code's amount, delivery and the Express charge with the VAT in each, and the order's
     * VAT, the sum of its lines'.
     */
    vatPercent: integer('vat_percent').notNull().default(0),
    couponFils: integer('coupon_fils').notNull().default(0),
    deliveryFils: integer('delivery_fils').notNull().default(0),
    deliveryVatFils: integer('delivery_vat_fils').notNull().default(0),
    expressFils: integer('express_fils').notNull().default(0),
    expressVatFils: integer('express_vat_fils').notNull().default(0),
    vatFils: integer('vat_fils').notNull().default(0),
    /**
     * While a return of this order is being recorded (its card refunded, then credited), until this time: a
     * second return waits for it rather than refunding beside it. Cleared when it ends.
     */
    returnClaimedUntil: timestamp('return_claimed_until', { withTimezone: true }),
    /** A VAT-registered business buying: its name and TRN go on a full tax invoice. */
    businessName: text('business_name'),
    businessTrn: text('business_trn'),
    /** The language the shopper placed the order in: its e-mails speak it, whoever moves the order. */
    locale: text().notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.number),
    check('orders_locale', sql`${t.locale} in ('en', 'ar')`),
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
      .where(
        sql`${t.discountCode} is not null and ${t.status} <> 'Cancelled' and ${t.discountOncePerShopper}`,
      ),
    // A code's uses, counted against its usage limit and listed in the back office.
    index('orders_discount_code_idx')
      .on(t.discountCode, t.createdAt)
      .where(sql`${t.discountCode} is not null`),
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
    /** The product's and the colour's Arabic names as they were ordered ('' where none was written). */
    nameAr: text('name_ar').notNull().default(''),
    images: jsonb().$type<string[]>().notNull(),
    /** The list price of one unit. */
    priceFils: integer('price_fils').notNull(),
    discount: integer().notNull(),
    lineFils: integer('line_fils').notNull(),
    quantity: integer().notNull(),
    size: text().notNull(),
    colorName: text('color_name').notNull(),
    colorNameAr: text('color_name_ar').notNull().default(''),
    subSku: text('sub_sku').notNull(),
    /** This line's share of the code's discount, and the VAT in what it finally cost. */
    couponShareFils: integer('coupon_share_fils').notNull().default(0),
    vatFils: integer('vat_fils').notNull().default(0),
    /** Units the shopper sent back, each credited by a tax credit note (docs/product/vat-and-invoices.md). */
    returnedQuantity: integer('returned_quantity').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    check(
      'order_items_returned_within_quantity',
      sql`${t.returnedQuantity} >= 0 and ${t.returnedQuantity} <= ${t.quantity}`,
    ),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    index('order_items_variant_size_id_idx').on(t.variantSizeId),
  ],
);

/**
 * Part refunds the demo gateway made (a return), one row per refund key, so a repeated request with the same
 * key refunds once, as Stripe's idempotency keys do.
 */
export const demoRefunds = pgTable('demo_refunds', {
  key: text().primaryKey(),
  paymentId: text('payment_id')
    .notNull()
    .references(() => demoPayments.id, { onDelete: 'cascade' }),
  amountFils: integer('amount_fils').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    check('order_events_kind', sql`${t.kind} in ('status', 'note', 'cash', 'return')`),
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

/**
 * Every change to a size's stock, one row each, written by a trigger on variant_sizes (migration 0012) from
 * the reason the transaction set in `souq.stock_reason`; a change with no reason is refused. Append-only, and
 * no foreign keys, so archiving or reshaping a product never touches its history.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    variantSizeId: uuid('variant_size_id').notNull(),
    productId: uuid('product_id').notNull(),
    colorName: text('color_name').notNull(),
    size: text().notNull(),
    subSku: text('sub_sku').notNull(),
    delta: integer().notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text().notNull(),
    orderId: uuid('order_id'),
    staffId: uuid('staff_id'),
    staffName: text('staff_name'),
    note: text(),
  },
  (t) => [
    index('stock_movements_size_idx').on(t.variantSizeId, t.id),
    index('stock_movements_product_idx').on(t.productId, t.id),
    check(
      'stock_movements_reason',
      sql`${t.reason} in ('initial', 'order_placed', 'order_cancelled', 'payment_expired', 'received', 'counted', 'damaged', 'returned', 'import')`,
    ),
  ],
);

/**
 * Pictures staff upload, when the store runs on PostgreSQL and has no bucket: every instance behind a
 * balancer reads the same rows. Keys carry the content's hash, so a key's bytes never change.
 */
export const uploadedFiles = pgTable('uploaded_files', {
  key: text().primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * E-mail waiting to go, or gone (docs/product/e-mail.md). A row is written in the same transaction as what
 * causes it; the outbox worker renders it from `template` and `data` and sends it. `id` is also the
 * message's Message-ID, so a resend after a crash is the same message.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    template: text().notNull(),
    recipient: text().notNull(),
    /** The account the message is about, if any: deleting the account erases its messages. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    locale: text().notNull().default('en'),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While a worker sends it: another worker may take it over only after this. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /**
     * Which claim holds it while `sending`, new each time a worker takes it: a worker records a result, or
     * renews its lease, only while its own claim is still the one on the row.
     */
    claimToken: uuid('claim_token'),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('outbox_messages_status', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    // The worker reads only what is still to go.
    index('outbox_messages_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'sending')`),
    index('outbox_messages_created_at_idx').on(t.createdAt.desc()),
    index('outbox_messages_user_id_idx').on(t.userId),
  ],
);

/**
 * Single-use links sent to a shopper: a password reset, or the confirmation of a new e-mail address. Only
 * the token's SHA-256 is kept; the link carries the token.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text().notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** For an e-mail change: the address being confirmed. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('account_tokens_purpose', sql`${t.purpose} in ('password_reset', 'email_change')`),
    index('account_tokens_user_id_idx').on(t.userId, t.purpose),
  ],
);

/** A shopper's saved delivery addresses, with the checkout's fields; at most one is the default. */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text().notNull(),
    fullname: text().notNull(),
    email: text().notNull(),
    /** E.164, as the checkout stores it. */
    phone: text().notNull(),
    street: text().notNull(),
    city: text().notNull(),
    region: text().notNull(),
    zipcode: text().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('addresses_default_idx').on(t.userId).where(sql`${t.isDefault}`),
    index('addresses_user_id_idx').on(t.userId, t.createdAt),
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

/**
 * The last number handed out in each series and year (`INV` 2026 → 17): a document's number is taken by
 * updating this row inside the transaction that issues it, so a rollback gives the number back and two
 * instances queue on the row lock. A sequence would leave gaps (docs/decisions/019-gap-free-document-numbers.md).
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text().notNull(),
    year: integer().notNull(),
    last: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/**
 * Tax invoices and tax credit notes, as issued: `content` is everything the document shows, frozen. Never
 * updated or deleted (a trigger refuses it), and an order with a document cannot be deleted.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    number: text().notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** The invoice a credit note corrects. */
    invoiceId: uuid('invoice_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    supplyDate: date('supply_date', { mode: 'string' }).notNull(),
    /** Signed as the VAT return reads them: a credit note's amounts are negative. */
    netFils: integer('net_fils').notNull(),
    vatFils: integer('vat_fils').notNull(),
    grossFils: integer('gross_fils').notNull(),
    content: jsonb().$type<TaxDocumentContent>().notNull(),
  },
  (t) => [
    check('tax_documents_kind', sql`${t.kind} in ('invoice', 'credit_note')`),
    // One invoice per order, whoever issues it.
    uniqueIndex('tax_documents_one_invoice_idx').on(t.orderId).where(sql`${t.kind} = 'invoice'`),
    index('tax_documents_order_id_idx').on(t.orderId),
    index('tax_documents_issued_at_idx').on(t.issuedAt),
    foreignKey({ columns: [t.invoiceId], foreignColumns: [t.id], name: 'tax_documents_invoice_id_fk' }),
  ],
);

/** Each document's PDF, made once and then served byte for byte; its SHA-256 shows it never changed. */
export const taxDocumentFiles = pgTable('tax_document_files', {
  documentId: uuid('document_id')
    .primaryKey()
    .references(() => taxDocuments.id),
  pdf: bytea().notNull(),
  sha256: text().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each product's search document: its words in both languages, weighted A (name), B (sku, sub-SKUs, group,
 * kind, colours) and C (description). Kept by triggers on the catalogue's tables (docs/decisions/021-search-in-postgres.md).
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    document: tsvector().notNull(),
  },
  (t) => [index('product_search_document').using('gin', t.document)],
);

/** Every word the catalogue's documents hold, for correcting a shopper's typing (trigram candidates). */
export const searchLexicon = pgTable('search_lexicon', { word: text().primaryKey() }, (t) => [
  index('search_lexicon_trigrams').using('gist', sql`${t.word} gist_trgm_ops`),
]);

/** Groups of words a shopper may use for the same thing ("tee, t-shirt, tshirt"), edited in the back office. */
export const searchSynonyms = pgTable('search_synonyms', {
  id: uuid().primaryKey().defaultRandom(),
  /** Each term as the shopper would type it; matched after the same normalising as the documents. */
  terms: text().array().notNull(),
  /** The terms normalised as search reads them, each one word ("t shirt" is "tshirt"): kept by the database. */
  words: text().array().notNull().generatedAlwaysAs(sql`search_terms(terms)`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
