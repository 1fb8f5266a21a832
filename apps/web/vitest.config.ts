import { defineConfig } from 'vitest/config';
import { sourceAliases } from './source-aliases.ts';
import { icuMessages } from './vite-plugins/icu-messages.ts';

export default defineConfig({
  // The app imports its catalogues in parts (src/shared/i18n/messages.ts), which only this plugin makes.
  plugins: [icuMessages()],
  resolve: { alias: sourceAliases },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
  },
});
