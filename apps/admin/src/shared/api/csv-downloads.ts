import { ORDERS_EXPORT_PATH, PRODUCTS_EXPORT_PATH } from '@souq/shared/schemas/admin-csv';
import { withQuery } from './api-client';

/**
 * The CSV downloads are plain links: the browser sends the session cookie with them, saves the file under
 * the name the server gives, and never holds a large file in the page's memory.
 */
export const PRODUCTS_CSV_HREF = PRODUCTS_EXPORT_PATH;

/** The orders placed from `from` to `to` (days in Dubai, both included), one row per item. */
export const ordersCsvHref = (range: { from: string; to: string }) => withQuery(ORDERS_EXPORT_PATH, range);

/** A period's tax invoices and credit notes (of one kind, or both), oldest first, for the VAT return. */
export const taxDocumentsCsvHref = (query: { from: string; to: string; kind?: string | undefined }) =>
  withQuery('/api/admin/tax-documents/export', query);
