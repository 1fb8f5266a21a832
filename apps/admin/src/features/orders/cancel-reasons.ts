import { moveOrderRequestSchema } from '@souq/shared/schemas/admin-orders';
import { z } from 'zod';

/** Why staff cancel an order, as the timeline and the audit log will say it. */
export const CANCEL_REASONS = [
  'Customer asked to cancel',
  'Refused at delivery',
  'Could not reach the customer',
  'Out of stock',
  'Other',
] as const;

/**
 * The cancel form: the api's move request, to Cancelled, with a reason it must carry (the api takes the note
 * as optional; a cancellation without one leaves the next person guessing). 'Other' needs words of its own.
 */
export const cancelOrderFormSchema = moveOrderRequestSchema
  .extend({ reason: z.enum(CANCEL_REASONS, { error: 'Choose a reason.' }) })
  .refine((form) => form.reason !== 'Other' || Boolean(form.note), {
    path: ['note'],
    message: 'Say why the order is cancelled.',
  });
export type CancelOrderValues = z.output<typeof cancelOrderFormSchema>;

/** The note the timeline keeps: the reason, and the details when there are any. */
export function cancelNote({ reason, note }: Pick<CancelOrderValues, 'reason' | 'note'>): string {
  if (reason === 'Other') return note ?? '';
  return note ? `${reason}: ${note}` : reason;
}
