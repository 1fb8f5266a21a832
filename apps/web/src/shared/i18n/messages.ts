import type { Locale } from '@souq/shared/i18n/locales';
import type en from './messages/en.json';
import englishStart from './messages/en.json?start';

/** Every message of the storefront, by id; the English catalogue names them all. */
export type MessageId = keyof typeof en;
/**
 * Messages by id, as react-intl takes them. A part of a catalogue has this type too: the page renders only the
 * screens whose part it has loaded (page-messages.ts).
 */
export type Messages = Readonly<Record<MessageId, string>>;

declare global {
  // react-intl's ids are checked against the catalogue: a misspelt id fails the typecheck.
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

/** English's first-view messages, which ship with the app. */
export const ENGLISH_START_MESSAGES: Messages = englishStart;

/**
 * Each language's catalogue in two parts (start-messages.ts): what the first view shows, and the rest. English's
 * first part ships with the app; everything else loads when needed. The catalogues hold the same ids (a test
 * checks it), so a page never shows an id.
 */
const CATALOGUE_PARTS: Readonly<Record<Locale, { start(): Promise<Messages>; rest(): Promise<Messages> }>> = {
  en: {
    start: async () => ENGLISH_START_MESSAGES,
    rest: async () => (await import('./messages/en.json?rest')).default,
  },
  ar: {
    start: async () => (await import('./messages/ar.json?start')).default,
    rest: async () => (await import('./messages/ar.json?rest')).default,
  },
};

/** The messages of `locale` that the first view shows. */
export function loadStartMessages(locale: Locale): Promise<Messages> {
  return CATALOGUE_PARTS[locale].start();
}

/** The rest of `locale`'s messages. */
export function loadRestMessages(locale: Locale): Promise<Messages> {
  return CATALOGUE_PARTS[locale].rest();
}
