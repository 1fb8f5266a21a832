import type { AdminProduct } from '@souq/shared/schemas/admin-products';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format/dates';
import { buttonStyles } from '@/shared/ui/button-styles';
import { ServerAlert } from '@/shared/ui/server-alert';
import { SuccessNote } from '@/shared/ui/success-note';
import { useArchiveProduct } from '../api/archive-product';
import { ArchiveControl } from './archive-control';

/**
 * The product's name as saved, whether it is archived, and what staff do with it besides editing: see it in
 * the store, count its stock (the stock ledger's page), archive it or bring it back.
 */
export function ProductHeader({ product }: { product: AdminProduct }) {
  const archive = useArchiveProduct(product.id);
  const [note, setNote] = useState<string | null>(null);
  const onConfirm = (archived: boolean, done: () => void) => {
    setNote(null);
    archive.mutate(archived, {
      onSuccess: (changed) =>
        setNote(
          changed.archivedAt ? 'Archived: it is no longer in the store.' : 'Back on sale in the store.',
        ),
      onSettled: done,
    });
  };

  return (
    <div className="mb-5">
      <Link to="/products" className="text-sm font-bold text-coral-700 underline-offset-2 hover:underline">
        ← All products
      </Link>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="min-w-0 break-words text-2xl font-extrabold">{product.name}</h1>
            {product.archivedAt ? (
              <span className="rounded-full bg-navy-800 px-2.5 py-1 text-xs font-bold text-white">
                Archived
              </span>
            ) : null}
          </div>
          <p className="mt-1 break-all font-mono text-sm text-navy-600">{product.sku}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={product.storePath} target="_blank" rel="noreferrer" className={buttonStyles.secondary}>
            View in store <span className="sr-only">(opens in a new tab)</span>
          </a>
          <Link to={`/products/${product.id}/stock`} className={buttonStyles.secondary}>
            Stock
          </Link>
          <ArchiveControl product={product} busy={archive.isPending} onConfirm={onConfirm} />
        </div>
      </div>
      <SuccessNote className="mt-3" message={note} />
      <ServerAlert className="mt-3" message={archive.error?.message ?? null} />
      {product.archivedAt ? (
        <p className="mt-3 rounded-xl bg-navy-50 px-4 py-3 text-sm">
          Archived {formatDateTime(product.archivedAt)}. It is off the store's listings and search, and its
          page tells shoppers it is no longer available; orders already placed keep it as it was bought.
        </p>
      ) : null}
    </div>
  );
}
