import {
  type ImportMode,
  PRODUCTS_IMPORT_PATH,
  productImportResponseSchema,
} from '@souq/shared/schemas/admin-csv';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, withQuery } from '@/shared/api/api-client';
import { refreshAfterChange } from '@/shared/api/refresh-after-change';

/**
 * Sends the products file for a dry run (what each row would do; nothing is written) or to apply. The file
 * goes as it is, labelled text/csv whatever the computer called it (Windows says a .csv is an Excel file).
 */
export function importProducts(file: Blob, mode: ImportMode) {
  return apiRequest(withQuery(PRODUCTS_IMPORT_PATH, { mode }), {
    method: 'POST',
    body: new Blob([file], { type: 'text/csv' }),
    schema: productImportResponseSchema,
  });
}

export function useImportProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mode }: { file: Blob; mode: ImportMode }) => importProducts(file, mode),
    onSuccess: async (result) => {
      if (result.applied) await refreshAfterChange(queryClient);
    },
  });
}
