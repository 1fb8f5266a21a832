import { useIntl } from 'react-intl';
import { ProductCardSkeleton } from '@/shared/catalog/product-card';
import { PRODUCT_GRID_CLASS } from './product-grid';

/** 12 fills whole rows at 2, 3 and 4 columns. */
const SKELETON_COUNT = 12;

export function ProductGridSkeleton() {
  const { formatMessage: t } = useIntl();
  return (
    <div>
      <p role="status" className="sr-only">
        {t({ id: 'catalog.loadingProducts' })}
      </p>
      <div className={PRODUCT_GRID_CLASS}>
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}
