import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export type BodyEncoding = 'br' | 'gzip' | 'identity';
const OFFERED: BodyEncoding[] = ['br', 'gzip', 'identity'];
/**
 * A stored body is made anew whenever a product on it changes, which is every few orders for the first
 * pages, and the next reader waits for its compression. Brotli's best (11) took 40 ms on a page of 20
 * products and 170 ms on the whole list, on the event loop's thread pool, beside every order: under a
 * stream of orders it cost more CPU than the orders themselves and held readers up to a quarter of a second
 * (bench/catalog-10k). Level 5 takes 1-2 ms on either for bodies some 15 % larger; gzip's 6 is zlib's own
 * default, within 4 % of its best.
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/**
 * A JSON body serialised once and compressed at most once per encoding, on first request, off the event
 * loop. Its ETag names the JSON, so a client holding it gets a 304 whatever encoding it asks for.
 */
export class EncodedBody {
  readonly etag: string;
  /** The headers every answer with this body carries, 304s included. */
  readonly headers: Readonly<Record<string, string>>;
  private readonly json: Buffer;
  private readonly compressing = new Map<BodyEncoding, Promise<Buffer>>();
  /** Compressed bytes once they are made, so later requests send them without waiting on a promise. */
  private readonly compressed = new Map<BodyEncoding, Buffer>();

  /** `json`: the UTF-8 bytes of a JSON text (of() makes them from a value). */
  constructor(json: Buffer) {
    this.json = json;
    this.etag = `W/"${createHash('sha1').update(this.json).digest('base64url')}"`;
    this.headers = {
      etag: this.etag,
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
      'content-type': 'application/json; charset=utf-8',
    };
  }

  static of(value: unknown): EncodedBody {
    return new EncodedBody(Buffer.from(JSON.stringify(value)));
  }

  /** The bytes in `encoding` if they are made already. */
  ready(encoding: BodyEncoding): Buffer | undefined {
    return encoding === 'identity' ? this.json : this.compressed.get(encoding);
  }

  bytes(encoding: BodyEncoding): Promise<Buffer> {
    const ready = this.ready(encoding);
    if (ready) return Promise.resolve(ready);
    let pending = this.compressing.get(encoding);
    if (!pending) {
      pending = (
        encoding === 'gzip'
          ? gzipAsync(this.json, { level: GZIP_LEVEL })
          : brotliAsync(this.json, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.json.length,
              },
            })
      ).then((bytes) => {
        this.compressed.set(encoding, bytes);
        return bytes;
      });
      this.compressing.set(encoding, pending);
    }
    return pending;
  }
}

/**
 * Accept-Encoding values already negotiated: browsers send a handful of them, each on every request. Kept
 * to a bound so clients sending endless variations cannot grow it.
 */
const negotiated = new Map<string, BodyEncoding>();
const MAX_NEGOTIATED = 64;

function acceptedEncoding(request: FastifyRequest): BodyEncoding {
  const header = request.headers['accept-encoding'];
  if (!header) return 'identity';
  let encoding = negotiated.get(header);
  if (!encoding) {
    encoding = (negotiate(header, OFFERED) as BodyEncoding | null) ?? 'identity';
    if (negotiated.size >= MAX_NEGOTIATED) negotiated.clear();
    negotiated.set(header, encoding);
  }
  return encoding;
}

function ifNoneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim() === etag);
}

/**
 * Sends `body` as JSON in the best encoding the client accepts, or 304 when it already holds this version.
 * `no-cache` lets browsers and the service worker keep a copy but ask again every time, so a stock change
 * is seen at once. Synchronous once the encoding's bytes are made: the common case costs no promise.
 */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
): FastifyReply | Promise<FastifyReply> {
  reply.headers(body.headers);
  if (ifNoneMatch(request, body.etag)) return reply.code(304).send();
  const encoding = acceptedEncoding(request);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  const ready = body.ready(encoding);
  return ready ? reply.send(ready) : body.bytes(encoding).then((bytes) => reply.send(bytes));
}

/**
 * Sends a body made for this one request (a storefront page's HTML) in the best encoding the client
 * accepts, compressed in one call, which brotli 5 does quickly for a page's size. Above its sync threshold
 * @fastify/compress streams instead, and a page's later chunks then wait behind the many static
 * files the same page has just had the browser ask for (and the first paint waited for them).
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
