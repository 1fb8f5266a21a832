import { createHash } from 'node:crypto';
import type { Executor } from '../../db/executor';
import { contentOf, createTaxDocumentsRepo, type TaxDocumentRow } from './tax-documents-repo';

export interface DocumentFile {
  pdf: Uint8Array;
  sha256: string;
}

/**
 * A document's PDF: made the first time anyone asks (the shopper, the back office, the e-mail), kept, and
 * from then on served as kept, byte for byte. Two instances asking at once may both draw it; the first kept
 * wins and both answer that one. The PDF library is loaded on the first draw only.
 */
export async function documentFile(
  executor: Executor,
  document: Pick<TaxDocumentRow, 'id' | 'content'>,
): Promise<DocumentFile> {
  const repo = createTaxDocumentsRepo(executor);
  const kept = await repo.file(document.id);
  if (kept) return kept;
  const { renderTaxDocumentPdf } = await import('./tax-document-pdf');
  const pdf = await renderTaxDocumentPdf(contentOf(document));
  await repo.keepFile(document.id, pdf, createHash('sha256').update(pdf).digest('hex'));
  const stored = await repo.file(document.id);
  if (!stored) throw new Error('the PDF was not kept');
  return stored;
}

/** `INV-2026-000001.pdf`. */
export const documentFilename = (number: string) => `${number}.pdf`;
