import type { TaxDocumentContent } from '@souq/shared/schemas/tax-documents';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { taxDocuments } from '../../db/schema';
import { documentFile } from './document-files';
import { contentOf } from './tax-documents-repo';

/** What the e-mail of a tax document says, and its PDF, drawn only when the e-mail itself is. */
export interface DocumentMailData {
  content: TaxDocumentContent;
  pdf(): Promise<Uint8Array>;
}

export async function loadDocumentMailData(
  executor: Executor,
  documentId: string,
): Promise<DocumentMailData | null> {
  const [row] = await executor.select().from(taxDocuments).where(eq(taxDocuments.id, documentId));
  if (!row) return null;
  return {
    content: contentOf(row),
    pdf: async () => (await documentFile(executor, row)).pdf,
  };
}
