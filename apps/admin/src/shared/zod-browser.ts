import { config } from 'zod/v4';

/**
 * What `zod` means in the back office's build (vite.config.ts aliases it here). The store's CSP has no
 * 'unsafe-eval', so zod must not compile its parsers with `new Function`; even its probe for eval is reported
 * by the browser as a policy violation. Every module that imports zod
 * imports this one, so the switch is set before any schema is built, whatever order the chunks run in.
 */
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
