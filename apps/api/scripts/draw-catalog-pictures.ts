/**
 * Draws the demo catalogue's pictures into src/db/seed/pictures/ as WebP at the drawings' own 600 × 800,
 * and writes drawn-from.json there: each file's SHA-1 of the SVG it was drawn from, so a test tells when a
 * drawing changed and the pictures were not drawn again. Run after changing product-art.ts or the demo
 * catalogue:
 *   npm run draw-pictures -w @souq/api
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { drawingHash, SEED_PICTURES_DIR, seedPictures } from '../src/db/seed/catalog-images';
import { svgToWebp } from './svg-to-webp';

const pictures = seedPictures();
await mkdir(SEED_PICTURES_DIR, { recursive: true });
for (const file of await readdir(SEED_PICTURES_DIR)) {
  if (file.endsWith('.webp')) await rm(path.join(SEED_PICTURES_DIR, file));
}
const drawnFrom: Record<string, string> = {};
for (const picture of pictures) {
  const drawing = picture.svg();
  await writeFile(path.join(SEED_PICTURES_DIR, picture.fileName), await svgToWebp(drawing));
  drawnFrom[picture.fileName] = drawingHash(drawing);
}
await writeFile(path.join(SEED_PICTURES_DIR, 'drawn-from.json'), `${JSON.stringify(drawnFrom, null, 2)}\n`);
console.log(`Drew ${pictures.length} pictures into ${SEED_PICTURES_DIR}`);
