import { PRODUCT_IMAGES_MAX } from '@souq/shared/schemas/admin-products';
import { UPLOAD_MAX_BYTES } from '@souq/shared/schemas/admin-uploads';

/** The list with the image at `index` moved `offset` places (−1 earlier, +1 later), clamped to the ends. */
export function moveImage(images: readonly string[], index: number, offset: number): string[] {
  const to = Math.min(Math.max(index + offset, 0), images.length - 1);
  const next = [...images];
  const [image] = next.splice(index, 1);
  if (image === undefined) return next;
  next.splice(to, 0, image);
  return next;
}

/**
 * The list with an uploaded picture at its end. The same picture uploaded twice has one address (its content's
 * hash), and showing it twice in a row helps no one, so it is kept once.
 */
export function withImage(images: readonly string[], url: string): string[] {
  return images.includes(url) ? [...images] : [...images, url];
}

/** How many more images the list may take. */
export const imagesLeft = (images: readonly string[]) => Math.max(0, PRODUCT_IMAGES_MAX - images.length);

/**
 * Why a file will not be sent, found before uploading it: only its size, which a browser knows for certain.
 * Whether it is a picture is the api's call, from its first bytes rather than its name.
 */
export function refusedBeforeUpload(file: { size: number }): string | null {
  return file.size > UPLOAD_MAX_BYTES
    ? `The picture is too large (${UPLOAD_MAX_BYTES / (1024 * 1024)} MB at most).`
    : null;
}
