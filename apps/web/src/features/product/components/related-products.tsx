import { RELATED_LAST_INDEX, relatedProducts } from '@souq/shared/catalog/product-lists';
import type { Product } from '@souq/shared/schemas/product';
import { useDeferredValue, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useProductPage } from '@/shared/catalog/get-product-page';
import { ProductCard, ProductCardSpace } from '@/shared/catalog/product-card';
import { MountWhenNear } from '@/shared/ui/mount-when-near';

const NONE: Product[] = [];
const RELATED_GRID_CLASS = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4';

/** The related block, items 5 to 24 of the catalogue's own order, without this product. */
export function RelatedProducts({ productId }: { productId: string }) {
  const { formatMessage: t } = useIntl();
  // Only the first 24 are asked for, not the whole catalogue.
  const { data } = useProductPage({ limit: RELATED_LAST_INDEX + 1 });
  const found = useMemo(() => relatedProducts(data?.products ?? NONE, productId), [data, productId]);
  // Below the product, its twenty cards are built in the background, in slices between frames, after the
  // product itself has painted (no long task while a phone opens the page).
  const related = useDeferredValue(found, NONE);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-12 sm:mt-16">
      <h2 id="related-heading" className="mb-4 text-xl font-extrabold text-navy-800 sm:text-2xl">
        {t({ id: 'product.youMayAlsoLike' })}
      </h2>
      {/* Below the product: its cards are built when the shopper scrolls near them. */}
      <MountWhenNear
        enabled
        placeholder={
          <div className={RELATED_GRID_CLASS}>
            {related.map((product) => (
              <ProductCardSpace key={product._id} />
            ))}
          </div>
        }
      >
        <ul className={RELATED_GRID_CLASS}>
          {related.map((product) => (
            <li key={product._id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </MountWhenNear>
    </section>
  );
}
