import { type Locale, localePath } from '@souq/shared/i18n/locales';
import {
  CONFIRM_LINK_INVALID,
  NEWSLETTER_CONFIRMED,
  NEWSLETTER_THANKS,
  NEWSLETTER_UNSUBSCRIBED,
  type NewsletterResponse,
  UNSUBSCRIBE_LINK_INVALID,
} from '@souq/shared/schemas/newsletter';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/app-error';
import { hashSecret, newSecret } from '../../lib/one-time-token';
import { queueMessage } from '../mail/outbox-repo';
import { createNewsletterRepo } from './newsletter-repo';
import type { UnsubscribeTokens } from './unsubscribe-token';

/** An unconfirmed address gets at most this many confirmation e-mails a day… */
export const CONFIRMATIONS_PER_DAY = 3;
/** …and none sooner than this after the last one (a double click, the same form sent twice). */
export const CONFIRMATION_GAP_SECONDS = 60;

export interface NewsletterServiceOptions {
  db: Db;
  /** The store's address: links in e-mails start with it. */
  publicUrl: string;
  unsubscribeTokens: UnsubscribeTokens;
  /** After a message was queued: send it now rather than at the next poll. */
  wakeMail: () => void;
}

/** Double opt-in (docs/product/accounts.md, "Newsletter"): marketing goes only to confirmed addresses. */
export function createNewsletterService({
  db,
  publicUrl,
  unsubscribeTokens,
  wakeMail,
}: NewsletterServiceOptions) {
  const confirmLink = (secret: string, locale: Locale) =>
    `${publicUrl}${localePath(locale, '/newsletter/confirm')}?token=${secret}`;
  const unsubscribeLink = (subscriberId: string, email: string, locale: Locale) =>
    `${publicUrl}${localePath(locale, '/newsletter/unsubscribe')}?token=${unsubscribeTokens.sign(subscriberId, email)}`;

  return {
    /**
     * A new address is stored unconfirmed and sent a confirmation link. A repeat for an unconfirmed one sends
     * a new link (which replaces the last) within the day's bounds; a confirmed one is sent nothing. Every
     * case gets the same answer, so the form cannot be used to learn who is on the list.
     */
    async subscribe(email: string, locale: Locale): Promise<NewsletterResponse> {
      const { secret, hash } = newSecret();
      const queued = await db.transaction(async (tx) => {
        const repo = createNewsletterRepo(tx);
        if (!(await repo.addUnconfirmed(email, hash))) {
          const row = await repo.lockByEmail(email);
          if (!row || row.confirmedAt !== null) return false;
          const recent = await repo.recentConfirmations(email, CONFIRMATION_GAP_SECONDS);
          if (recent.withinGap || recent.lastDay >= CONFIRMATIONS_PER_DAY) return false;
          await repo.setConfirmToken(row.id, hash);
        }
        await queueMessage(tx, {
          template: 'newsletter_confirm',
          recipient: email,
          userId: null,
          data: { link: confirmLink(secret, locale), locale },
        });
        return true;
      });
      if (queued) wakeMail();
      return { success: true, message: NEWSLETTER_THANKS };
    },

    /** The confirmation link: the address is confirmed and sent the welcome, with its unsubscribe link. */
    async confirm(token: string, locale: Locale): Promise<NewsletterResponse> {
      const confirmed = await db.transaction(async (tx) => {
        const row = await createNewsletterRepo(tx).confirm(hashSecret(token));
        if (!row) return false;
        await queueMessage(tx, {
          template: 'newsletter_welcome',
          recipient: row.email,
          userId: null,
          data: { unsubscribeLink: unsubscribeLink(row.id, row.email, locale), locale },
        });
        return true;
      });
      if (!confirmed) throw badRequest(CONFIRM_LINK_INVALID);
      wakeMail();
      return { success: true, message: NEWSLETTER_CONFIRMED };
    },

    /**
     * The unsubscribe link, from the page or a mail client's one-click POST: the subscription is removed. A
     * subscription already gone is answered the same, so a second click is not an error.
     */
    async unsubscribe(token: string): Promise<NewsletterResponse> {
      const read = unsubscribeTokens.read(token);
      if (!read) throw badRequest(UNSUBSCRIBE_LINK_INVALID);
      await db.transaction(async (tx) => {
        const repo = createNewsletterRepo(tx);
        const row = await repo.lockById(read.subscriberId);
        if (!row) return;
        if (!read.matches(row.email)) throw badRequest(UNSUBSCRIBE_LINK_INVALID);
        await repo.remove(row.id, row.email);
      });
      return { success: true, message: NEWSLETTER_UNSUBSCRIBED };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
