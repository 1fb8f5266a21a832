import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isPictureKey } from './picture-keys';
import type { PictureStore } from './picture-store';

const WEBP = 'image/webp';

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');

/**
 * Pictures as files under `uploadsDir` (DATA_DIR/uploads/products/…), for the embedded database's single
 * instance. Each is written to a temporary name and renamed into place, so a reader never finds half a
 * picture and two uploads of one picture at once both end with the whole file.
 */
export function createDiskPictureStore(uploadsDir: string): PictureStore {
  const fileOf = (key: string) => {
    if (!isPictureKey(key)) throw new Error(`not a picture key: ${key}`);
    return path.join(uploadsDir, key);
  };
  return {
    kind: 'disk',
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      if (!isPictureKey(key)) return null;
      try {
        // Every key names a WebP (picture-keys.ts): the type need not be kept beside the file.
        return { bytes: await readFile(fileOf(key)), contentType: WEBP };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    close: async () => {},
  };
}
