import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
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

/**
 * Sends a body made for this one request (a storefront page's HTML) in the best encoding the client
 * accepts, compressed in one call: ~1 ms for a ~50 KB page at brotli 5. Above its sync threshold (8 KB on
 * two cores) @fastify/compress streams instead, and a page's later chunks then wait behind the many static
 * files the same page has just had the browser ask for (issue 6: the first paint waited ~70 ms for them).
 */
export function sendCompressedNow(request: FastifyRequest, reply: FastifyReply, body: string) {
  reply.header('Vary', 'Accept-Encoding');
  const encoding = acceptedEncoding(request);
  if (encoding === 'identity') return reply.send(body);
  const bytes =
    encoding === 'gzip'
      ? gzipSync(body, { level: 6 })
      : brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
          },
        });
  return reply.header('Content-Encoding', encoding).send(bytes);
}
