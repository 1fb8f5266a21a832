import { asc, desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, productVariants, variantSizes } from '../../db/schema';

function withVariants() {
  return {
    variants: {
      orderBy: [asc(productVariants.position)],
      with: { sizes: { orderBy: [asc(variantSizes.position)] } },
    },
  };
}

export function createProductsRepo(db: Db) {
  return {
    /** Newest first (spec §7: new arrivals are the first 20 of the list). */
    listWithVariants() {
      return db.query.products.findMany({
        with: withVariants(),
        orderBy: [desc(products.createdAt), asc(products.sku)],
      });
    },
  };
}

export type ProductsRepo = ReturnType<typeof createProductsRepo>;
export type ProductWithVariants = Awaited<ReturnType<ProductsRepo['listWithVariants']>>[number];
