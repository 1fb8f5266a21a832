import type { Category, SubCategory } from '@souq/shared/catalog/categories';
import { productPath } from '@souq/shared/catalog/product-path';
import { filsToAed } from '@souq/shared/pricing/money';
import type { AdminProduct, AdminProductRow } from '@souq/shared/schemas/admin-products';
import type { FoundProduct, ListedProduct } from './admin-products-repo';

/** A list row; prices in AED. Category and sub-category were checked against their lists when written. */
export function toAdminProductRow({ row, totalStock, stockState }: ListedProduct): AdminProductRow {
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    category: row.category as Category,
    subCategory: row.subCategory as SubCategory,
    price: filsToAed(row.priceFils),
    discount: row.discount,
    flashsale: row.flashsale,
    flashDiscount: row.flashDiscount,
    bestseller: row.bestseller,
    bestofkids: row.bestofkids,
    image: row.images[0] ?? null,
    totalStock,
    stockState,
    archived: row.archivedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdminProduct(found: FoundProduct): AdminProduct {
  const category = found.category as Category;
  return {
    id: found.id,
    name: found.name,
    nameAr: found.nameAr,
    sku: found.sku,
    description: found.description,
    descriptionAr: found.descriptionAr,
    category,
    subCategory: found.subCategory as SubCategory,
    price: filsToAed(found.priceFils),
    discount: found.discount,
    flashsale: found.flashsale,
    flashDiscount: found.flashDiscount,
    bestseller: found.bestseller,
    bestofkids: found.bestofkids,
    images: found.images,
    colors: found.variants.map((variant) => ({
      id: variant.id,
      colorName: variant.colorName,
      colorNameAr: variant.colorNameAr,
      images: variant.images,
      sizes: variant.sizes.map((s) => ({ id: s.id, size: s.size, stock: s.stock, subSku: s.subSku })),
    })),
    archivedAt: found.archivedAt?.toISOString() ?? null,
    createdAt: found.createdAt.toISOString(),
    storePath: productPath({ _id: found.id, name: found.name, category }),
  };
}
