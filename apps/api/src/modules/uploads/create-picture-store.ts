import type { S3Config } from '../../config/env';
import type { Database } from '../../db/client';
import { cachedPictureStore } from './cached-picture-store';
import { createDatabasePictureStore } from './database-picture-store';
import { createDiskPictureStore } from './disk-picture-store';
import type { PictureStore } from './picture-store';
import { createS3PictureStore } from './s3-picture-store';

export interface PictureStoreChoice {
  /** S3 settings (config/env.ts), or null. */
  s3: S3Config | null;
  database: Pick<Database, 'db' | 'kind'>;
  /** DATA_DIR/uploads. */
  uploadsDir: string;
}

/**
 * Where uploaded pictures go (docs/decisions/016-uploaded-pictures.md): the S3 bucket when one is configured;
 * else the database when it is a PostgreSQL server, which every instance shares; else, with the embedded
 * database (one instance by nature), files under DATA_DIR/uploads.
 */
export function createPictureStore({ s3, database, uploadsDir }: PictureStoreChoice): PictureStore {
  if (s3) return cachedPictureStore(createS3PictureStore(s3));
  if (database.kind === 'postgres') return cachedPictureStore(createDatabasePictureStore(database.db));
  return createDiskPictureStore(uploadsDir);
}
