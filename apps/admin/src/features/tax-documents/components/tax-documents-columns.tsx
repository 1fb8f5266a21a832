import type { TaxDocumentsResponse } from '@souq/shared/schemas/tax-documents';
import { createColumnHelper, tableFeatures } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatCalendarDay, formatDateTime } from '@/shared/format/dates';
import { formatAedFigure } from '@/shared/format/money';
import { PdfLink } from '@/shared/ui/pdf-link';

export type TaxDocumentRow = TaxDocumentsResponse['documents'][number];

/** The server pages and filters the list; the table only lays it out. */
export const taxDocumentsTableFeatures = tableFeatures({});

const column = createColumnHelper<typeof taxDocumentsTableFeatures, TaxDocumentRow>();

/** The columns holding amounts: right-aligned, in figures of one width, so the decimals line up. */
export const AMOUNT_COLUMNS: ReadonlySet<string> = new Set(['net', 'vat', 'gross']);

export function DocumentOrderLink({ document }: { document: TaxDocumentRow }) {
  return (
    <Link
      to={`/orders/${document.orderId}`}
      className="font-bold whitespace-nowrap text-coral-700 underline-offset-2 hover:underline"
    >
      {document.orderNumber}
    </Link>
  );
}

const amount = (value: number) => (
  <span className="whitespace-nowrap tabular-nums">{formatAedFigure(value)}</span>
);

/** Kept at module scope: the table rebuilds its models whenever its columns change identity. */
export const taxDocumentsColumns = column.columns([
  column.accessor('number', {
    header: 'Number',
    cell: (info) => <span className="font-extrabold whitespace-nowrap">{info.getValue()}</span>,
  }),
  column.accessor('title', { header: 'Type' }),
  column.accessor('issuedAt', {
    header: 'Issued',
    cell: (info) => (
      <time dateTime={info.getValue()} className="whitespace-nowrap">
        {formatDateTime(info.getValue())}
      </time>
    ),
  }),
  column.accessor('supplyDate', {
    header: 'Date of supply',
    cell: (info) => (
      <time dateTime={info.getValue()} className="whitespace-nowrap">
        {formatCalendarDay(info.getValue())}
      </time>
    ),
  }),
  column.accessor('orderNumber', {
    header: 'Order',
    cell: ({ row }) => <DocumentOrderLink document={row.original} />,
  }),
  column.accessor('buyer', { header: 'Customer' }),
  column.accessor('net', { header: 'Net', cell: (info) => amount(info.getValue()) }),
  column.accessor('vat', { header: 'VAT', cell: (info) => amount(info.getValue()) }),
  column.accessor('gross', {
    header: 'Gross',
    cell: (info) => <span className="font-bold">{amount(info.getValue())}</span>,
  }),
  column.display({
    id: 'pdf',
    header: () => <span className="sr-only">PDF</span>,
    cell: ({ row }) => <PdfLink number={row.original.number} />,
  }),
]);
