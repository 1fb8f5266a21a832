import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, { stripe }) => {
    const extra = (sources: string[]) => (stripe ? sources : []);
    await app.register(helmet, {
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
  },
  { name: 'security-headers' },
);
