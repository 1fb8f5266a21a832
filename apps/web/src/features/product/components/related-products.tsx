import { RELATED_LAST_INDEX, relatedProducts } from '@souq/shared/catalog/product-lists';
import type { Product } from '@souq/shared/schemas/product';
import { useDeferredValue, useMemo } from 'react';
import { useProductPage } from '../../../shared/catalog/get-product-page';
import { ProductCard } from '../../../shared/catalog/product-card';

const NONE: Product[] = [];

/** spec §2: the related block, items 5 to 24 of the catalogue's own order, without this product. */
export function RelatedProducts({ productId }: { productId: string }) {
  // issue 6: only the first 24 are asked for, not the whole catalogue.
  const { data } = useProductPage({ limit: RELATED_LAST_INDEX + 1 });
  const found = useMemo(() => relatedProducts(data?.products ?? NONE, productId), [data, productId]);
  // Below the product, its twenty cards are built in the background, in slices between frames, after the
  // product itself has painted (issue 6: no long task while a phone opens the page).
  const related = useDeferredValue(found, NONE);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-12 sm:mt-16">
      <h2 id="related-heading" className="mb-4 text-xl font-extrabold text-navy-800 sm:text-2xl">
        You May Also Like
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
        {related.map((product) => (
          <li key={product._id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
