import { taxDocumentsResponseSchema } from '@souq/shared/schemas/tax-documents';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, withQuery } from '@/shared/api/api-client';
import { type TaxDocumentsListQuery, taxDocumentKeys } from './tax-document-query-keys';

/** A period's tax invoices and credit notes, newest first, 50 a page, with the period's VAT figures. */
export const getTaxDocuments = (query: TaxDocumentsListQuery, signal?: AbortSignal) =>
  apiRequest(withQuery('/api/admin/tax-documents', { ...query }), {
    schema: taxDocumentsResponseSchema,
    signal,
  });

export const taxDocumentsQueryOptions = (query: TaxDocumentsListQuery) =>
  queryOptions({
    queryKey: taxDocumentKeys.list(query),
    queryFn: ({ signal }) => getTaxDocuments(query, signal),
    // The page keeps what it shows while another period's answer comes, instead of blanking.
    placeholderData: keepPreviousData,
  });

export const useTaxDocuments = (query: TaxDocumentsListQuery) => useQuery(taxDocumentsQueryOptions(query));
