import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export type BodyEncoding = 'br' | 'gzip' | 'identity';
const OFFERED: BodyEncoding[] = ['br', 'gzip', 'identity'];
/** Brotli's best level takes seconds on a multi-megabyte catalogue; a middle level keeps rebuilds cheap. */
const BROTLI_BEST_UP_TO_BYTES = 256 * 1024;

/**
 * A JSON body serialised once and compressed at most once per encoding, on first request, off the event
 * loop. Its ETag names the JSON, so a client holding it gets a 304 whatever encoding it asks for.
 */
export class EncodedBody {
  readonly etag: string;
  private readonly json: Buffer;
  private readonly compressed = new Map<BodyEncoding, Promise<Buffer>>();

  constructor(value: unknown) {
    this.json = Buffer.from(JSON.stringify(value));
    this.etag = `W/"${createHash('sha1').update(this.json).digest('base64url')}"`;
  }

  bytes(encoding: BodyEncoding): Promise<Buffer> {
    if (encoding === 'identity') return Promise.resolve(this.json);
    let pending = this.compressed.get(encoding);
    if (!pending) {
      pending =
        encoding === 'gzip'
          ? gzipAsync(this.json, { level: 9 })
          : brotliAsync(this.json, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: this.json.length <= BROTLI_BEST_UP_TO_BYTES ? 11 : 5,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.json.length,
              },
            });
      this.compressed.set(encoding, pending);
    }
    return pending;
  }
}

function acceptedEncoding(request: FastifyRequest): BodyEncoding {
  const header = request.headers['accept-encoding'];
  if (!header) return 'identity';
  return (negotiate(header, OFFERED) as BodyEncoding | null) ?? 'identity';
}

function ifNoneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim() === etag);
}

/**
 * Sends `body` as JSON in the best encoding the client accepts, or 304 when it already holds this version.
 * `no-cache` lets browsers and the service worker keep a copy but ask again every time, so a stock change
 * is seen at once.
 */
export async function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody) {
  reply
    .header('ETag', body.etag)
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding')
    .type('application/json; charset=utf-8');
  if (ifNoneMatch(request, body.etag)) return reply.code(304).send();
  const encoding = acceptedEncoding(request);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.send(await body.bytes(encoding));
}
