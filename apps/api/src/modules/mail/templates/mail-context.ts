import type { StoreContact } from '@souq/shared/config/store';
import { LOCALE_PREFIX, type Locale, localePath } from '@souq/shared/i18n/locales';
import { MAIL_TEXT, type MailText } from './mail-text';

/** What every e-mail needs besides its own data: the store's contact details and its address. */
export interface MailContext {
  store: StoreContact;
  /** The store's address without a trailing slash: links in e-mails start with it. */
  publicUrl: string;
}

/** An e-mail's context in the language it is written in. */
export interface LocalMail extends MailContext {
  locale: Locale;
  text: MailText;
  /** The store's home page in the e-mail's language. */
  home: string;
  /** The address of the store's page `path` in the e-mail's language (`/ar/orders` for an Arabic one). */
  page(path: string): string;
}

export function mailIn(context: MailContext, locale: Locale): LocalMail {
  return {
    ...context,
    locale,
    text: MAIL_TEXT[locale],
    home: `${context.publicUrl}${LOCALE_PREFIX[locale]}`,
    page: (path) => `${context.publicUrl}${localePath(locale, path)}`,
  };
}
