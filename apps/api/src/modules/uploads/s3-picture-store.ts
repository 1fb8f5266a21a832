import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config/env';
import { isPictureKey } from './picture-keys';
import type { PictureStore } from './picture-store';

/** Names are content hashes, so a copy anywhere (a CDN in front of the bucket) may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Pictures as objects in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2…), through the AWS SDK. The SDK
 * is loaded on first use: it costs some 20 MB of memory a store without S3 settings never needs.
 */
export function createS3PictureStore(config: S3Config): PictureStore {
  let loading: Promise<{ client: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | null = null;
  const connect = () => {
    loading ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        forcePathStyle: config.forcePathStyle,
        ...(config.endpoint ? { endpoint: config.endpoint } : {}),
        ...(config.credentials ? { credentials: config.credentials } : {}),
      }),
    }));
    return loading;
  };
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      if (!isPictureKey(key)) throw new Error(`not a picture key: ${key}`);
      const { client, sdk } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: config.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: IMMUTABLE,
        }),
      );
    },
    async get(key) {
      if (!isPictureKey(key)) return null;
      const { client, sdk } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket: config.bucket, Key: key }));
        if (!object.Body) return null;
        const { buffer, byteOffset, byteLength } = await object.Body.transformToByteArray();
        return {
          bytes: Buffer.from(buffer, byteOffset, byteLength),
          contentType: object.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        // Only a missing key is a miss: a missing bucket or a refusal is a fault to see, not a picture to 404.
        // Without the right to list the bucket S3 answers a missing key with 403, so the credentials need it
        // (docs/decisions/016-uploaded-pictures.md).
        if (error instanceof sdk.NoSuchKey) return null;
        throw error;
      }
    },
    async close() {
      if (loading) (await loading).client.destroy();
    },
  };
}
