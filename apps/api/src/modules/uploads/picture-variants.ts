import { UPLOAD_WIDTHS } from '@souq/shared/catalog/uploaded-pictures';
import { UPLOAD_MAX_PIXELS } from '@souq/shared/schemas/admin-uploads';
import type SharpModule from 'sharp';
import { badRequest } from '../../lib/app-error';
import { NOT_A_PICTURE, PICTURE_UNREADABLE, TOO_MANY_PIXELS } from './uploads-messages';

/** WebP's quality: photos of clothes keep their texture at a fraction of a JPEG's size (decision 014). */
const WEBP_QUALITY = 80;
/** What sharp names each format the store takes, read from the file's own bytes. */
const ACCEPTED = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
type AcceptedFormat = keyof typeof ACCEPTED;

export interface PictureVariant {
  /** The width the variant is named by (UPLOAD_WIDTHS). */
  width: number;
  bytes: Buffer;
  /** Its pixels: below `width` when the picture was narrower, never enlarged. */
  pixelWidth: number;
  pixelHeight: number;
}

export interface PictureVariants {
  type: (typeof ACCEPTED)[AcceptedFormat];
  variants: PictureVariant[];
}

let loading: Promise<typeof SharpModule> | null = null;
/**
 * sharp (libvips) is loaded on the first upload: some 20 MB a store that takes no uploads never needs. Its
 * operation cache is off, since every upload is a picture it has not seen.
 */
function loadSharp(): Promise<typeof SharpModule> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

const isAccepted = (format: string): format is AcceptedFormat => Object.hasOwn(ACCEPTED, format);

/**
 * The picture at every width the storefront uses, as WebP: its type read from its bytes (never its name),
 * turned upright as its EXIF orientation says, every other piece of metadata (GPS position, camera) left
 * out, shrunk to each width and never enlarged. A picture that is none of the accepted types, too big to
 * decode or broken is a 400.
 */
export async function makePictureVariants(original: Buffer): Promise<PictureVariants> {
  const sharp = await loadSharp();
  // sharp throws at once, not in its promise, for some input (an empty file): both are a file it cannot read.
  const metadata = await Promise.resolve()
    .then(() => sharp(original).metadata())
    .catch(() => null);
  if (!metadata || !isAccepted(metadata.format)) throw badRequest(NOT_A_PICTURE);
  if (metadata.width * metadata.height > UPLOAD_MAX_PIXELS) throw badRequest(TOO_MANY_PIXELS);

  // Decoded once, at the widest width: each width is then made from these pixels rather than the original.
  const widest = Math.max(...UPLOAD_WIDTHS);
  const upright = await sharp(original, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: widest, withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw badRequest(PICTURE_UNREADABLE);
    });
  const { width, height, channels } = upright.info;
  const variants = await Promise.all(
    UPLOAD_WIDTHS.map(async (name) => {
      const { data, info } = await sharp(upright.data, { raw: { width, height, channels } })
        .resize({ width: name, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      return { width: name, bytes: data, pixelWidth: info.width, pixelHeight: info.height };
    }),
  );
  return { type: ACCEPTED[metadata.format], variants };
}
