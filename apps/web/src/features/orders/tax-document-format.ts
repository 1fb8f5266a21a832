import { formatOrderDate } from '@souq/shared/orders/order-labels';
import { aedToFils, formatAed } from '@souq/shared/pricing/money';
import {
  TAX_DOCUMENT_TITLES,
  type TaxDocumentContent,
  type TaxDocumentRef,
} from '@souq/shared/schemas/tax-documents';

export { taxDocumentPath } from './tax-document-route';

/** A document's amount on My Orders: what an invoice came to, or what a credit note gave back. */
export function documentAmountText(document: Pick<TaxDocumentRef, 'amount'>): string {
  const fils = aedToFils(document.amount);
  return fils < 0 ? `Credited ${formatAed(-fils)}` : formatAed(fils);
}

/** The document's bilingual title: "Tax Invoice" and "فاتورة ضريبية". */
export function documentTitle(document: Pick<TaxDocumentContent, 'kind' | 'invoiceType'>) {
  return TAX_DOCUMENT_TITLES[document.kind][document.invoiceType];
}

/** A day of supply, `2026-11-21`, as the orders show days: "21 Nov 2026" (noon in Dubai, so never the day before). */
export function formatSupplyDay(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatOrderDate(`${day}T12:00:00+04:00`) : day;
}

/** "5 %", as the VAT line says it. */
export const formatPercent = (percent: number) => `${percent} %`;

/** A plain invoice of a store not registered for VAT says nothing of VAT. */
export const showsVat = (document: Pick<TaxDocumentContent, 'invoiceType'>) =>
  document.invoiceType !== 'not_registered';

/** The number's label: an invoice's or a credit note's. */
export const numberLabel = (document: Pick<TaxDocumentContent, 'kind'>) =>
  document.kind === 'credit_note' ? 'Credit note number' : 'Invoice number';
