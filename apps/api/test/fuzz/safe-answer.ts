import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ALL_ENDPOINTS } from './endpoints';

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

/** The back office's CSV downloads: accepted, they answer a file rather than JSON. */
const CSV_ROUTES = new Set(ALL_ENDPOINTS.filter((endpoint) => endpoint.csvAnswer).map((e) => e.route));

/** The tax documents' PDFs, as patterns of the paths they answer (each names its document in the path). */
const PDF_PATHS = ALL_ENDPOINTS.filter((endpoint) => endpoint.pdfAnswer).map(
  (endpoint) => new RegExp(`^${endpoint.route.replace(/:\w+/g, '[^/]+')}$`),
);

/** The verify calls answer 200 with a verdict: `success` is true only when the order is paid. */
const VERDICT_ROUTES = new Set(['/api/order/verifyEmbeddedStripe', '/api/order/verifyStripe']);

/**
 * The api's promise for any request (see docs/architecture.md): never a 5xx; a refusal is a JSON
 * `{success:false, message}` with a message and no internals; an acceptance is JSON with success true, or
 * for a verify call a verdict whose `success` says whether the order is paid, or for a CSV download the file,
 * or for a tax document's PDF the PDF.
 */
export function expectSafeAnswer(res: LightMyRequestResponse, request: { url: string }, label: string): void {
  expect(res.statusCode, label).toBeLessThan(500);
  const path = request.url.split('?')[0] ?? '';
  if (res.statusCode === 200 && CSV_ROUTES.has(path)) {
    // A download's text is the store's own data (names, addresses), not an answer that could leak internals.
    expect(res.headers['content-type'], label).toBe('text/csv; charset=utf-8');
    expect(res.body.startsWith('\ufeff'), `${label} starts without a byte order mark`).toBe(true);
    return;
  }
  if (res.statusCode === 200 && PDF_PATHS.some((pattern) => pattern.test(path))) {
    // The document as issued, as kept: never cached between (it names a shopper).
    expect(res.headers['content-type'], label).toBe('application/pdf');
    expect(res.headers['cache-control'], label).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1'), `${label} is not a PDF`).toBe('%PDF-');
    return;
  }
  // The not-found answer names the path it was asked for: that echo is the client's own text.
  const text = res.body.replaceAll(path, '');
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
    if (VERDICT_ROUTES.has(path)) {
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
