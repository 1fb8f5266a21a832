import type { CartData } from '@souq/shared/schemas/cart-data';
import { apiRequest } from '../../api/api-client';
import { loadCartResponseSchema } from './cart-response';

/** POST /api/cart/get: the signed-in shopper's cart. */
export async function getCart(): Promise<CartData> {
  return (await apiRequest('/api/cart/get', { method: 'POST', body: {}, schema: loadCartResponseSchema }))
    .cartData;
}
