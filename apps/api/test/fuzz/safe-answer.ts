import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Words that only reach a client when internals leak: stack frames, file paths, driver and SQL errors. */
const INTERNALS = [
  /(?:\n|\\n)\s+at /,
  /\bat (?:async )?\S+ \((?:file:\/\/|node:|\/)[^)]*:\d+:\d+\)/,
  /node_modules/,
  /apps\/api\//,
  /\.ts:\d+/,
  /drizzle/i,
  /pglite/i,
  /postgres/i,
  /violates/i,
  /constraint/i,
  /syntax error/i,
  /invalid input syntax/i,
  /invalid byte sequence/i,
  /\b(Type|Reference|Range|Syntax)Error\b/,
  /Cannot read propert/,
  /is not a function/,
  /\bFST_/,
  /\bECONN/,
];

/** The verify calls answer 200 with a verdict: `success` is true only when the order is paid. */
const VERDICT_ROUTES = new Set(['/api/order/verifyEmbeddedStripe', '/api/order/verifyStripe']);

/**
 * The api's promise for any request (see docs/architecture.md): never a 5xx; a refusal is a JSON
 * `{success:false, message}` with a message and no internals; an acceptance is JSON with success true, or
 * for a verify call a verdict whose `success` says whether the order is paid.
 */
export function expectSafeAnswer(res: LightMyRequestResponse, request: { url: string }, label: string): void {
  expect(res.statusCode, label).toBeLessThan(500);
  // The not-found answer names the path it was asked for: that echo is the client's own text.
  const ownPath = request.url.split('?')[0] ?? '';
  const text = res.body.replaceAll(ownPath, '');
  // Not toMatch: its failure message would print the whole (possibly huge) body.
  for (const pattern of INTERNALS) expect(pattern.test(text), `${label} leaks ${pattern}`).toBe(false);
  expect(res.headers['content-type'], label).toMatch(/^application\/json/);
  const body: unknown = res.json();
  if (res.statusCode >= 400) {
    expect(body, label).toEqual({ success: false, message: expect.any(String) });
    expect((body as { message: string }).message.length, label).toBeGreaterThan(0);
  } else {
    // The Stripe webhook acknowledges with `received` (Stripe's convention); the rest say `success`.
    const { success, received, paid, message } = body as Record<string, unknown>;
    if (VERDICT_ROUTES.has(request.url.split('?')[0] ?? '')) {
      expect(success, label).toBe(paid);
      expect(typeof message === 'string' && message.length > 0, label).toBe(true);
    } else {
      expect(success ?? received, label).toBe(true);
    }
  }
}

/** What the whole process shares and a prototype-pollution payload would change. */
export function prototypeSnapshot() {
  return {
    object: Object.getOwnPropertyNames(Object.prototype).sort(),
    array: Object.getOwnPropertyNames(Array.prototype).sort(),
    func: Object.getOwnPropertyNames(Function.prototype).sort(),
  };
}
