import type { Locale } from '@souq/shared/i18n/locales';
import en from './messages/en.json';

/** Every message of the storefront, by id; the English catalogue names them all. */
export type MessageId = keyof typeof en;
export type Messages = Readonly<Record<MessageId, string>>;

declare global {
  // react-intl's ids are checked against the catalogue: a misspelt id fails the typecheck.
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

/**
 * The catalogue of `locale`. English ships with the app; Arabic loads only on an Arabic page. The catalogues
 * hold the same ids (a test checks it), so a page never shows an id.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en') return en;
  return (await import('./messages/ar.json')).default;
}
