import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** The storefront's message catalogues: one JSON file per language, message id → ICU message. */
const CATALOGUE = /\/src\/shared\/i18n\/messages\/[a-z]{2}\.json$/;

/**
 * Parses each catalogue's ICU messages when the app is built, so browsers receive them ready to format and
 * the app ships react-intl without its message parser (aliased to its no-parser build in vite.config.ts).
 * The output is still JSON (the parsed form), which Vite's own JSON handling then turns into a module.
 */
export function icuMessages(): Plugin {
  return {
    name: 'souq:icu-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      const messages: Record<string, string> = JSON.parse(code);
      const parsed = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [
          key,
          parse(message, { requiresOtherClause: true }),
        ]),
      );
      return { code: JSON.stringify(parsed), map: null };
    },
  };
}
