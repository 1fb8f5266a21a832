import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Plugin, Rollup } from 'vite';
// By path, not '@souq/shared/…': Vite bundles the config's relative imports, but hands package imports to
// Node, which cannot load the shared package's TypeScript sources.
import { LOCALES, type Locale } from '../../../packages/shared/src/i18n/locales.ts';
import {
  type CatalogueFiles,
  MESSAGES_MANIFEST_PATH,
  type MessagesManifest,
  messagesManifestSchema,
  PREVIEW_MESSAGE_IDS,
} from '../../../packages/shared/src/i18n/messages-manifest.ts';
import { isStartMessage } from '../src/shared/i18n/start-messages.ts';
import { withStaticImports } from './chunk-graph.ts';

/**
 * The storefront's message catalogues: one JSON file per language, message id → ICU message. The app imports
 * each in two parts, `en.json?start` and `en.json?rest` (start-messages.ts); imported plainly (by tests), a
 * catalogue is the JSON file as written.
 */
const CATALOGUE_PART = /\/src\/shared\/i18n\/messages\/([a-z]{2})\.json\?(start|rest)$/;
type Part = 'start' | 'rest';

const isLocale = (name: string): name is Locale => LOCALES.some((locale) => locale === name);

/** A message id as the built code names it: a dotted word in quotes, not followed by a colon (a key). */
const NAMED_ID = /[`'"]([A-Za-z0-9]+(?:\.[A-Za-z0-9]+)+)[`'"](?!:)/g;

/**
 * Parses each catalogue's ICU messages when the app is built, so browsers receive them ready to format and
 * the app ships react-intl without its message parser (aliased to its no-parser build in vite.config.ts).
 *
 * The build also writes `.vite/messages.json` for the server: each language's catalogue files, so a page's
 * HTML can ask for them early, and the few messages the server paints a page's first view with.
 */
export function icuMessages(): Plugin {
  const catalogues = new Map<Locale, Record<string, string>>();
  return {
    name: 'souq:icu-messages',
    enforce: 'pre',
    buildStart() {
      catalogues.clear();
    },
    transform(code, id) {
      const [, locale = '', part] = CATALOGUE_PART.exec(id) ?? [];
      if (!isLocale(locale)) return null;
      const messages: Record<string, string> = JSON.parse(code);
      catalogues.set(locale, messages);
      const wanted = (key: string) => (part === 'start') === isStartMessage(key);
      const parsed = Object.fromEntries(
        Object.entries(messages)
          .filter(([key]) => wanted(key))
          .map(([key, message]) => [key, parse(message, { requiresOtherClause: true })]),
      );
      // A part (a query on the file) is no JSON file to Vite, so it becomes a module here; read with
      // JSON.parse, which a browser reads faster than the same object written as code.
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(parsed))});`, map: null };
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Rollup.OutputChunk => file.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const first = chunks
        .filter((chunk) => chunk.isEntry)
        .flatMap((chunk) => withStaticImports(chunk, byFile));
      const english = catalogues.get('en');
      if (!english) return;

      const late = new Set(
        first.flatMap((chunk) =>
          [...chunk.code.matchAll(NAMED_ID)]
            .map(([, id = '']) => id)
            .filter((id) => id in english && !isStartMessage(id)),
        ),
      );
      if (late.size > 0) {
        this.error(
          `The first script shows messages that load only with later screens: ${[...late].join(', ')}. ` +
            'Add them to START_MESSAGES (src/shared/i18n/start-messages.ts).',
        );
      }

      const loadedFirst = new Set(first.map((chunk) => chunk.fileName));
      const filesOf = (locale: Locale, part: Part): string[] => {
        const chunk = chunks.find((candidate) =>
          candidate.moduleIds.some((moduleId) => {
            const match = CATALOGUE_PART.exec(moduleId);
            return match?.[1] === locale && match[2] === part;
          }),
        );
        if (!chunk) this.error(`the ${locale} catalogue's ${part} part is in no chunk of the build`);
        return withStaticImports(chunk, byFile)
          .map((file) => file.fileName)
          .filter((file) => !loadedFirst.has(file));
      };
      // The server fills a preview's message by replacing its `{name}`s: anything more (a plural, a quote, a
      // tag) would show as ICU text.
      const previewTexts = (locale: Locale) => {
        const messages = catalogues.get(locale) ?? {};
        return Object.fromEntries(
          PREVIEW_MESSAGE_IDS.map((id) => {
            const message = messages[id] ?? '';
            const plain = parse(message).every(
              (part) => part.type === TYPE.literal || part.type === TYPE.argument,
            );
            if (!plain || message.includes("'")) {
              this.error(
                `${locale}.json's ${id} is painted by the server, so it takes only {name}s: ${message}`,
              );
            }
            return [id, message];
          }),
        );
      };
      const manifest: MessagesManifest = messagesManifestSchema.parse({
        files: Object.fromEntries(
          LOCALES.map((locale): [Locale, CatalogueFiles] => [
            locale,
            { start: filesOf(locale, 'start'), rest: filesOf(locale, 'rest') },
          ]),
        ),
        previews: Object.fromEntries(LOCALES.map((locale) => [locale, previewTexts(locale)])),
      });
      this.emitFile({
        type: 'asset',
        fileName: MESSAGES_MANIFEST_PATH,
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}
