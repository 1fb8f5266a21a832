import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

const KEYS = { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' };

describe('the S3_* settings for uploaded pictures', () => {
  it('are off without S3_BUCKET', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ S3_BUCKET: '' }).s3).toBeNull();
  });

  it('name a bucket, with the region AWS assumes and the SDK’s own credentials when not given', () => {
    expect(loadConfig({ S3_BUCKET: 'souq-pictures' }).s3).toEqual({
      bucket: 'souq-pictures',
      region: 'us-east-1',
      endpoint: null,
      credentials: null,
      forcePathStyle: false,
    });
  });

  it('take an S3-compatible service’s address, keys and path-style addressing', () => {
    const config = loadConfig({
      S3_BUCKET: 'pictures',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://minio.internal:9000',
      S3_FORCE_PATH_STYLE: 'true',
      ...KEYS,
    });
    expect(config.s3).toEqual({
      bucket: 'pictures',
      region: 'auto',
      endpoint: 'https://minio.internal:9000',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it.each([
    [{ S3_REGION: 'me-central-1' }, /S3_BUCKET/],
    [{ ...KEYS }, /S3_BUCKET/],
    [{ S3_BUCKET: 'pictures', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/],
    [{ S3_BUCKET: 'pictures', S3_SECRET_ACCESS_KEY: 'secret' }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/],
    [{ S3_BUCKET: 'pictures', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT/],
    [{ S3_BUCKET: 'pictures', S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE/],
  ])('stop the start when they do not make sense: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
