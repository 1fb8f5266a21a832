import type { StoreContact } from '@souq/shared/config/store';

/** What every e-mail needs besides its own data: the store's contact details and its address. */
export interface MailContext {
  store: StoreContact;
  /** The store's address without a trailing slash: links in e-mails start with it. */
  publicUrl: string;
}
