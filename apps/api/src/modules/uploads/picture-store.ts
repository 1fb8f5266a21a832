/** A picture as a store holds it. */
export interface StoredPicture {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where uploaded pictures live, so every instance behind a balancer serves every picture
 * (docs/decisions/016-uploaded-pictures.md): a folder under DATA_DIR, the database, or an S3 bucket. Keys are
 * `products/<content hash>-<width>.webp` (picture-keys.ts): a key always names the same bytes, so a put of a
 * key already stored changes nothing.
 */
export interface PictureStore {
  kind: 'disk' | 'database' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Null when no picture has the key. */
  get(key: string): Promise<StoredPicture | null>;
  /** Lets go of connections (the S3 client's); the app calls it as it closes. */
  close(): Promise<void>;
}
