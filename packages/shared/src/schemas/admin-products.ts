import { z } from 'zod';
import { CATEGORIES, SUB_CATEGORIES } from '../catalog/categories';
import { FILS_PER_AED } from '../pricing/money';
import { ALL_SIZES, sizeLabel } from '../sizes/size-tables';
import { ADMIN_PAGE_SIZE_MAX } from './admin-orders';
import { STOCK_MAX } from './admin-stock';
import { hasNoNul, requiredText } from './common';

/** The highest product or flash discount staff may set, in percent. */
export const PRODUCT_DISCOUNT_MAX = 90;
/** The highest price a product may carry, in AED. */
export const PRODUCT_PRICE_MAX = 100_000;
export const PRODUCT_IMAGES_MAX = 12;

/** Product and sub-SKUs: letters, digits and - _ . /, as printed on a label. */
const SKU = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;
export const skuSchema = (label: string) =>
  requiredText(label, 64).regex(SKU, `${label} may hold only letters, digits and - _ . /`);

/**
 * A picture's address: one the store serves (`/uploads/…`, `/art/…`) or an https address elsewhere. Nothing
 * that a browser would run (`javascript:`), and no other site over plain http.
 */
export const imageUrlSchema = z
  .string({ error: 'An image address must be text.' })
  .trim()
  .min(1, 'An image address is required.')
  .max(2048, 'An image address is too long.')
  .refine(
    (url) => /^\/(uploads|art)\/[A-Za-z0-9._/-]+$/.test(url) || /^https:\/\/[^\s"'<>]+$/.test(url),
    'An image must be an uploaded picture or an https address.',
  );

const imagesSchema = z
  .array(imageUrlSchema, { error: 'Images must be a list.' })
  .max(PRODUCT_IMAGES_MAX, `At most ${PRODUCT_IMAGES_MAX} images.`);

/**
 * Text a client may leave out, trimmed, with no NUL (PostgreSQL refuses one in text). Left out of a new
 * product it is empty; left out of an edit it stays as it was, so a client that knows nothing of it never
 * erases it.
 */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine(hasNoNul, `${label} cannot contain a NUL character.`)
    .optional();

const percentSchema = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(0, `${label} must be between 0 and ${PRODUCT_DISCOUNT_MAX}.`)
    .max(PRODUCT_DISCOUNT_MAX, `${label} must be between 0 and ${PRODUCT_DISCOUNT_MAX}.`);

/** AED with at most two decimals (whole fils), above zero. */
export const priceAedSchema = z
  .number({ error: 'Price must be a number.' })
  // At least one fils: a tiny positive number (5e-324) would round to a price of 0.
  .min(0.01, 'Price must be more than 0.')
  .max(PRODUCT_PRICE_MAX, `Price must be at most ${PRODUCT_PRICE_MAX}.`)
  .refine(
    (aed) => Math.abs(aed * FILS_PER_AED - Math.round(aed * FILS_PER_AED)) < 1e-6,
    'Price can have at most two decimals.',
  );

export const productSizeInputSchema = z.object({
  size: z.enum(ALL_SIZES as [string, ...string[]], {
    error: 'Choose a size from the size tables (80-170, EU 21-42 or Free-size).',
  }),
  /** Only a new size's opening stock: existing sizes change stock through the stock ledger. */
  stock: z
    .number({ error: 'Stock must be a number.' })
    .int('Stock must be a whole number.')
    .min(0, 'Stock cannot be negative.')
    .max(STOCK_MAX, `Stock cannot be more than ${STOCK_MAX}.`),
  subSku: skuSchema('Sub-SKU'),
});
export type ProductSizeInput = z.infer<typeof productSizeInputSchema>;

export const productColorInputSchema = z.object({
  /** An existing colour's id, so renaming it keeps its sizes, stock and history. */
  id: z.uuid('Unknown colour.').optional(),
  colorName: requiredText('Colour name', 80),
  /** Shown to shoppers reading Arabic; empty shows `colorName`. */
  colorNameAr: optionalText('Arabic colour name', 80),
  images: imagesSchema,
  sizes: z
    .array(productSizeInputSchema, { error: 'Sizes must be a list.' })
    .min(1, 'Add at least one size.')
    .max(ALL_SIZES.length, 'Too many sizes.'),
});
export type ProductColorInput = z.infer<typeof productColorInputSchema>;

/** POST /api/admin/products and PUT /api/admin/products/:id. Price in AED, as the storefront shows it. */
export const productInputSchema = z
  .object({
    name: requiredText('Name', 120).refine(hasNoNul, 'Name cannot contain a NUL character.'),
    /** The Arabic name and description: while empty the storefront shows the English in their place. */
    nameAr: optionalText('Arabic name', 120),
    sku: skuSchema('SKU'),
    description: z
      .string({ error: 'Description must be text.' })
      .trim()
      .max(5000, 'Description must be at most 5000 characters.')
      .refine(hasNoNul, 'Description cannot contain a NUL character.'),
    descriptionAr: optionalText('Arabic description', 5000),
    category: z.enum(CATEGORIES, { error: 'Choose a category: Boys, Girls or Unisex.' }),
    subCategory: z.enum(SUB_CATEGORIES, { error: `Choose a sub-category: ${SUB_CATEGORIES.join(', ')}.` }),
    price: priceAedSchema,
    discount: percentSchema('Discount'),
    flashsale: z.boolean({ error: 'Flash sale must be true or false.' }),
    flashDiscount: percentSchema('Flash discount'),
    bestseller: z.boolean({ error: 'Bestseller must be true or false.' }),
    bestofkids: z.boolean({ error: 'Best of kids must be true or false.' }),
    images: imagesSchema,
    colors: z
      .array(productColorInputSchema, { error: 'Colours must be a list.' })
      .min(1, 'Add at least one colour.')
      .max(20, 'At most 20 colours.'),
  })
  .superRefine((product, ctx) => {
    const colourNames = new Set<string>();
    const subSkus = new Set<string>();
    product.colors.forEach((color, c) => {
      const name = color.colorName.toLowerCase();
      if (colourNames.has(name))
        ctx.addIssue({
          code: 'custom',
          message: 'Each colour needs its own name.',
          path: ['colors', c, 'colorName'],
        });
      colourNames.add(name);
      const sizes = new Set<string>();
      color.sizes.forEach((size, s) => {
        if (sizes.has(size.size))
          ctx.addIssue({
            code: 'custom',
            message: 'This size is listed twice.',
            path: ['colors', c, 'sizes', s, 'size'],
          });
        sizes.add(size.size);
        const subSku = size.subSku.toUpperCase();
        if (subSkus.has(subSku))
          ctx.addIssue({
            code: 'custom',
            message: 'Each size needs its own sub-SKU.',
            path: ['colors', c, 'sizes', s, 'subSku'],
          });
        subSkus.add(subSku);
      });
    });
    if (product.flashsale && product.flashDiscount === 0)
      ctx.addIssue({
        code: 'custom',
        message: 'A flash sale needs a flash discount above 0.',
        path: ['flashDiscount'],
      });
  });
export type ProductInput = z.infer<typeof productInputSchema>;
export type ProductInputDraft = z.input<typeof productInputSchema>;

export const STOCK_STATES = ['in_stock', 'low', 'sold_out'] as const;
export type StockState = (typeof STOCK_STATES)[number];
export const PRODUCT_FLAGS = ['flashsale', 'bestseller', 'bestofkids'] as const;
export const PRODUCT_SORTS = ['created', 'name', 'sku', 'price', 'stock'] as const;

/** GET /api/admin/products. `q` finds a name, a SKU or a sub-SKU. */
export const adminProductsQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(120, 'The search is too long.')
    .refine(hasNoNul, 'The search cannot contain a NUL character.')
    .optional(),
  category: z.enum(CATEGORIES, { error: 'Unknown category.' }).optional(),
  flag: z.enum(PRODUCT_FLAGS, { error: 'Unknown flag.' }).optional(),
  stock: z.enum(STOCK_STATES, { error: 'stock must be in_stock, low or sold_out.' }).optional(),
  archived: z
    .enum(['true', 'false', 'all'], { error: 'archived must be true, false or all.' })
    .default('false'),
  sort: z.enum(PRODUCT_SORTS, { error: 'Unknown sort.' }).default('created'),
  dir: z.enum(['asc', 'desc'], { error: 'dir must be asc or desc.' }).default('desc'),
  page: z.coerce.number({ error: 'page must be a number.' }).int().min(1, 'page starts at 1.').default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int()
    .min(1, 'limit must be at least 1.')
    .max(ADMIN_PAGE_SIZE_MAX, `limit must be at most ${ADMIN_PAGE_SIZE_MAX}.`)
    .default(20),
});
export type AdminProductsQuery = z.input<typeof adminProductsQuerySchema>;
export type AdminProductsFilters = z.output<typeof adminProductsQuerySchema>;

/** One row of the back office's product list. Price in AED. */
export const adminProductRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string(),
  category: z.enum(CATEGORIES),
  subCategory: z.enum(SUB_CATEGORIES),
  price: z.number(),
  discount: z.number(),
  flashsale: z.boolean(),
  flashDiscount: z.number(),
  bestseller: z.boolean(),
  bestofkids: z.boolean(),
  image: z.string().nullable(),
  totalStock: z.number(),
  stockState: z.enum(STOCK_STATES),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

export const adminProductListResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(adminProductRowSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  lowStockThreshold: z.number(),
});

export const adminProductSizeSchema = z.object({
  id: z.string(),
  size: z.string(),
  stock: z.number(),
  subSku: z.string(),
});
export const adminProductColorSchema = z.object({
  id: z.string(),
  colorName: z.string(),
  colorNameAr: z.string(),
  images: z.array(z.string()),
  sizes: z.array(adminProductSizeSchema),
});

/** A product as the edit form and the stock grid read it. */
export const adminProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameAr: z.string(),
  sku: z.string(),
  description: z.string(),
  descriptionAr: z.string(),
  category: z.enum(CATEGORIES),
  subCategory: z.enum(SUB_CATEGORIES),
  price: z.number(),
  discount: z.number(),
  flashsale: z.boolean(),
  flashDiscount: z.number(),
  bestseller: z.boolean(),
  bestofkids: z.boolean(),
  images: z.array(z.string()),
  colors: z.array(adminProductColorSchema),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Where the storefront shows it. */
  storePath: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductResponseSchema = z.object({ success: z.literal(true), product: adminProductSchema });

/** POST /api/admin/products/:id/archive: archived true, or false to bring it back. */
export const archiveProductSchema = z.object({
  archived: z.boolean({ error: 'archived must be true or false.' }),
});

/** The back office's product refusals, word for word; the editor puts each under its field. */
export const ADMIN_PRODUCT_NOT_FOUND = 'Product not found.';
export const SKU_TAKEN = 'A product with this SKU already exists.';
export const UNKNOWN_COLOUR = 'Unknown colour.';
export function subSkuTaken(subSku: string): string {
  return `Sub-SKU ${subSku} is already used by another product.`;
}

/** A size an edit would remove while it still holds stock. */
export interface StockedSize {
  colorName: string;
  size: string;
  stock: number;
}

/**
 * The refusal of an edit that would remove sizes (alone or with their colour) still holding stock: their units
 * would leave the store with no row in the stock ledger. It names each one and how to empty it first.
 */
export function stockedSizesRemoved(sizes: readonly StockedSize[]): string {
  const named = sizes.map((s) => `${s.colorName} ${sizeLabel(s.size)}`);
  const [only] = sizes;
  if (sizes.length === 1 && only)
    return `${named[0]} still has ${only.stock} in stock: set its stock to 0 on the Stock page, with a reason, before removing it.`;
  const each = sizes.map((s, i) => `${named[i]} (${s.stock})`);
  const list = `${each.slice(0, -1).join(', ')} and ${each.at(-1)}`;
  return `${list} still have stock: set each to 0 on the Stock page, with a reason, before removing them.`;
}
