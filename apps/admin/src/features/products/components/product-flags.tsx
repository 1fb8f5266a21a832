import type { AdminProductRow } from '@souq/shared/schemas/admin-products';
import { FLAG_LABELS } from '../product-labels';

type Flagged = Pick<
  AdminProductRow,
  'flashsale' | 'flashDiscount' | 'bestseller' | 'bestofkids' | 'archived' | 'discount'
>;

const badge = 'whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-bold';

/** Where the storefront shows the product beyond its listing, its discounts, and whether it is archived. */
export function ProductFlags({ product }: { product: Flagged }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      {product.archived ? <span className={`${badge} bg-navy-800 text-white`}>Archived</span> : null}
      {product.discount > 0 ? (
        <span className={`${badge} bg-coral-50 text-coral-700`}>−{product.discount}%</span>
      ) : null}
      {product.flashsale ? (
        <span className={`${badge} bg-coral-600 text-white`}>
          {FLAG_LABELS.flashsale} −{product.flashDiscount}%
        </span>
      ) : null}
      {product.bestseller ? (
        <span className={`${badge} bg-navy-50 text-navy-800`}>{FLAG_LABELS.bestseller}</span>
      ) : null}
      {product.bestofkids ? (
        <span className={`${badge} bg-mint-100 text-mint-700`}>{FLAG_LABELS.bestofkids}</span>
      ) : null}
    </span>
  );
}
