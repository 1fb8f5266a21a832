import { z } from 'zod';

/** design §4: one UUID per checkout attempt; the other headers pass through untouched. */
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z.uuid('The Idempotency-Key header must be a UUID.').optional(),
});
