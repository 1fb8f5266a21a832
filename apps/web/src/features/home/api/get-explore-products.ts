import type { ProductPageParams } from '@souq/shared/catalog/product-page-params';
import type { Product } from '@souq/shared/schemas/product';
import { useQueries } from '@tanstack/react-query';
import { productPageQueryOptions } from '@/shared/catalog/get-product-page';

/** Explore shows 20, then 10 more at a time. */
export const EXPLORE_INITIAL = 20;
export const EXPLORE_PAGE = 10;

/**
 * The pages that hold the first `count` products: one page of 20 (the request New Arrivals makes too),
 * then pages of 10 from page 3 on, which start exactly where the 20 end.
 */
export function exploreChunks(count: number): ProductPageParams[] {
  const chunks: ProductPageParams[] = [{ limit: EXPLORE_INITIAL }];
  for (let page = EXPLORE_INITIAL / EXPLORE_PAGE + 1; (page - 1) * EXPLORE_PAGE < count; page++) {
    chunks.push({ limit: EXPLORE_PAGE, page });
  }
  return chunks;
}

export interface ExploreProducts {
  /** The products loaded so far, in order, at most `count`; undefined until the first page is in. */
  products: Product[] | undefined;
  /** How many products the catalogue holds, i.e. how far the grid can grow. */
  total: number;
  failed: boolean;
  /** A page past the first is still on its way. */
  fetchingMore: boolean;
}

/** The explore grid pages through the catalogue instead of downloading all of it. */
export function useExploreProducts(count: number): ExploreProducts {
  return useQueries({
    queries: exploreChunks(count).map((params) => productPageQueryOptions(params)),
    combine: (results) => {
      const [first, ...rest] = results;
      if (!first?.data)
        return { products: undefined, total: 0, failed: Boolean(first?.isError), fetchingMore: false };
      const products: Product[] = [...first.data.products];
      // Only an unbroken run of pages is shown, so a slow page never leaves a hole in the grid.
      for (const result of rest) {
        if (!result.data) break;
        products.push(...result.data.products);
      }
      return {
        products: products.slice(0, count),
        total: first.data.total,
        failed: results.some((r) => r.isError),
        fetchingMore: rest.some((r) => r.isPending),
      };
    },
  });
}
