import { useTable } from '@tanstack/react-table';
import { formatCalendarDay, formatDateTime } from '@/shared/format/dates';
import { formatAedFigure } from '@/shared/format/money';
import { DataTable } from '@/shared/ui/data-table';
import { PdfLink } from '@/shared/ui/pdf-link';
import {
  AMOUNT_COLUMNS,
  DocumentOrderLink,
  type TaxDocumentRow,
  taxDocumentsColumns,
  taxDocumentsTableFeatures,
} from './tax-documents-columns';

/** The documents: a table from a laptop up, a card each on a phone or a tablet. */
export function TaxDocumentsGrid({ documents }: { documents: TaxDocumentRow[] }) {
  const table = useTable({
    features: taxDocumentsTableFeatures,
    columns: taxDocumentsColumns,
    data: documents,
    getRowId: (document) => document.number,
  });
  const rows = table.getRowModel().rows;

  return (
    <>
      <DataTable
        table={table}
        caption="Tax documents, newest first"
        from="lg"
        columnClassName={(id) => (AMOUNT_COLUMNS.has(id) ? 'text-right' : '')}
        cellPadding="py-2"
      />
      <ul className="flex flex-col gap-3 lg:hidden" aria-label="Tax documents, newest first">
        {rows.map(({ id, original: document }) => (
          <li key={id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-navy-100">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-extrabold break-all">{document.number}</p>
                <p className="text-sm">{document.title}</p>
              </div>
              <PdfLink number={document.number} className="-mt-3 -mr-1 px-1" />
            </div>
            <p className="mt-1 text-sm">
              <DocumentOrderLink document={document} /> ·{' '}
              <span className="break-words">{document.buyer}</span>
            </p>
            {/* Each date whole on its line: "27 Nov 2026, 14:05" never splits. */}
            <p className="mt-1 text-sm text-navy-600">
              Issued{' '}
              <time dateTime={document.issuedAt} className="whitespace-nowrap">
                {formatDateTime(document.issuedAt)}
              </time>{' '}
              · supplied{' '}
              <time dateTime={document.supplyDate} className="whitespace-nowrap">
                {formatCalendarDay(document.supplyDate)}
              </time>
            </p>
            <dl className="mt-3 grid grid-cols-3 gap-2 border-t border-navy-100 pt-3 text-sm">
              <Amount label="Net" value={document.net} />
              <Amount label="VAT" value={document.vat} />
              <Amount label="Gross" value={document.gross} strong />
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

function Amount({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  return (
    <div className="text-right">
      <dt className="text-xs font-extrabold uppercase tracking-wide text-navy-600">{label}</dt>
      <dd className={`whitespace-nowrap tabular-nums ${strong ? 'font-bold' : ''}`}>
        {formatAedFigure(value)}
      </dd>
    </div>
  );
}
