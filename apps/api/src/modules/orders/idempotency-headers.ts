import { z } from 'zod';

/**
 * Any 1-255 visible ASCII characters, the rule Stripe's own Idempotency-Key follows, so a client may send a
 * UUID or a key of its own making. The other headers pass through untouched.
 */
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7E]{1,255}$/, 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.')
    .optional(),
});
