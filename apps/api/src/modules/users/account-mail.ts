import { type Locale, localePath } from '@souq/shared/i18n/locales';
/** What the account services need of the mailer: where links point, and a nudge once a message is queued. */
export interface AccountMail {
  /** The store's address; every link in an e-mail starts with it. */
  publicUrl: string;
  /** Sends what was just queued now rather than at the worker's next poll (call it after the commit). */
  wake(): void;
}

/** A link to a storefront page, in `locale`, that acts on the account with a single-use secret. */
export function accountLink(mail: AccountMail, page: string, secret: string, locale: Locale): string {
  return `${mail.publicUrl}${localePath(locale, page)}?token=${encodeURIComponent(secret)}`;
}
