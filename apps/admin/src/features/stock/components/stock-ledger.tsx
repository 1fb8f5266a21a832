import type { AdminProduct } from '@souq/shared/schemas/admin-products';
import { sizeLabel } from '@souq/shared/sizes/size-tables';
import type { Ref } from 'react';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Card } from '@/shared/ui/card';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Loading } from '@/shared/ui/loading';
import { SelectField } from '@/shared/ui/select-field';
import { ServerAlert } from '@/shared/ui/server-alert';
import { useStockMovements } from '../api/get-stock-movements';
import { gridSizes } from '../stock-grid';
import type { LedgerFilter } from '../stock-ledger';
import { MovementsList, MovementsTable } from './movement-rows';

interface StockLedgerProps {
  product: AdminProduct;
  filter: LedgerFilter;
  onFilter: (filter: LedgerFilter) => void;
  /** The heading, which takes focus when a cell's editor asks to show that cell's history. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * Every change to the product's stock, newest first: the append-only ledger the api keeps. Narrowed to a
 * colour and/or a size; older rows a page at a time.
 */
export function StockLedger({ product, filter, onFilter, headingRef }: StockLedgerProps) {
  const movements = useStockMovements({ productId: product.id, ...filter });
  const rows = movements.data?.pages.flatMap((page) => page.movements) ?? [];
  const filtered = Boolean(filter.colorName || filter.size);

  return (
    <Card as="section" aria-labelledby="stock-history" className="p-4 sm:p-5">
      <h2 id="stock-history" ref={headingRef} tabIndex={-1} className="text-lg font-extrabold">
        Stock history
      </h2>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
        <SelectField
          label="Colour"
          className="sm:w-48"
          value={filter.colorName ?? ''}
          onChange={(event) => onFilter({ ...filter, colorName: event.target.value || undefined })}
        >
          <option value="">All colours</option>
          {product.colors.map((color) => (
            <option key={color.id} value={color.colorName}>
              {color.colorName}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Size"
          className="sm:w-40"
          value={filter.size ?? ''}
          onChange={(event) => onFilter({ ...filter, size: event.target.value || undefined })}
        >
          <option value="">All sizes</option>
          {gridSizes(product.colors).map((size) => (
            <option key={size} value={size}>
              {sizeLabel(size)}
            </option>
          ))}
        </SelectField>
        {filtered ? (
          <button type="button" className={`${buttonStyles.ghost} col-span-2`} onClick={() => onFilter({})}>
            Show all
          </button>
        ) : null}
      </div>
      <div className="mt-4" aria-busy={movements.isFetching}>
        {movements.isPending ? (
          <Loading label="Loading the history…" />
        ) : movements.isLoadingError ? (
          <LoadFailed error={movements.error} onRetry={() => void movements.refetch()} />
        ) : rows.length === 0 ? (
          <p className="py-4 text-navy-600">
            {filtered ? 'No stock changes for this colour and size.' : 'No stock changes yet.'}
          </p>
        ) : (
          <>
            <ServerAlert message={movements.error?.message ?? null} className="mb-3" />
            <MovementsTable movements={rows} />
            <MovementsList movements={rows} />
            {movements.hasNextPage ? (
              <button
                type="button"
                className={`${buttonStyles.secondary} mt-4`}
                onClick={() => void movements.fetchNextPage()}
                disabled={movements.isFetchingNextPage}
              >
                {movements.isFetchingNextPage ? 'Loading…' : 'Load older'}
              </button>
            ) : (
              <p className="mt-4 text-sm text-navy-600">That is the whole history.</p>
            )}
          </>
        )}
      </div>
    </Card>
  );
}
