import type { TaxDocumentKind } from '@souq/shared/schemas/tax-documents';

/** The tax documents' cache keys: one list per period, kind and page. */
export const taxDocumentKeys = {
  list: (query: TaxDocumentsListQuery) => ['tax-documents', 'list', query] as const,
};

/** What one page of the list is asked with: both ends of the period always, so the view is what it says. */
export interface TaxDocumentsListQuery {
  from: string;
  to: string;
  kind: TaxDocumentKind | undefined;
  page: number;
}
