import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** Stripe.js, its card and 3-D Secure frames, and its API; see Stripe's CSP guide. */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * Browser features the store never uses are turned off for it and anything it embeds. Payment stays on for
 * the store and, with Stripe, for Stripe.js's frames: the wallet button (Apple Pay, Google Pay) runs the
 * Payment Request API inside them. Only features Chromium knows are named ('bluetooth' is not one): it
 * reports each unknown one in the console on every page (e2e/tests/not-found.spec.ts checks).
 */
const permissionsPolicy = (stripe: boolean) =>
  [
    ...[
      'accelerometer',
      'autoplay',
      'browsing-topics',
      'camera',
      'display-capture',
      'geolocation',
      'gyroscope',
      'hid',
      'idle-detection',
      'magnetometer',
      'microphone',
      'midi',
      'screen-wake-lock',
      'serial',
      'usb',
      'xr-spatial-tracking',
    ].map((feature) => `${feature}=()`),
    stripe ? 'payment=(self "https://js.stripe.com")' : 'payment=(self)',
  ].join(', ');

/**
 * What an API answer carries instead of a page's headers. JSON is never a page the store means to show: a
 * browser opening one runs, frames and loads nothing (`default-src 'none'`), as OWASP's REST security cheat
 * sheet advises for APIs, and the headers only a page reads (COOP, Origin-Agent-Cluster, DNS prefetching,
 * the download and cross-domain policy ones, X-XSS-Protection) are left off. Writing half as many headers
 * on every answer is a fifth more answers a second from one core (bench/api-list).
 */
const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

export interface SecurityHeadersOptions {
  /** Stripe is configured: the payment page loads Stripe.js and its frames. */
  stripe: boolean;
}

/**
 * The headers helmet's middleware sets, read once from a response that is never sent. The policy has no
 * per-request part (no nonce), so every response carries the same headers.
 */
function headersSetBy(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  let finished = false;
  middleware(response.req, response, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish setting its headers at once');
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

/**
 * No inline scripts, no framing of the store; images from this origin, data:/blob: URLs the UI builds, and any
 * https address (a product's picture may be one, see imageUrlSchema). Stripe's domains are allowed only when
 * Stripe is the gateway; the demo gateway needs none.
 *
 * Helmet works the headers out once, here; each request gets them as reply headers, which Node writes
 * with the reply's own in one pass. Running helmet's middleware on every request (@fastify/helmet built it
 * anew each time, parsing every CSP directive again) cost a visible share of the store's busy CPU while it
 * served /api/product/list under bench/api-list's load (docs/decisions/006-helmet-without-fastify-wrapper.md).
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, { stripe }) => {
    const extra = (sources: string[]) => (stripe ? sources : []);
    const helmetHeaders = headersSetBy(
      helmet({
        contentSecurityPolicy: {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", ...extra(STRIPE_SOURCES.script)],
            // react-toastify and the carousel set inline style attributes.
            styleSrc: ["'self'", "'unsafe-inline'"],
            // Staff may give a product's picture as an https address elsewhere (the editor and the CSV import
            // take one). An image cannot run code, so allowing any https source for images opens nothing that
            // could act in the page; plain http stays out (mixed content).
            imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'", ...extra(STRIPE_SOURCES.connect)],
            frameSrc: stripe ? STRIPE_SOURCES.frame : ["'none'"],
            workerSrc: ["'self'"],
            manifestSrc: ["'self'"],
            frameAncestors: ["'none'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            scriptSrcAttr: ["'none'"],
            upgradeInsecureRequests: null,
          },
        },
        crossOriginEmbedderPolicy: false,
      }),
    );
    const permissions = permissionsPolicy(stripe);
    const pageHeaders = { ...helmetHeaders, 'permissions-policy': permissions };
    const apiHeaders = {
      ...API_HEADERS,
      'strict-transport-security': helmetHeaders['strict-transport-security'] ?? '',
      'permissions-policy': permissions,
    };
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith('/api/') ? apiHeaders : pageHeaders);
      done();
    });
  },
  { name: 'security-headers' },
);
