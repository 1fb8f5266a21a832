import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../src/config/env';

/** s3rver's own credentials: it checks each request's signature against them, as S3 does. */
const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3TestServer {
  /** Settings for the picture store, as config/env.ts makes them from S3_*. */
  config: S3Config;
  close(): Promise<void>;
}

/**
 * A real S3 server for the tests (s3rver: the S3 protocol over HTTP, objects in a folder), with one empty
 * bucket, on a free port.
 */
export async function startS3TestServer(bucket = 'pictures'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'souq-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      credentials: S3RVER_KEYS,
      forcePathStyle: true,
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
