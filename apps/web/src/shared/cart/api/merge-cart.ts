import type { CartMergeResponse } from '@souq/shared/schemas/cart';
import type { CartData } from '@souq/shared/schemas/cart-data';
import { apiRequest } from '../../api/api-client';

/** POST /api/cart/merge: the guest cart joins the server cart on sign-in. */
export function mergeCart(guestCart: CartData): Promise<CartMergeResponse> {
  return apiRequest('/api/cart/merge', {
    method: 'POST',
    body: { guestCart },
    schema: async () => (await import('@souq/shared/schemas/cart')).cartMergeResponseSchema,
  });
}
