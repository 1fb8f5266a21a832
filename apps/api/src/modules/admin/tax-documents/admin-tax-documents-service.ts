import { formatOrderNumber } from '@souq/shared/orders/order-number';
import { filsToAed } from '@souq/shared/pricing/money';
import {
  DOCUMENT_NOT_FOUND,
  TAX_DOCUMENTS_PAGE_SIZE,
  type TaxDocumentsQuery,
  type TaxDocumentsResponse,
} from '@souq/shared/schemas/tax-documents';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { documentFile, documentFilename } from '../../tax-documents/document-files';
import { documentTitle } from '../../tax-documents/document-refs';
import { contentOf, createTaxDocumentsRepo } from '../../tax-documents/tax-documents-repo';
import { aedCell, safeText } from '../csv/csv-cells';
import { type CsvFile, csvStream } from '../csv/csv-stream';
import { documentPeriod } from './document-period';

export const TAX_DOCUMENT_CSV_COLUMNS = [
  'Number',
  'Type',
  'Issued',
  'Date of supply',
  'Order',
  'Customer',
  'Customer TRN',
  'Corrects invoice',
  'Reason',
  'Net (AED)',
  'VAT (AED)',
  'Gross (AED)',
] as const;

const ISSUED_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Dubai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The back office's tax documents (docs/product/vat-and-invoices.md): by period, with the VAT return's sums. */
export function createAdminTaxDocumentsService(db: Db) {
  const repo = createTaxDocumentsRepo(db);

  return {
    async list(query: TaxDocumentsQuery): Promise<TaxDocumentsResponse> {
      const { fromDay, toDay } = documentPeriod(query.from, query.to);
      const period = { fromDay, toDay, kind: query.kind };
      const [rows, sums] = await Promise.all([
        repo.page(period, (query.page - 1) * TAX_DOCUMENTS_PAGE_SIZE, TAX_DOCUMENTS_PAGE_SIZE),
        // The totals are the whole period's, whichever kind the list shows.
        repo.totals({ fromDay, toDay }),
      ]);
      const sumOf = (kind: string) => {
        const row = sums.find((s) => s.kind === kind);
        return {
          count: row?.count ?? 0,
          net: filsToAed(row?.netFils ?? 0),
          vat: filsToAed(row?.vatFils ?? 0),
          gross: filsToAed(row?.grossFils ?? 0),
        };
      };
      const invoices = sumOf('invoice');
      const creditNotes = sumOf('credit_note');
      const listed = query.kind ? (query.kind === 'invoice' ? invoices : creditNotes) : null;
      return {
        success: true,
        from: fromDay,
        to: toDay,
        documents: rows.map((row) => ({
          kind: row.kind === 'credit_note' ? 'credit_note' : 'invoice',
          number: row.number,
          title: documentTitle(row),
          orderId: row.orderId,
          orderNumber: formatOrderNumber(row.orderNumber),
          buyer: row.buyer,
          issuedAt: row.issuedAt.toISOString(),
          supplyDate: row.supplyDate,
          net: filsToAed(row.netFils),
          vat: filsToAed(row.vatFils),
          gross: filsToAed(row.grossFils),
        })),
        total: listed ? listed.count : invoices.count + creditNotes.count,
        totals: {
          invoices,
          creditNotes,
          net: {
            net: filsToAed(sums.reduce((sum, s) => sum + s.netFils, 0)),
            vat: filsToAed(sums.reduce((sum, s) => sum + s.vatFils, 0)),
            gross: filsToAed(sums.reduce((sum, s) => sum + s.grossFils, 0)),
          },
        },
      };
    },

    /** Every document of the period, oldest first: what the accountant files the VAT return from. */
    async csv(query: TaxDocumentsQuery): Promise<CsvFile> {
      const { fromDay, toDay } = documentPeriod(query.from, query.to);
      const rows = await repo.all({ fromDay, toDay, kind: query.kind });
      async function* lines() {
        for (const row of rows) {
          const content = contentOf(row);
          yield [
            row.number,
            documentTitle({ kind: row.kind, invoiceType: content.invoiceType }),
            ISSUED_FORMAT.format(row.issuedAt).replace(',', ''),
            row.supplyDate,
            content.orderNumber,
            safeText(content.buyer.companyName ?? content.buyer.name),
            content.buyer.trn ?? '',
            content.credit?.invoiceNumber ?? '',
            safeText(content.credit?.reason ?? ''),
            aedCell(row.netFils),
            aedCell(row.vatFils),
            aedCell(row.grossFils),
          ];
        }
      }
      return {
        filename: `tax-documents-${fromDay}-to-${toDay}.csv`,
        body: csvStream(TAX_DOCUMENT_CSV_COLUMNS, lines()),
      };
    },

    async pdf(number: string) {
      const row = await repo.byNumber(number);
      if (!row) throw notFound(DOCUMENT_NOT_FOUND);
      return { filename: documentFilename(row.number), ...(await documentFile(db, row)) };
    },
  };
}

export type AdminTaxDocumentsService = ReturnType<typeof createAdminTaxDocumentsService>;
