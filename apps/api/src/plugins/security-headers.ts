import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** Stripe.js, its card and 3-D Secure frames, and its API; see Stripe's CSP guide. */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

export interface SecurityHeadersOptions {
  /** Stripe is configured: the payment page loads Stripe.js and its frames. */
  stripe: boolean;
}

/**
 * No inline scripts, no framing of the store, images only from this origin (and data:/blob: URLs the UI
 * builds). Stripe's domains are allowed only when Stripe is the gateway; the demo gateway needs none.
 *
 * Helmet's middleware is built once, here, and run on every request. @fastify/helmet (13.2) builds it
 * anew for each request, parsing every CSP directive again: 6-7 % of the store's busy CPU while it served
 * /api/product/list under bench/api-list's load.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, { stripe }) => {
    const extra = (sources: string[]) => (stripe ? sources : []);
    const setHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...extra(STRIPE_SOURCES.script)],
          // react-toastify and the carousel set inline style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
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
    });
    // Helmet 8.1+ throws its errors rather than passing them on, so its callback only ever means "go on".
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw, () => done());
    });
  },
  { name: 'security-headers' },
);
