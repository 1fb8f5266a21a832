import type { Category, SubCategory } from '@souq/shared/catalog/categories';
import { filsToAed } from '@souq/shared/pricing/money';
import type { Product } from '@souq/shared/schemas/product';
import type { ProductWithVariants } from './products-repo';

/** A stored product in the api's JSON shape (see docs/product/storefront.md), price in AED. */
export function toProductJson(row: ProductWithVariants): Product {
  return {
    _id: row.id,
    name: row.name,
    nameAr: row.nameAr,
    sku: row.sku,
    description: row.description,
    descriptionAr: row.descriptionAr,
    category: row.category as Category,
    subCategory: row.subCategory as SubCategory,
    image: row.images,
    price: filsToAed(row.priceFils),
    discount: row.discount,
    flashsale: row.flashsale,
    flashDiscount: row.flashDiscount,
    bestseller: row.bestseller,
    bestofkids: row.bestofkids,
    variants: row.variants.map((variant) => ({
      colorName: variant.colorName,
      colorNameAr: variant.colorNameAr,
      images: variant.images,
      sizes: variant.sizes.map((s) => ({ size: s.size, stocks: s.stock, subSKU: s.subSku })),
    })),
    createdAt: row.createdAt.toISOString(),
  };
}
