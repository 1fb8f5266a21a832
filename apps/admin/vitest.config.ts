import { defineConfig } from 'vitest/config';
import { sourceAliases } from './source-aliases.ts';

// The back office's unit tests are of plain functions (filters in the address, forms' values), so no DOM.
export default defineConfig({
  resolve: { alias: sourceAliases },
  test: { name: 'admin', include: ['src/**/*.test.ts'], environment: 'node' },
});
