import { fileURLToPath } from 'node:url';

/**
 * `@/` is this app's `src/` folder, as in the storefront: a module names what it takes from `shared/` or
 * `app/` by where that lives. Vite and Vitest read this; tsconfig.json's `paths` says the same to tsc.
 */
export const sourceAliases = [
  { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
];
