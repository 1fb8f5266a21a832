import type { AdminProduct } from '@souq/shared/schemas/admin-products';
import { useState } from 'react';
import { buttonStyles } from '@/shared/ui/button-styles';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';

interface ArchiveControlProps {
  product: AdminProduct;
  busy: boolean;
  /** Archive (true) or bring back (false); `done` closes the question whatever the answer. */
  onConfirm: (archived: boolean, done: () => void) => void;
}

/**
 * Archive instead of delete: the product leaves the storefront at once but its orders keep their snapshot,
 * and it can be put back on sale. Either way is asked about first.
 */
export function ArchiveControl({ product, busy, onConfirm }: ArchiveControlProps) {
  const [asking, setAsking] = useState(false);
  const archived = product.archivedAt !== null;
  return (
    <>
      <button
        type="button"
        className={archived ? buttonStyles.secondary : buttonStyles.danger}
        onClick={() => setAsking(true)}
      >
        {archived ? 'Unarchive' : 'Archive'}
      </button>
      <ConfirmDialog
        open={asking}
        title={archived ? `Put ${product.name} back on sale?` : `Archive ${product.name}?`}
        confirmLabel={archived ? 'Unarchive' : 'Archive'}
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => onConfirm(!archived, () => setAsking(false))}
      >
        {archived
          ? 'It returns to the store’s listings and search with the stock it has now.'
          : 'It leaves the store’s listings and search at once, and its page tells shoppers it is no longer available. Orders already placed keep it as it was bought. You can put it back on sale later.'}
      </ConfirmDialog>
    </>
  );
}
