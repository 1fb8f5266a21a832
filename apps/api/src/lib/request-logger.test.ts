import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { lazyRequestLogger } from './request-logger';

/** A pino logger at `level` whose lines are kept, parsed. */
function capturedLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}

describe('a request logger', () => {
  it('writes the lines of the levels that are on, each with the request id', () => {
    const { logger, lines } = capturedLogger('warn');
    const log = lazyRequestLogger(logger, { reqId: 'req-7' }, {});
    log.info('not written');
    log.warn({ sizeId: 's1' }, 'stock ran out');
    log.error('failed');
    expect(lines.map(({ msg, reqId, sizeId }) => ({ msg, reqId, sizeId }))).toEqual([
      { msg: 'stock ran out', reqId: 'req-7', sizeId: 's1' },
      { msg: 'failed', reqId: 'req-7', sizeId: undefined },
    ]);
  });

  it('makes no pino child while nothing is written at a level that is on', () => {
    const { logger } = capturedLogger('warn');
    let children = 0;
    const counting = Object.assign(Object.create(logger), {
      child: (...args: Parameters<typeof logger.child>) => {
        children += 1;
        return logger.child(...args);
      },
    });
    const log = lazyRequestLogger(counting, { reqId: 'req-1' }, {});
    log.info('skipped');
    log.debug('skipped');
    expect(children).toBe(0);
    log.warn('written');
    log.error('written');
    expect(children).toBe(1);
  });

  it('follows a route level set for it and a level changed on it', () => {
    const { logger, lines } = capturedLogger('warn');
    const log = lazyRequestLogger(logger, { reqId: 'req-2' }, { level: 'debug' });
    expect(log.level).toBe('debug');
    log.debug('route debug');
    log.level = 'error';
    log.warn('now off');
    expect(lines.map(({ msg }) => msg)).toEqual(['route debug']);
  });

  it("gives Fastify's request lines their request id", async () => {
    const { logger, lines } = capturedLogger('info');
    const app = Fastify({ loggerInstance: logger, childLoggerFactory: lazyRequestLogger });
    app.get('/hello', async (request) => {
      request.log.info('in the handler');
      return { ok: true };
    });
    const res = await app.inject({ method: 'GET', url: '/hello' });
    await app.close();
    expect(res.statusCode).toBe(200);
    const handlerLine = lines.find(({ msg }) => msg === 'in the handler');
    expect(handlerLine?.reqId).toBeTruthy();
    expect(lines.filter(({ reqId }) => reqId === handlerLine?.reqId).map(({ msg }) => msg)).toEqual([
      'incoming request',
      'in the handler',
      'request completed',
    ]);
  });
});
