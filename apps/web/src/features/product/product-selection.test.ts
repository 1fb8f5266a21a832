import type { SizeOption } from '@souq/shared/cart/stock-availability';
import { carouselImages } from '@souq/shared/catalog/carousel-images';
import { describe, expect, it } from 'vitest';
import { checkAdd, chosenSizeOption, shownQuantity } from './product-selection';

const option = (size: string, available: number): SizeOption => ({
  size,
  label: size,
  ageLabel: null,
  available,
});

describe('chosenSizeOption', () => {
  const options = [option('100', 3), option('110', 0)];

  it('finds the chosen size while it has units left', () => {
    expect(chosenSizeOption(options, '100')).toEqual(options[0]);
  });

  it('drops a size the cart has used up, and no choice at all', () => {
    expect(chosenSizeOption(options, '110')).toBeNull();
    expect(chosenSizeOption(options, null)).toBeNull();
    expect(chosenSizeOption(options, '170')).toBeNull();
  });
});

describe('shownQuantity', () => {
  it.each([
    [null, 4, 0],
    [option('100', 3), 0, 1],
    [option('100', 3), 2, 2],
    [option('100', 3), 7, 3],
    [option('100', 25), 12, 10],
  ])('size %o, picked %i → %i', (chosen, picked, shown) => {
    expect(shownQuantity(chosen, picked)).toBe(shown);
  });
});

describe('checkAdd', () => {
  it('asks a guest to sign in before anything else', () => {
    expect(checkAdd(false, undefined, undefined)).toEqual({ refusal: 'sign-in' });
    expect(checkAdd(false, 'Red', '100')).toEqual({ refusal: 'sign-in' });
  });

  it('asks for a colour and a size', () => {
    expect(checkAdd(true, 'Red', undefined)).toEqual({ refusal: 'choose' });
    expect(checkAdd(true, undefined, '100')).toEqual({ refusal: 'choose' });
  });

  it('lets a signed-in shopper with both chosen through', () => {
    expect(checkAdd(true, 'Red', '100')).toEqual({ refusal: null, colorName: 'Red', size: '100' });
  });
});

describe('carouselImages', () => {
  const product = { image: ['/p1.svg', '/p2.svg'] };

  it('shows the colour’s images', () => {
    expect(carouselImages(product, { images: ['/red1.svg'] })).toEqual(['/red1.svg']);
  });

  it('falls back to the product’s images', () => {
    expect(carouselImages(product, { images: [] })).toEqual(product.image);
    expect(carouselImages(product, undefined)).toEqual(product.image);
  });
});
