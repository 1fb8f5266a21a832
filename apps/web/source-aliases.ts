import { fileURLToPath } from 'node:url';

/**
 * `@/` is this app's `src/` folder: a module names what it takes from `shared/` or `app/` by where that
 * lives, not by how many folders up it sits. Vite and Vitest read this; tsconfig.json's `paths` says the
 * same to the type checker.
 */
export const sourceAliases = [
  { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
];
