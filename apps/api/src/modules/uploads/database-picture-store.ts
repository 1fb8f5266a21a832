import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploadedFiles } from '../../db/schema';
import { isPictureKey } from './picture-keys';
import type { PictureStore } from './picture-store';

/**
 * Pictures as rows of uploaded_files, for instances sharing one PostgreSQL: what one instance stores, every
 * other reads. The only module that queries that table.
 */
export function createDatabasePictureStore(db: Db): PictureStore {
  return {
    kind: 'database',
    async put(key, bytes, contentType) {
      if (!isPictureKey(key)) throw new Error(`not a picture key: ${key}`);
      // A key is its content's hash: a row already there holds these very bytes.
      await db.insert(uploadedFiles).values({ key, contentType, bytes }).onConflictDoNothing();
    },
    async get(key) {
      if (!isPictureKey(key)) return null;
      const [row] = await db
        .select({ bytes: uploadedFiles.bytes, contentType: uploadedFiles.contentType })
        .from(uploadedFiles)
        .where(eq(uploadedFiles.key, key));
      if (!row) return null;
      const { buffer, byteOffset, byteLength } = row.bytes;
      return { bytes: Buffer.from(buffer, byteOffset, byteLength), contentType: row.contentType };
    },
    close: async () => {},
  };
}
