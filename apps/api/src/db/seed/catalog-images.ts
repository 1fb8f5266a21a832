import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { slugify } from '@souq/shared/catalog/slugify';
import { SEED_PRODUCTS } from './catalog-data';
import { drawProductSvg } from './product-art';
import type { SeedColor, SeedProduct } from './seed-types';

export const CATALOG_IMAGE_DIR = 'catalog';
export const IMAGES_PER_COLOR = 2;

function imageFileName(product: SeedProduct, color: SeedColor, view: number): string {
  return `${slugify(product.sku)}-${slugify(color.name)}-${view + 1}.svg`;
}

/** The public URLs of one colour's images, in the order the product page shows them. */
export function colorImageUrls(product: SeedProduct, color: SeedColor): string[] {
  return Array.from(
    { length: IMAGES_PER_COLOR },
    (_, view) => `/uploads/${CATALOG_IMAGE_DIR}/${imageFileName(product, color, view)}`,
  );
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Draws the demo catalogue's images into the uploads folder. Drawing is deterministic, so an instance
 * whose disk lacks them (a new machine on an already seeded database) makes the same files again.
 */
export async function ensureCatalogImages(uploadsDir: string): Promise<void> {
  const dir = path.join(uploadsDir, CATALOG_IMAGE_DIR);
  await mkdir(dir, { recursive: true });
  for (const product of SEED_PRODUCTS) {
    for (const color of product.colors) {
      for (let view = 0; view < IMAGES_PER_COLOR; view++) {
        const file = path.join(dir, imageFileName(product, color, view));
        if (!(await exists(file))) await writeFile(file, drawProductSvg(product.art, color.hex, view));
      }
    }
  }
}
