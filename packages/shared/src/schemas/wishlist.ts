import { z } from 'zod';
import { cartAddRequestSchema } from './cart';

/** POST /api/wishlist/add: itemId, size, quantity (the wishlist keeps one size per product). */
export const wishlistAddRequestSchema = cartAddRequestSchema.pick({
  itemId: true,
  size: true,
  quantity: true,
});
export type WishlistAddRequest = z.infer<typeof wishlistAddRequestSchema>;

export const wishlistRemoveRequestSchema = cartAddRequestSchema.pick({ itemId: true });
export type WishlistRemoveRequest = z.infer<typeof wishlistRemoveRequestSchema>;

/** The wishlist screen shows each item's id, title and price; the image makes it recognisable. */
export const wishlistItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** The title in Arabic, for Arabic pages; '' where none is written, and the English shows. */
  titleAr: z.string(),
  /** The price the shopper would pay now (AED, the product page's displayed price). */
  price: z.number(),
  /** The list price, struck through beside it when it differs. */
  originalPrice: z.number(),
  image: z.string(),
  category: z.string(),
  size: z.string(),
  quantity: z.number().int(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistResponseSchema = z.object({
  success: z.literal(true),
  wishData: z.array(wishlistItemSchema),
  message: z.string().optional(),
});
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;
