import { LOCALES } from '@souq/shared/i18n/locales';
import { z } from 'zod';

/**
 * What each kind of e-mail is written from, as the outbox keeps it (`outbox_messages.data`). Order e-mails
 * keep the order's id and read its lines when rendered (an order's lines never change); the others keep
 * everything they say. A link that acts on an account is removed once the message is sent
 * (`SECRET_FIELDS`), so the outbox never holds a usable one for long.
 */
const orderData = z.object({
  orderId: z.uuid(),
  status: z.string(),
  /** Who moved the order: the store itself, the shopper, or staff. */
  actor: z.enum(['store', 'shopper', 'staff']),
  /** Staff's note on the move: the reason, for a cancellation. */
  note: z.string().nullable(),
});

/**
 * The language an e-mail about an account or the newsletter is written in: the one the shopper was using when
 * they asked for it. Messages queued before e-mails had languages are English. An order's e-mails take the
 * order's language instead (orders.locale), whoever moves it.
 */
const locale = z.enum(LOCALES).default('en');

const linkData = z.object({ name: z.string(), link: z.string().nullable(), locale });

export const OUTBOX_DATA = {
  order_placed: orderData,
  order_status: orderData,
  payment_failed: orderData,
  welcome: z.object({ name: z.string(), locale }),
  password_reset: linkData,
  email_change: linkData,
  newsletter_confirm: z.object({ link: z.string().nullable(), locale }),
  newsletter_welcome: z.object({ unsubscribeLink: z.string(), locale }),
  /** A tax invoice or credit note, sent with its PDF (docs/product/vat-and-invoices.md). */
  tax_document: z.object({ documentId: z.uuid() }),
} as const;

export type OutboxTemplate = keyof typeof OUTBOX_DATA;
export type OutboxData<T extends OutboxTemplate> = z.infer<(typeof OUTBOX_DATA)[T]>;

/** Fields dropped from a message's data once it is sent: links that act on an account. */
export const SECRET_FIELDS = ['link'] as const;

const messageSchema = z.discriminatedUnion('template', [
  z.object({ template: z.literal('order_placed'), data: OUTBOX_DATA.order_placed }),
  z.object({ template: z.literal('order_status'), data: OUTBOX_DATA.order_status }),
  z.object({ template: z.literal('payment_failed'), data: OUTBOX_DATA.payment_failed }),
  z.object({ template: z.literal('welcome'), data: OUTBOX_DATA.welcome }),
  z.object({ template: z.literal('password_reset'), data: OUTBOX_DATA.password_reset }),
  z.object({ template: z.literal('email_change'), data: OUTBOX_DATA.email_change }),
  z.object({ template: z.literal('newsletter_confirm'), data: OUTBOX_DATA.newsletter_confirm }),
  z.object({ template: z.literal('newsletter_welcome'), data: OUTBOX_DATA.newsletter_welcome }),
  z.object({ template: z.literal('tax_document'), data: OUTBOX_DATA.tax_document }),
]);

/** A stored message's template and data, checked: a row written by another version may not fit. */
export type ParsedMessage = z.infer<typeof messageSchema>;

export function parseMessage(template: string, data: unknown): ParsedMessage | null {
  const parsed = messageSchema.safeParse({ template, data });
  return parsed.success ? parsed.data : null;
}
