import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
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
    /** design §4: money is integer fils. */
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

/** Newsletter sign-ups (issue 3): one row per address, stored lower-cased, never revealed back. */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: uuid().primaryKey().defaultRandom(),
  email: text().notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A signed-in shopper's cart (issue 4): one row per (product, colour, size), design §4 Cart, so one size can
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

/** A signed-in shopper's wishlist (issue 4): one row per product, keeping the size last chosen. */
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

export const productsRelations = relations(products, ({ many }) => ({ variants: many(productVariants) }));

export const productVariantsRelations = relations(productVariants, ({ one, many }) => ({
  product: one(products, { fields: [productVariants.productId], references: [products.id] }),
  sizes: many(variantSizes),
}));

export const variantSizesRelations = relations(variantSizes, ({ one }) => ({
  variant: one(productVariants, { fields: [variantSizes.variantId], references: [productVariants.id] }),
}));
