import { defineConfig } from 'vitest/config';
import { sourceAliases } from './source-aliases.ts';

export default defineConfig({
  resolve: { alias: sourceAliases },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
  },
});
