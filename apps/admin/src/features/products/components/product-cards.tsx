import type { AdminProductRow } from '@souq/shared/schemas/admin-products';
import type { ReactTable } from '@tanstack/react-table';
import { formatAedAmount } from '@/shared/format/money';
import { ProductFlags } from './product-flags';
import { ProductThumbnail } from './product-thumbnail';
import { ProductLink, type productsTableFeatures } from './products-columns';
import { StockBadge } from './stock-badge';

type ProductsTable = ReactTable<typeof productsTableFeatures, AdminProductRow>;

/** The grid on a phone: the same rows as stacked cards (the filter form's "Sort" orders them). */
export function ProductCards({ table }: { table: ProductsTable }) {
  return (
    <ul className="flex flex-col gap-3 md:hidden" aria-label="Products">
      {table.getRowModel().rows.map((row) => {
        const product = row.original;
        return (
          <li
            key={row.id}
            className={`flex gap-3 rounded-2xl p-4 shadow-sm ring-1 ring-navy-100 ${product.archived ? 'bg-navy-50' : 'bg-white'}`}
          >
            <ProductThumbnail url={product.image} size={64} />
            <div className="min-w-0 flex-1">
              <p className="break-words">
                <ProductLink product={product} />
              </p>
              <p className="mt-0.5 break-all font-mono text-xs text-navy-600">{product.sku}</p>
              <p className="mt-1 text-sm text-navy-600">
                {product.category} · {product.subCategory} ·{' '}
                <span className="font-bold text-navy-800">{formatAedAmount(product.price)}</span>
              </p>
              <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                <StockBadge state={product.stockState} units={product.totalStock} />
                <ProductFlags product={product} />
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
