import { UPLOAD_WIDTHS } from '@souq/shared/catalog/uploaded-pictures';

/** The hex digits of a picture's SHA-256 its name keeps: 128 bits, so two pictures never share a name. */
export const PICTURE_HASH_LENGTH = 32;

/** A served file's name: `<content hash>-<width>.webp`, at one of the widths the store makes. */
const FILE_NAME = /^([a-f0-9]{16,64})-(\d{1,5})\.webp$/;
const WIDTHS: ReadonlySet<number> = new Set(UPLOAD_WIDTHS);

/** The store's key for a picture at one width; its address is `/uploads/<key>`. */
export const pictureKey = (hash: string, width: number) => `products/${hash}-${width}.webp`;

export const pictureUrl = (key: string) => `/uploads/${key}`;

/** The key of a file asked for under /uploads/products/, or null for a name no upload could have. */
export function keyOfFileName(fileName: string): string | null {
  const match = FILE_NAME.exec(fileName);
  if (!match?.[1] || !WIDTHS.has(Number(match[2]))) return null;
  return pictureKey(match[1], Number(match[2]));
}

/** True for a key pictureKey could have made: what the stores accept, so no key reaches outside their folder. */
export function isPictureKey(key: string): boolean {
  return key.startsWith('products/') && keyOfFileName(key.slice('products/'.length)) === key;
}
