import { type Locale, storedLocale } from '@souq/shared/i18n/locales';
import type { TaxDocumentContent } from '@souq/shared/schemas/tax-documents';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { orders, taxDocuments } from '../../db/schema';
import { documentFile } from './document-files';
import { contentOf } from './tax-documents-repo';

/** What the e-mail of a tax document says, and its PDF, drawn only when the e-mail itself is. */
export interface DocumentMailData {
  /** The language its order was placed in (English once the order is gone). */
  locale: Locale;
  content: TaxDocumentContent;
  pdf(): Promise<Uint8Array>;
}

export async function loadDocumentMailData(
  executor: Executor,
  documentId: string,
): Promise<DocumentMailData | null> {
  const [found] = await executor
    .select({ row: taxDocuments, locale: orders.locale })
    .from(taxDocuments)
    .leftJoin(orders, eq(orders.id, taxDocuments.orderId))
    .where(eq(taxDocuments.id, documentId));
  if (!found) return null;
  const { row } = found;
  return {
    locale: storedLocale(found.locale ?? 'en'),
    content: contentOf(row),
    pdf: async () => (await documentFile(executor, row)).pdf,
  };
}
