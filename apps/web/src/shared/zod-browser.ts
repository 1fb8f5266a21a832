import { config } from 'zod/v4';

/**
 * What `zod` means in the storefront's build (vite.config.ts aliases it here). The store's CSP has no
 * 'unsafe-eval', so zod must not compile its parsers with `new Function`; even its probe for eval is reported
 * by the browser as a policy violation (Lighthouse best practices). Every module that imports zod
 * imports this one, so the switch is set before any schema is built, whatever order the chunks run in.
 * The zod/mini schemas (product.ts, cart-data.ts, …) need no switch: their objects never compile with eval.
 */
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
