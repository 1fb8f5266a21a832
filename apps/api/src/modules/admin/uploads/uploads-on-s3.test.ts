import { existsSync } from 'node:fs';
import path from 'node:path';
import { uploadResponseSchema } from '@souq/shared/schemas/admin-uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../../test/admin-test-kit';
import { type S3TestServer, startS3TestServer } from '../../../../test/s3-test-server';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { picture, uploadPicture, widthsOf } from '../../../../test/upload-test-kit';
import { uploadedFiles } from '../../../db/schema';
import { createS3PictureStore } from '../../uploads/s3-picture-store';

/**
 * Two stores with databases of their own and one S3 bucket (s3rver, a real S3 server over HTTP): what one
 * takes, the other serves, which is what instances behind a balancer need of S3.
 */
let s3: S3TestServer;
let first: TestApp;
let second: TestApp;
// One hook each: making a seeded store takes a while on a busy machine, and each hook has its own time limit.
beforeAll(async () => {
  s3 = await startS3TestServer();
  first = await createTestApp({ pictures: createS3PictureStore(s3.config) });
});
beforeAll(async () => {
  second = await createTestApp({ pictures: createS3PictureStore(s3.config) });
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await s3?.close();
});

describe('pictures in an S3 bucket', () => {
  it('an upload through one store is served, byte for byte, by another on the same bucket', async () => {
    const member = await signedInStaff(first);
    const res = await uploadPicture(first, member, { bytes: await picture('jpeg', 1500, 1000) });
    expect(res.statusCode, res.body).toBe(201);
    const { url } = uploadResponseSchema.parse(res.json()).image;
    for (const { width, url: at } of widthsOf(url)) {
      const here = await first.app.inject({ method: 'GET', url: at });
      const there = await second.app.inject({ method: 'GET', url: at });
      expect([here.statusCode, there.statusCode], at).toEqual([200, 200]);
      expect(there.headers['content-type']).toBe('image/webp');
      expect(there.rawPayload.equals(here.rawPayload), `${width} px`).toBe(true);
      // In the bucket, not on either store's disk or in its database.
      const key = at.replace('/uploads/', '');
      expect(existsSync(path.join(first.uploadsDir, key))).toBe(false);
    }
    expect(await first.database.db.select().from(uploadedFiles)).toEqual([]);
  });

  it('a picture the bucket has not is a JSON 404', async () => {
    const res = await second.app.inject({
      method: 'GET',
      url: `/uploads/products/${'0'.repeat(32)}-320.webp`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });
});
