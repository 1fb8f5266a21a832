import { sizeLabel } from '@souq/shared/sizes/size-tables';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Card } from '@/shared/ui/card';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Loading } from '@/shared/ui/loading';
import { ServerAlert } from '@/shared/ui/server-alert';
import { SuccessNote } from '@/shared/ui/success-note';
import { useStockProduct } from '../api/get-stock-product';
import { useStockSettings } from '../api/get-stock-settings';
import type { StockTarget } from '../stock-editor-form';
import { cellOf } from '../stock-grid';
import { type LedgerFilter, ledgerFilterFromSearch, searchFromLedgerFilter } from '../stock-ledger';
import { LowStockLine } from './low-stock-line';
import { StockEditorDialog } from './stock-editor-dialog';
import { StockEditorForm } from './stock-editor-form';
import { StockGrid } from './stock-grid';
import { StockHeader } from './stock-header';
import { StockLedger } from './stock-ledger';
import { StockLegend } from './stock-legend';

interface StockPageProps {
  productId: string;
  /** Owners change the store's low-stock line; staff read it. */
  canChangeLowStockLine: boolean;
}

/**
 * /admin/products/:id/stock: the product's stock by colour and size, changed in place one cell at a time,
 * and below it the ledger of every change. The ledger's filter lives in the address.
 */
export function StockPage({ productId, canChangeLowStockLine }: StockPageProps) {
  const product = useStockProduct(productId);
  const settings = useStockSettings();
  const [params, setParams] = useSearchParams();
  const filter = ledgerFilterFromSearch(params);
  const [editing, setEditing] = useState<StockTarget | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  // The cell that opened the editor, to give focus back to however the editor closes (Escape, Cancel, Save);
  // or, after "Show its history", the ledger's heading.
  const opener = useRef<HTMLButtonElement | null>(null);
  const focusAfterClose = useRef<HTMLElement | null>(null);
  const ledgerHeading = useRef<HTMLHeadingElement>(null);

  if (product.isPending) return <Loading label="Loading the stock…" />;
  // A failed refresh keeps the grid on screen (with the reason above it) rather than replacing the page.
  if (product.isLoadingError)
    return <LoadFailed error={product.error} onRetry={() => void product.refetch()} />;
  const p = product.data;
  const color = editing
    ? p.colors.find((c) => c.colorName.toLowerCase() === editing.colorName.toLowerCase())
    : undefined;
  const stock = editing && color ? cellOf(color, editing.size)?.stock : undefined;

  const setFilter = (next: LedgerFilter) => setParams(searchFromLedgerFilter(next), { replace: true });
  // Focus moves once the dialog has closed: while it is open the page behind it is inert.
  const onEditorClosed = () => {
    setEditing(null);
    (focusAfterClose.current ?? opener.current)?.focus();
    focusAfterClose.current = null;
  };

  return (
    <>
      <StockHeader product={p} />
      <ServerAlert message={product.isRefetchError ? product.error.message : null} className="mb-3" />
      <SuccessNote message={saved} className="mb-3" />
      <div className="flex flex-col gap-4">
        <Card as="section" aria-labelledby="stock-grid" className="p-4 sm:p-5">
          <h2 id="stock-grid" className="text-lg font-extrabold">
            Stock by colour and size
          </h2>
          <p className="mt-1 mb-3 text-sm text-navy-600">
            Choose a cell to add, remove or count its units. Every change is kept in the history below.
          </p>
          <StockGrid
            product={p}
            lowStockLine={settings.data?.lowStockThreshold ?? null}
            onEdit={(target, button) => {
              opener.current = button;
              setSaved(null);
              setEditing(target);
            }}
          />
          <div className="mt-4 flex flex-col gap-4 border-t border-navy-100 pt-4 lg:flex-row lg:items-start lg:justify-between">
            <StockLegend lowStockLine={settings.data?.lowStockThreshold ?? null} />
            <LowStockLine canChange={canChangeLowStockLine} />
          </div>
        </Card>
        <StockLedger product={p} filter={filter} onFilter={setFilter} headingRef={ledgerHeading} />
      </div>
      <StockEditorDialog title={editing} onClose={onEditorClosed}>
        {editing && stock !== undefined ? (
          <StockEditorForm
            target={editing}
            stock={stock}
            onCancel={() => setEditing(null)}
            onSaved={(now) => {
              setSaved(`${editing.colorName}, size ${sizeLabel(editing.size)}: ${now} in stock.`);
              setEditing(null);
            }}
            onShowHistory={() => {
              setFilter({ colorName: editing.colorName, size: editing.size });
              focusAfterClose.current = ledgerHeading.current;
              setEditing(null);
            }}
          />
        ) : editing ? (
          <p className="mt-3 text-navy-600">This size is no longer on the product.</p>
        ) : null}
      </StockEditorDialog>
    </>
  );
}
