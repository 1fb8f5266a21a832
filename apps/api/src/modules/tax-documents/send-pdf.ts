import type { FastifyReply } from 'fastify';
import type { DocumentFile } from './document-files';

/**
 * A document's PDF as kept: never cached by anyone between (it names a shopper), its SHA-256 as the ETag.
 * `attachment` downloads it; `inline` opens it in the browser's viewer.
 */
export function sendPdf(
  reply: FastifyReply,
  file: DocumentFile & { filename: string },
  disposition: 'attachment' | 'inline',
) {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `${disposition}; filename="${file.filename}"`)
    .header('Cache-Control', 'private, no-store')
    .header('ETag', `"${file.sha256}"`)
    .send(Buffer.from(file.pdf));
}
