import { asc, desc, eq } from 'drizzle-orm';
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
    findWithVariants(id: string) {
      return db.query.products.findFirst({ where: eq(products.id, id), with: withVariants() });
    },
  };
}

export type ProductsRepo = ReturnType<typeof createProductsRepo>;
export type ProductWithVariants = NonNullable<Awaited<ReturnType<ProductsRepo['findWithVariants']>>>;
