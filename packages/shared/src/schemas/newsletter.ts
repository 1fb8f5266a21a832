import { z } from 'zod';
import { emailSchema } from './email';

export const NEWSLETTER_THANKS = 'Thank you for subscribing! Look out for our offers in your inbox.';

/** Trimmed and lower-cased, so one address is one subscription however it is typed. */
export const newsletterRequestSchema = z.object({ email: emailSchema });
export type NewsletterRequest = z.input<typeof newsletterRequestSchema>;

/** The same answer for a new and an already-subscribed address, so it reveals nothing about either. */
export const newsletterResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;
