import { formatOrderDate } from '@souq/shared/orders/order-labels';
import type { TaxDocumentRef } from '@souq/shared/schemas/tax-documents';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/shared/ui/button-styles';
import { useDownloadDocumentPdf } from '../api/tax-documents';
import { documentAmountText, taxDocumentPath } from '../tax-document-format';

/**
 * Orders page: an order's tax invoice and credit notes, each by its title and number, with its PDF and its
 * printable page (docs/product/orders.md, "Tax documents").
 */
export function TaxDocumentsList({ documents }: { documents: readonly TaxDocumentRef[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-3 border-t border-navy-100 pt-3">
      <h3 id={headingId} className="text-sm font-extrabold text-navy-800">
        Tax documents
      </h3>
      <ul className="mt-2 space-y-3">
        {documents.map((document) => (
          <TaxDocumentItem key={document.number} document={document} />
        ))}
      </ul>
    </section>
  );
}

function TaxDocumentItem({ document }: { document: TaxDocumentRef }) {
  const nameId = useId();
  const download = useDownloadDocumentPdf();
  return (
    <li className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 text-sm">
        <p id={nameId} className="font-bold break-words text-navy-800">
          {document.title} {document.number}
        </p>
        <p className="text-navy-600">
          {formatOrderDate(document.issuedAt)} · {documentAmountText(document)}
        </p>
        {download.isError ? (
          <p role="alert" className="mt-1 font-semibold text-danger">
            The PDF could not be downloaded. {download.error.message}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <button
          type="button"
          aria-describedby={nameId}
          disabled={download.isPending}
          onClick={() => download.mutate(document.number)}
          className={buttonStyles.secondary}
        >
          {download.isPending ? 'Downloading...' : 'Download PDF'}
        </button>
        <Link to={taxDocumentPath(document.number)} aria-describedby={nameId} className={buttonStyles.ghost}>
          View
        </Link>
      </div>
    </li>
  );
}
