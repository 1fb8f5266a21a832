import { z } from 'zod';

// The addresses live with the catalogue, where the storefront reads them without zod; the back office
// imports them from here with the rest of the upload's contract.
export {
  UPLOAD_MAIN_WIDTH,
  UPLOAD_WIDTHS,
  uploadedAtWidth,
  uploadedSrcSet,
} from '../catalog/uploaded-pictures';

/** The largest file staff may upload. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The most pixels an upload may have: a 48-megapixel phone photo passes. A 10 MB PNG of one flat colour can
 * claim hundreds of megapixels, and decoding it would hold the server's memory and a core for seconds.
 */
export const UPLOAD_MAX_PIXELS = 50_000_000;
/** What an upload may be, read from the file's first bytes rather than its name. */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** POST /api/admin/uploads (multipart, one field `file`): the picture's address at UPLOAD_MAIN_WIDTH. */
export const uploadResponseSchema = z.object({
  success: z.literal(true),
  image: z.object({
    url: z.string(),
    width: z.number(),
    height: z.number(),
  }),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
