import { z } from 'zod';
import { emailSchema } from './user';

export const NEWSLETTER_THANKS = 'Thank you for subscribing! Look out for our offers in your inbox.';

export const newsletterRequestSchema = z.object({ email: emailSchema });
export type NewsletterRequest = z.input<typeof newsletterRequestSchema>;

export const newsletterResponseSchema = z.object({ success: z.literal(true), message: z.string() });
