import type { TaxDocumentRef } from '@souq/shared/schemas/tax-documents';
import { formatDateTime } from '@/shared/format/dates';
import { formatAedFigure } from '@/shared/format/money';
import { PdfLink } from '@/shared/ui/pdf-link';

/**
 * The order's tax invoice and any credit notes, as issued, each with its PDF. None until the order is paid: a
 * card order when the gateway confirms it, a cash order when its cash is recorded.
 */
export function TaxDocumentsList({ documents }: { documents: readonly TaxDocumentRef[] }) {
  if (documents.length === 0) {
    return (
      <p className="text-sm text-navy-600">
        None yet: the tax invoice is issued when the order is paid (for cash, when the cash is recorded).
      </p>
    );
  }
  return (
    <ul className="flex flex-col divide-y divide-navy-100 text-sm">
      {documents.map((document) => (
        <li
          key={document.number}
          className="flex items-start justify-between gap-3 py-2 first:pt-0 last:pb-0"
        >
          <div className="min-w-0">
            <p className="font-bold">{document.title}</p>
            <p className="break-all">{document.number}</p>
            <p className="text-navy-600">
              Issued <time dateTime={document.issuedAt}>{formatDateTime(document.issuedAt)}</time>
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end">
            <span className="font-bold whitespace-nowrap tabular-nums">
              {formatAedFigure(document.amount)}
            </span>
            <PdfLink number={document.number} className="-mb-2" />
          </div>
        </li>
      ))}
    </ul>
  );
}
