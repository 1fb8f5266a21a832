import { formatOrderDate } from '@souq/shared/orders/order-labels';
import { aedToFils, type Fils } from '@souq/shared/pricing/money';
import {
  TAX_DOCUMENT_TITLES,
  type TaxDocumentContent,
  type TaxDocumentRef,
} from '@souq/shared/schemas/tax-documents';
import type { MessageId } from '@/shared/i18n/messages';

export { taxDocumentPath } from './tax-document-route';

/** A document's amount on My Orders: what an invoice came to, or what a credit note gave back ("Credited"). */
export function documentAmount(document: Pick<TaxDocumentRef, 'amount'>): { fils: Fils; credited: boolean } {
  const fils = aedToFils(document.amount);
  return fils < 0 ? { fils: -fils, credited: true } : { fils, credited: false };
}

/** The document's bilingual title, as issued: "Tax Invoice" and "فاتورة ضريبية". */
export function documentTitle(document: Pick<TaxDocumentContent, 'kind' | 'invoiceType'>) {
  return TAX_DOCUMENT_TITLES[document.kind][document.invoiceType];
}

/**
 * Each title a document is issued under (TAX_DOCUMENT_TITLES' English, which a list's `title` carries), and its
 * message: the same words in the page's language. A test keeps the catalogues' words the legal ones.
 */
export const DOCUMENT_TITLE_MESSAGE: ReadonlyMap<string, MessageId> = new Map<string, MessageId>([
  ['Tax Invoice', 'documents.taxInvoice'],
  ['Simplified Tax Invoice', 'documents.simplifiedTaxInvoice'],
  ['Invoice', 'documents.invoice'],
  ['Tax Credit Note', 'documents.taxCreditNote'],
  ['Credit Note', 'documents.creditNote'],
]);

/** The message of a document's title; null for a title this storefront does not know (shown as it came). */
export const documentTitleMessage = (title: string): MessageId | null =>
  DOCUMENT_TITLE_MESSAGE.get(title) ?? null;

/**
 * A day of supply, `2026-11-21`, as the orders show days: "21 Nov 2026" (noon in Dubai, so never the day
 * before), or in the page's language with `format` (orderDateText).
 */
export function formatSupplyDay(day: string, format: (iso: string) => string = formatOrderDate): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? format(`${day}T12:00:00+04:00`) : day;
}

/** "5 %", as the VAT line says it. */
export const formatPercent = (percent: number) => `${percent} %`;

/** A plain invoice of a store not registered for VAT says nothing of VAT. */
export const showsVat = (document: Pick<TaxDocumentContent, 'invoiceType'>) =>
  document.invoiceType !== 'not_registered';

/** The number's label: an invoice's or a credit note's. */
export const numberLabel = (document: Pick<TaxDocumentContent, 'kind'>): MessageId =>
  document.kind === 'credit_note' ? 'documents.creditNoteNumber' : 'documents.invoiceNumber';
