import { type CartData, cartResponseSchema } from '@souq/shared/schemas/cart';
import { apiRequest } from '../../../shared/api/api-client';

/** spec §7 POST /api/cart/get: the signed-in shopper's cart. */
export async function getCart(): Promise<CartData> {
  return (await apiRequest('/api/cart/get', { method: 'POST', body: {}, schema: cartResponseSchema }))
    .cartData;
}
