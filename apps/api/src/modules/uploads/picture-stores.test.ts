import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { uploadedSrcSet } from '@souq/shared/catalog/uploaded-pictures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3TestServer } from '../../../test/s3-test-server';
import { openTestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/client';
import { cachedPictureStore } from './cached-picture-store';
import { createPictureStore } from './create-picture-store';
import { createDatabasePictureStore } from './database-picture-store';
import { createDiskPictureStore } from './disk-picture-store';
import { isPictureKey, keyOfFileName, pictureKey, pictureUrl } from './picture-keys';
import type { PictureStore, StoredPicture } from './picture-store';
import { createS3PictureStore } from './s3-picture-store';

const HASH = 'c0ffee'.repeat(6).slice(0, 32);
const KEY = pictureKey(HASH, 640);
const BYTES = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 fake picture bytes');

describe('picture keys', () => {
  it('name each width of a picture under /uploads/products, as the storefront’s srcset reads them', () => {
    expect(pictureUrl(KEY)).toBe(`/uploads/products/${HASH}-640.webp`);
    expect(uploadedSrcSet(pictureUrl(KEY))).toBe(
      [320, 640, 1280].map((w) => `/uploads/products/${HASH}-${w}.webp ${w}w`).join(', '),
    );
  });

  it('take only names an upload could have: a hash, a width the store makes, .webp', () => {
    expect(keyOfFileName(`${HASH}-1280.webp`)).toBe(pictureKey(HASH, 1280));
    for (const name of [
      `${HASH}-500.webp`,
      `${HASH}-640.png`,
      `${HASH.toUpperCase()}-640.webp`,
      '..-640.webp',
      `x${HASH}-640.webp`,
    ]) {
      expect(keyOfFileName(name), name).toBeNull();
    }
    expect(isPictureKey(KEY)).toBe(true);
    expect(isPictureKey(`products/../${HASH}-640.webp`)).toBe(false);
    expect(isPictureKey(`catalog/${HASH}-640.webp`)).toBe(false);
  });
});

/** What every store must do, whichever keeps the bytes. */
function behavesAsAPictureStore(name: string, open: () => PictureStore) {
  describe(`the ${name} picture store`, () => {
    it('gives back the bytes and type put under a key, and null for a key never put', async () => {
      const store = open();
      expect(await store.get(KEY)).toBeNull();
      await store.put(KEY, BYTES, 'image/webp');
      const got = await store.get(KEY);
      expect(got?.contentType).toBe('image/webp');
      expect(got?.bytes.equals(BYTES)).toBe(true);
    });

    it('takes the same key again without complaint: it names the same bytes', async () => {
      const store = open();
      const key = pictureKey(HASH, 320);
      await store.put(key, BYTES, 'image/webp');
      await store.put(key, BYTES, 'image/webp');
      await Promise.all([store.put(key, BYTES, 'image/webp'), store.put(key, BYTES, 'image/webp')]);
      expect((await store.get(key))?.bytes.equals(BYTES)).toBe(true);
    });

    it('refuses to write a key that is not a picture’s, and finds none under one', async () => {
      const store = open();
      await expect(store.put('../escape.webp', BYTES, 'image/webp')).rejects.toThrow();
      expect(await store.get('../escape.webp')).toBeNull();
    });
  });
}

let uploadsDir: string;
let database: Database;
let s3: S3TestServer;
const opened: PictureStore[] = [];
beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'souq-pictures-'));
  database = await openTestDatabase();
  // The tables alone: the store needs no catalogue.
  await database.migrate();
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await Promise.all(opened.map((store) => store.close()));
  await s3?.close();
  await database?.close();
  await rm(uploadsDir, { recursive: true, force: true });
});
const kept = (store: PictureStore) => {
  opened.push(store);
  return store;
};

behavesAsAPictureStore('disk', () => createDiskPictureStore(uploadsDir));
behavesAsAPictureStore('database', () => createDatabasePictureStore(database.db));
behavesAsAPictureStore('S3', () => kept(createS3PictureStore(s3.config)));

describe('the disk store', () => {
  it('keeps pictures under uploads/products and leaves no temporary file behind', async () => {
    await createDiskPictureStore(uploadsDir).put(pictureKey(HASH, 1280), BYTES, 'image/webp');
    expect((await readdir(path.join(uploadsDir, 'products'))).sort()).toEqual(
      [320, 640, 1280].map((w) => `${HASH}-${w}.webp`).sort(),
    );
  });
});

describe('the S3 store', () => {
  it('writes objects an S3 client reads back, typed and cacheable for good', async () => {
    const key = pictureKey(HASH, 1280);
    await kept(createS3PictureStore(s3.config)).put(key, BYTES, 'image/webp');
    const { region, endpoint, credentials, forcePathStyle } = s3.config;
    const client = new S3Client({
      region,
      forcePathStyle,
      ...(endpoint ? { endpoint } : {}),
      ...(credentials ? { credentials } : {}),
    });
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: s3.config.bucket, Key: key }));
      expect([object.ContentType, object.CacheControl]).toEqual([
        'image/webp',
        'public, max-age=31536000, immutable',
      ]);
      expect(Buffer.from((await object.Body?.transformToByteArray()) ?? []).equals(BYTES)).toBe(true);
    } finally {
      client.destroy();
    }
  });

  it('fails loudly when the bucket is missing or cannot be reached, rather than saying the picture is', async () => {
    const store = kept(createS3PictureStore({ ...s3.config, bucket: 'no-such-bucket' }));
    await expect(store.get(KEY)).rejects.toThrow(/bucket/i);
    const away = kept(createS3PictureStore({ ...s3.config, endpoint: 'http://127.0.0.1:9' }));
    await expect(away.get(KEY)).rejects.toThrow();
  });
});

describe('the cache in front of a store across the network', () => {
  /** A store that counts its reads. */
  function countingStore() {
    const pictures = new Map<string, StoredPicture>();
    const reads: string[] = [];
    const store: PictureStore = {
      kind: 'database',
      put: async (key, bytes, contentType) => void pictures.set(key, { bytes, contentType }),
      get: async (key) => {
        reads.push(key);
        return pictures.get(key) ?? null;
      },
      close: async () => {},
    };
    return { store, reads };
  }
  const picture = (size: number) => Buffer.alloc(size, 1);

  it('reads a picture from the store once, then from memory', async () => {
    const { store, reads } = countingStore();
    const cached = cachedPictureStore(store, 1000);
    await cached.put(KEY, picture(10), 'image/webp');
    await cached.get(KEY);
    await cached.get(KEY);
    expect(reads).toEqual([KEY]);
  });

  it('lets the least recently read go once its budget is spent, and never keeps a miss', async () => {
    const { store, reads } = countingStore();
    const cached = cachedPictureStore(store, 250);
    const [a, b, c] = [320, 640, 1280].map((w) => pictureKey(HASH, w)) as [string, string, string];
    for (const key of [a, b, c]) await cached.put(key, picture(100), 'image/webp');
    await cached.get(a);
    await cached.get(b);
    await cached.get(a); // b is now the least recently read
    await cached.get(c); // 300 bytes: b goes
    reads.length = 0;
    await cached.get(a);
    await cached.get(c);
    await cached.get(b);
    expect(reads).toEqual([b]);
    const missing = pictureKey('f'.repeat(32), 640);
    await cached.get(missing);
    await cached.get(missing);
    expect(reads.filter((key) => key === missing)).toHaveLength(2);
  });
});

describe('choosing the picture store', () => {
  it('takes S3 when it is configured, the database on a PostgreSQL server, else the disk', () => {
    const db = database.db;
    const choose = (s3Config: S3TestServer['config'] | null, kind: Database['kind']) =>
      kept(createPictureStore({ s3: s3Config, database: { db, kind }, uploadsDir })).kind;
    expect(choose(s3.config, 'pglite')).toBe('s3');
    expect(choose(s3.config, 'postgres')).toBe('s3');
    expect(choose(null, 'postgres')).toBe('database');
    expect(choose(null, 'pglite')).toBe('disk');
  });
});
