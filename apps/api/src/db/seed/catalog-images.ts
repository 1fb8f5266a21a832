import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { slugify } from '@souq/shared/catalog/slugify';
import { SEED_PRODUCTS } from './catalog-data';
import { drawProductSvg } from './product-art';
import type { SeedColor, SeedProduct } from './seed-types';

export const CATALOG_IMAGE_DIR = 'catalog';
export const IMAGES_PER_COLOR = 2;
/**
 * The demo catalogue's pictures, drawn once by apps/api/scripts/draw-catalog-pictures.ts and kept with the
 * sources: drawing 400 pictures takes about a minute, too long for every new store and every test app.
 */
export const SEED_PICTURES_DIR = path.join(import.meta.dirname, 'pictures');

function imageFileName(product: SeedProduct, color: SeedColor, view: number): string {
  return `${slugify(product.sku)}-${slugify(color.name)}-${view + 1}.webp`;
}

/** The public URLs of one colour's images, in the order the product page shows them. */
export function colorImageUrls(product: SeedProduct, color: SeedColor): string[] {
  return Array.from(
    { length: IMAGES_PER_COLOR },
    (_, view) => `/uploads/${CATALOG_IMAGE_DIR}/${imageFileName(product, color, view)}`,
  );
}

export interface SeedPicture {
  fileName: string;
  /** The drawing the picture is made from. */
  svg(): string;
}

/** Every picture of the demo catalogue: each view of each colour of each product. */
export function seedPictures(): SeedPicture[] {
  return SEED_PRODUCTS.flatMap((product) =>
    product.colors.flatMap((color) =>
      Array.from({ length: IMAGES_PER_COLOR }, (_, view) => ({
        fileName: imageFileName(product, color, view),
        svg: () => drawProductSvg(product.art, color.hex, view),
      })),
    ),
  );
}

/** A drawing's SHA-1, as drawn-from.json records it beside the picture made from it. */
export function drawingHash(svg: string): string {
  return createHash('sha1').update(svg).digest('hex');
}

/**
 * Copies the demo catalogue's pictures into the uploads folder, each one it lacks: an instance whose disk
 * lacks them (a new machine on an already seeded database) gets the same files. A file already there is
 * left as it is.
 */
export async function ensureCatalogImages(uploadsDir: string): Promise<void> {
  const dir = path.join(uploadsDir, CATALOG_IMAGE_DIR);
  await mkdir(dir, { recursive: true });
  await Promise.all(
    seedPictures().map(async ({ fileName }) => {
      try {
        await copyFile(
          path.join(SEED_PICTURES_DIR, fileName),
          path.join(dir, fileName),
          constants.COPYFILE_EXCL,
        );
      } catch (error) {
        if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
      }
    }),
  );
}
