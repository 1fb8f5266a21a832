import { shownPrice } from '@souq/shared/pricing/displayed-price';
import { filsToAed } from '@souq/shared/pricing/money';
import type { WishlistItem } from '@souq/shared/schemas/wishlist';
import type { WishlistRow } from './wishlist-repo';

/**
 * Wishlist page: title and price, the price being the one the product page shows (see
 * docs/product/storefront.md).
 */
export function toWishlistItem(row: WishlistRow): WishlistItem {
  const price = shownPrice({
    price: filsToAed(row.priceFils),
    discount: row.discount,
    flashDiscount: row.flashDiscount,
  });
  return {
    _id: row.productId,
    title: row.name,
    titleAr: row.nameAr,
    price: filsToAed(price.nowFils),
    originalPrice: filsToAed(price.wasFils),
    image: row.images[0] ?? '',
    category: row.category,
    size: row.size,
    quantity: row.quantity,
  };
}
