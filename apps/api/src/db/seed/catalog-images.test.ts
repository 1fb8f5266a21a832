import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CATALOG_IMAGE_DIR,
  drawingHash,
  ensureCatalogImages,
  SEED_PICTURES_DIR,
  seedPictures,
} from './catalog-images';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('the demo catalogue pictures', () => {
  it('are drawn from the drawings product-art.ts makes today (else: npm run draw-pictures -w @souq/api)', async () => {
    const drawnFrom: Record<string, string> = JSON.parse(
      await readFile(path.join(SEED_PICTURES_DIR, 'drawn-from.json'), 'utf8'),
    );
    const pictures = seedPictures();
    expect(Object.keys(drawnFrom).sort()).toEqual(pictures.map((p) => p.fileName).sort());
    for (const picture of pictures)
      expect(drawnFrom[picture.fileName], picture.fileName).toBe(drawingHash(picture.svg()));
    const files = (await readdir(SEED_PICTURES_DIR)).filter((file) => file.endsWith('.webp'));
    expect(files.sort()).toEqual(pictures.map((p) => p.fileName).sort());
  });

  it('are copied into a new uploads folder, and a file already there is kept as it is', async () => {
    const uploads = await mkdtemp(path.join(tmpdir(), 'souq-pictures-'));
    folders.push(uploads);
    const [first] = seedPictures();
    if (!first) throw new Error('the demo catalogue has no pictures');
    const kept = path.join(uploads, CATALOG_IMAGE_DIR, first.fileName);
    await ensureCatalogImages(uploads);
    await writeFile(kept, 'replaced by the shop');

    await ensureCatalogImages(uploads);

    expect(await readFile(kept, 'utf8')).toBe('replaced by the shop');
    expect((await readdir(path.join(uploads, CATALOG_IMAGE_DIR))).length).toBe(seedPictures().length);
  });
});
