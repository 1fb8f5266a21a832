import type { CartAddition } from '@souq/shared/cart/cart-lines';
import type { CartData } from '@souq/shared/schemas/cart-data';
import { apiRequest } from '../../api/api-client';
import { loadCartResponseSchema } from './cart-response';

/** POST /api/cart/update: sets a line's quantity; 0 removes it. */
export async function updateCart({ productId, colorName, size, quantity }: CartAddition): Promise<CartData> {
  return (
    await apiRequest('/api/cart/update', {
      method: 'POST',
      body: { itemId: productId, size, colorName, quantity },
      schema: loadCartResponseSchema,
    })
  ).cartData;
}
