import { z } from 'zod';
import { STORE_NAME } from '../config/store';
import { emailSchema } from './email';

/**
 * The newsletter's double opt-in (docs/product/accounts.md, "Newsletter"): the form stores the address
 * unconfirmed and mails a confirmation link; only a confirmed address gets marketing, and every marketing
 * e-mail carries an unsubscribe link.
 */

/** The same for a new, an unconfirmed and an already confirmed address, so the form reveals nothing. */
export const NEWSLETTER_THANKS = 'Almost done: check your email to confirm your subscription.';
export const NEWSLETTER_CONFIRMED = `Your subscription is confirmed. Welcome to the ${STORE_NAME} newsletter!`;
export const CONFIRM_LINK_INVALID =
  'This confirmation link no longer works: it was used already, or a newer email replaced it.';
export const NEWSLETTER_UNSUBSCRIBED = 'You are unsubscribed. We will not send you our newsletter again.';
export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid.';

/** Trimmed and lower-cased, so one address is one subscription however it is typed. */
export const newsletterRequestSchema = z.object({ email: emailSchema });
export type NewsletterRequest = z.input<typeof newsletterRequestSchema>;

/** The same answer for a new and an already-subscribed address, so it reveals nothing about either. */
export const newsletterResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;

/** The longest token a link carries (an unsubscribe token is a uuid, a dot and 43 characters). */
const LINK_TOKEN_MAX_LENGTH = 200;

/** The token from a confirmation or unsubscribe link, as the page sends it on. */
function linkTokenSchema(invalid: string) {
  return z.object({
    token: z
      .string({ error: invalid })
      .trim()
      .min(1, invalid)
      .max(LINK_TOKEN_MAX_LENGTH, invalid)
      .regex(/^[A-Za-z0-9_.-]+$/, invalid),
  });
}

/** POST /api/newsletter/confirm {token}. */
export const newsletterConfirmRequestSchema = linkTokenSchema(CONFIRM_LINK_INVALID);
export type NewsletterConfirmRequest = z.input<typeof newsletterConfirmRequestSchema>;

/** POST /api/newsletter/unsubscribe {token}, and the one-click POST /newsletter/unsubscribe?token=… */
export const newsletterUnsubscribeRequestSchema = linkTokenSchema(UNSUBSCRIBE_LINK_INVALID);
export type NewsletterUnsubscribeRequest = z.input<typeof newsletterUnsubscribeRequestSchema>;
