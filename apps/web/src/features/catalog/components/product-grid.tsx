import type { Product } from '@souq/shared/schemas/product';
import { useIntl } from 'react-intl';
import { ProductCard } from '@/shared/catalog/product-card';

/**
 * Listing page: 2 columns on phones and 3 beside the sidebar; 4 only from xl, since at lg the sidebar
 * leaves 4 cards too narrow for a name and two prices.
 */
export const PRODUCT_GRID_CLASS = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:gap-5 xl:grid-cols-4';

/** The first row is above the fold at every width (at most 4 columns), so its images load at once. */
const EAGER_IMAGES = 4;

interface ProductGridProps {
  products: readonly Product[];
  /** The previous results, shown faded while a new filter's first page loads. */
  updating?: boolean;
}

export function ProductGrid({ products, updating = false }: ProductGridProps) {
  const { formatMessage: t } = useIntl();
  return (
    <ul
      aria-label={t({ id: 'listing.products' })}
      aria-busy={updating}
      className={`${PRODUCT_GRID_CLASS} transition-opacity ${updating ? 'opacity-60' : ''}`}
    >
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} loading={index < EAGER_IMAGES ? 'eager' : 'lazy'} />
        </li>
      ))}
    </ul>
  );
}
