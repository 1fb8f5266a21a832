import type { AdminProduct } from '@souq/shared/schemas/admin-products';
import { Link } from 'react-router';

/** Which product's stock this is, the way back to its details, and where shoppers see it. */
export function StockHeader({ product }: { product: AdminProduct }) {
  return (
    <div className="mb-5">
      <Link
        to={`/products/${product.id}`}
        className="text-sm font-bold text-coral-700 underline-offset-2 hover:underline"
      >
        ← {product.name}
      </Link>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h1 className="text-2xl font-extrabold break-words">Stock: {product.name}</h1>
        {/* The storefront is outside the back office's /admin addresses, so a plain link rather than the router's. */}
        <a
          href={product.storePath}
          target="_blank"
          rel="noreferrer"
          className="text-sm font-bold text-coral-700 underline-offset-2 hover:underline"
        >
          View in the shop<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-navy-600">
        <span>
          SKU <span className="font-bold text-navy-800">{product.sku}</span>
        </span>
        {product.archivedAt ? (
          <span className="rounded-full bg-navy-100 px-2.5 py-0.5 text-xs font-bold text-navy-800">
            Archived: not on sale
          </span>
        ) : null}
      </p>
    </div>
  );
}
