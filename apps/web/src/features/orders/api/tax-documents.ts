import { taxDocumentResponseSchema } from '@souq/shared/schemas/tax-documents';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, apiFile, apiRequest, saveFile } from '@/shared/api/api-client';

const documentPath = (number: string) => `/api/order/documents/${encodeURIComponent(number)}`;

/** The PDF's file name: the document's number, `INV-2026-000001.pdf`, as the server names it too. */
export const pdfFilename = (number: string) => `${number}.pdf`;

/** GET /api/order/documents/:number: the document as issued, for its printable page. */
export function useTaxDocument(number: string) {
  return useQuery({
    queryKey: ['tax-document', number],
    queryFn: ({ signal }) => apiRequest(documentPath(number), { schema: taxDocumentResponseSchema, signal }),
    // Issued documents never change; another shopper's or an unknown number is not worth asking again.
    staleTime: Number.POSITIVE_INFINITY,
    retry: (failures, error) =>
      failures < 2 && !(error instanceof ApiError && [400, 401, 404].includes(error.status)),
  });
}

/** GET /api/order/documents/:number/pdf with the shopper's token, saved as `{number}.pdf`. */
export function useDownloadDocumentPdf() {
  return useMutation({
    mutationFn: async (number: string) =>
      saveFile(await apiFile(`${documentPath(number)}/pdf`), pdfFilename(number)),
  });
}
