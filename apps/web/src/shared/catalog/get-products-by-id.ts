import { PRODUCT_PAGE_MAX_LIMIT } from '@souq/shared/catalog/product-page-params';
import type { Product } from '@souq/shared/schemas/product';
import type { ProductPageResponse } from '@souq/shared/schemas/product-page';
import { type QueryClient, useQueries, useQueryClient } from '@tanstack/react-query';
import { findCachedProduct } from './cached-product';
import { productPageQueryOptions } from './get-product-page';

/**
 * The ids in a fixed order (so the same cart in another order shares the cache), split into calls the
 * server accepts (at most 100 ids each).
 */
export function idBatches(ids: readonly string[]): string[][] {
  const sorted = [...new Set(ids)].sort();
  const batches: string[][] = [];
  for (let i = 0; i < sorted.length; i += PRODUCT_PAGE_MAX_LIMIT) {
    batches.push(sorted.slice(i, i + PRODUCT_PAGE_MAX_LIMIT));
  }
  return batches;
}

/**
 * When every product of a batch was fetched already (on a listing page, or before a line was removed), the
 * cart shows them at once while the fresh answer loads, instead of a skeleton.
 */
function cachedBatch(queryClient: QueryClient, batch: readonly string[]): ProductPageResponse | undefined {
  const products: Product[] = [];
  for (const id of batch) {
    const cached = findCachedProduct(queryClient, id);
    if (!cached) return undefined;
    products.push(cached.product);
  }
  return { success: true, products, page: 1, limit: batch.length, total: products.length, totalPages: 1 };
}

interface ProductsById {
  /** The products found; an id the catalogue no longer has is simply missing. */
  products: Product[];
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

/** The cart and checkout price their lines from just the products in them, not the catalogue. */
export function useProductsById(ids: readonly string[]): ProductsById {
  const queryClient = useQueryClient();
  return useQueries({
    queries: idBatches(ids).map((batch) => ({
      ...productPageQueryOptions({ ids: batch, limit: batch.length }),
      placeholderData: () => cachedBatch(queryClient, batch),
    })),
    combine: (results) => ({
      products: results.flatMap((r) => r.data?.products ?? []),
      isPending: results.some((r) => r.isPending),
      isError: results.some((r) => r.isError),
      refetch: () => {
        for (const r of results) if (r.isError) void r.refetch();
      },
    }),
  });
}
