import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error';
import { ONE_FILE_FIELD, PICTURE_TOO_LARGE, SEND_AS_FORM } from './uploads-messages';

/** The form field an upload's file comes in (packages/shared/src/schemas/admin-uploads.ts). */
const FILE_FIELD = 'file';

/**
 * What went wrong reading the form, said to staff. Everything that can fail here is the request's own doing
 * (a file past the limit, a second file, a form cut short or malformed), so none of it is a 500.
 */
function refusalOf(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  return code === 'FST_REQ_FILE_TOO_LARGE'
    ? new AppError(413, PICTURE_TOO_LARGE)
    : badRequest(ONE_FILE_FIELD);
}

/**
 * The uploaded file's bytes, from a multipart form holding one file, in the field `file` (text fields beside it
 * are ignored). The multipart plugin stops keeping a file at its size limit and reads the rest of the request
 * through without keeping it, so a file past the limit costs the limit's worth of memory at most. Each file
 * part is read to its end before a refusal, so the connection is left at the end of the request.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(415, SEND_AS_FORM);
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      // A second file is refused by the plugin's own limit (one file) before it gets here.
      if (part.fieldname !== FILE_FIELD) throw badRequest(ONE_FILE_FIELD);
      file = bytes;
    }
  } catch (error) {
    throw refusalOf(error);
  }
  if (!file) throw badRequest(ONE_FILE_FIELD);
  return file;
}
