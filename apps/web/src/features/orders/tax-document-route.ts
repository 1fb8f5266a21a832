import { STORE_ROUTES } from '@souq/shared/routes/store-routes';

/** `/orders/documents/INV-2026-000001`. */
export const taxDocumentPath = (number: string) =>
  STORE_ROUTES.orderDocument.replace(':number', encodeURIComponent(number));
