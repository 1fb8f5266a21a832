import * as z from 'zod/mini';
import { CATEGORIES, SUB_CATEGORIES } from '../catalog/categories';

/*
 * In zod's tree-shakable form (zod/mini): every storefront page parses catalogue answers, and mini schemas
 * are quicker to build and to load than the full zod's, which a shopper who only browses never downloads
 * (shorter tasks on a phone).
 */

export const sizeEntrySchema = z.object({ size: z.string(), stocks: z.int(), subSKU: z.string() });
export type SizeEntry = z.infer<typeof sizeEntrySchema>;

export const variantSchema = z.object({
  colorName: z.string(),
  /** The colour's name in Arabic; '' where none is written, and the English name shows. */
  colorNameAr: z.string(),
  images: z.array(z.string()),
  sizes: z.array(sizeEntrySchema),
});
export type Variant = z.infer<typeof variantSchema>;

/** A product, with the api's JSON names; price is in AED. */
export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The name and description in Arabic, for Arabic pages; '' where none is written, and the English shows. */
  nameAr: z.string(),
  sku: z.string(),
  description: z.string(),
  descriptionAr: z.string(),
  category: z.enum(CATEGORIES),
  subCategory: z.enum(SUB_CATEGORIES),
  image: z.array(z.string()),
  price: z.number(),
  discount: z.number(),
  flashsale: z.boolean(),
  flashDiscount: z.number(),
  bestseller: z.boolean(),
  bestofkids: z.boolean(),
  variants: z.array(variantSchema),
  createdAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productListResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(productSchema),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const productResponseSchema = z.object({ success: z.literal(true), product: productSchema });
export type ProductResponse = z.infer<typeof productResponseSchema>;

export const productIdParamsSchema = z.object({ id: z.uuid('Product not found.') });
