/**
 * A tax invoice's or credit note's PDF, as issued: a plain link, as the downloads are (csv-downloads.ts), so
 * the browser sends the session cookie with it and opens the file in its own viewer.
 */
export const taxDocumentPdfHref = (number: string) =>
  `/api/admin/tax-documents/${encodeURIComponent(number)}/pdf`;
