import type { CartData } from '@souq/shared/schemas/cart-data';
import { useProductsById } from '../catalog/get-products-by-id';
import { type CartView, cartView } from './cart-view';

type PricedCart =
  | { status: 'loading' }
  /** Without their products the lines cannot be priced; saying the cart is empty would be wrong. */
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; view: CartView };

/** The cart's lines priced with their products, as the cart page and checkout both show them. */
export function usePricedCart(cartData: CartData): PricedCart {
  const { products, isPending, isError, refetch } = useProductsById(Object.keys(cartData));
  const hasLines = Object.keys(cartData).length > 0;
  if (isPending && hasLines) return { status: 'loading' };
  if (isError && hasLines) return { status: 'failed', retry: refetch };
  return { status: 'ready', view: cartView(cartData, products) };
}
