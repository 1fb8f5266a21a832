import type { CartAddition } from '@souq/shared/cart/cart-lines';
import type { CartData } from '@souq/shared/schemas/cart-data';
import { apiRequest } from '../../api/api-client';
import { loadCartResponseSchema } from './cart-response';

/** POST /api/cart/add; the server answers with the whole cart it now holds. */
export async function addToCart({ productId, colorName, size, quantity }: CartAddition): Promise<CartData> {
  return (
    await apiRequest('/api/cart/add', {
      method: 'POST',
      body: { itemId: productId, size, colorName, quantity },
      schema: loadCartResponseSchema,
    })
  ).cartData;
}
