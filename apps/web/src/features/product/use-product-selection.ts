import { sizeOptions } from '@souq/shared/cart/stock-availability';
import type { CartData } from '@souq/shared/schemas/cart-data';
import type { Product } from '@souq/shared/schemas/product';
import { useState } from 'react';
import { chosenSizeOption, shownQuantity } from './product-selection';

/** Product page: the selected colour, size and quantity, checked against stock and the cart. */
export function useProductSelection(product: Product, cartData: CartData) {
  // The first colour is selected initially.
  const [colorIndex, setColorIndex] = useState(0);
  const [size, setSize] = useState<string | null>(null);
  const [picked, setPicked] = useState(0);

  const variant = product.variants[colorIndex];
  const sizes = variant ? sizeOptions(product._id, variant, cartData) : [];
  const chosen = chosenSizeOption(sizes, size);

  return {
    colorIndex,
    variant,
    sizes,
    chosen,
    quantity: shownQuantity(chosen, picked),
    soldOut: sizes.every((option) => option.available === 0),
    chooseColor(index: number) {
      // A new colour has its own stock, so the size and quantity are chosen again.
      setColorIndex(index);
      setSize(null);
      setPicked(0);
    },
    chooseSize(next: string) {
      setSize(next);
      setPicked(1);
    },
    chooseQuantity: setPicked,
  };
}
