import { filsToAed } from '@souq/shared/pricing/money';
import {
  INVOICE_TYPES,
  TAX_DOCUMENT_KINDS,
  TAX_DOCUMENT_TITLES,
  type TaxDocumentKind,
  type TaxDocumentRef,
} from '@souq/shared/schemas/tax-documents';
import type { Executor } from '../../db/executor';
import { createTaxDocumentsRepo, type TaxDocumentSummary } from './tax-documents-repo';

const kindOf = (kind: string): TaxDocumentKind => TAX_DOCUMENT_KINDS.find((k) => k === kind) ?? 'invoice';

/** "Tax Invoice", "Simplified Tax Invoice", "Tax Credit Note"… in English. */
export function documentTitle(document: Pick<TaxDocumentSummary, 'kind' | 'invoiceType'>): string {
  const type = INVOICE_TYPES.find((t) => t === document.invoiceType) ?? 'simplified';
  return TAX_DOCUMENT_TITLES[kindOf(document.kind)][type].en;
}

export function toDocumentRef(document: TaxDocumentSummary): TaxDocumentRef {
  return {
    kind: kindOf(document.kind),
    number: document.number,
    title: documentTitle(document),
    issuedAt: document.issuedAt.toISOString(),
    amount: filsToAed(document.grossFils),
  };
}

/** Each order's documents, the invoice first and then its credit notes; an order with none is absent. */
export async function documentRefsOf(
  executor: Executor,
  orderIds: readonly string[],
): Promise<Map<string, TaxDocumentRef[]>> {
  const byOrder = new Map<string, TaxDocumentRef[]>();
  for (const document of await createTaxDocumentsRepo(executor).forOrders(orderIds)) {
    const refs = byOrder.get(document.orderId) ?? [];
    refs.push(toDocumentRef(document));
    byOrder.set(document.orderId, refs);
  }
  return byOrder;
}
