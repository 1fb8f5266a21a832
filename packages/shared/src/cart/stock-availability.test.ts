import { describe, expect, it } from 'vitest';
import type { Variant } from '../schemas/product';
import { cartLineKey } from './cart-lines';
import { quantityInCart, quantityOptions, sizeOptions } from './stock-availability';

describe('quantityOptions (1 up to the smaller of stock and 10)', () => {
  it.each([
    [null, [0]],
    [0, [0]],
    [-2, [0]],
    [1, [1]],
    [3, [1, 2, 3]],
    [10, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [57, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
  ])('%s available gives %j', (available, options) => {
    expect(quantityOptions(available)).toEqual(options);
  });
});

const red: Variant = {
  colorName: 'Red',
  colorNameAr: 'أحمر',
  images: [],
  sizes: [
    { size: '110', stocks: 3, subSKU: 'A-R-110' },
    { size: '120', stocks: 0, subSKU: 'A-R-120' },
    { size: '130', stocks: 2, subSKU: 'A-R-130' },
  ],
};

describe('size availability (stock less what the cart holds of the same colour)', () => {
  const cart = {
    p: {
      [cartLineKey('110', 'Red')]: { size: '110', colorName: 'Red', quantity: 1 },
      [cartLineKey('130', 'Red')]: { size: '130', colorName: 'Red', quantity: 2 },
      [cartLineKey('130', 'Blue')]: { size: '130', colorName: 'Blue', quantity: 5 },
    },
  };

  it('subtracts only the same product, colour and size', () => {
    expect(sizeOptions('p', red, cart).map((o) => [o.size, o.available])).toEqual([
      ['110', 2],
      ['120', 0],
      ['130', 0],
    ]);
    expect(sizeOptions('other', red, cart).map((o) => o.available)).toEqual([3, 0, 2]);
  });

  it('labels sizes with the button age labels', () => {
    expect(sizeOptions('p', red, {})[0]).toMatchObject({ label: '110', ageLabel: '3–4 Years' });
  });

  it('labels shoes EU n and toys Free-size, without age labels', () => {
    const shoes: Variant = {
      colorName: 'Navy',
      colorNameAr: '',
      images: [],
      sizes: [{ size: '28', stocks: 1, subSKU: 's' }],
    };
    const toy: Variant = {
      colorName: 'Mixed',
      colorNameAr: '',
      images: [],
      sizes: [{ size: 'Free-size', stocks: 1, subSKU: 't' }],
    };
    expect(sizeOptions('s', shoes, {})[0]).toMatchObject({ label: 'EU 28', ageLabel: null });
    expect(sizeOptions('t', toy, {})[0]).toMatchObject({ label: 'Free-size', ageLabel: null });
  });

  it('never goes below zero when the cart holds more than the stock', () => {
    const over = { p: { [cartLineKey('110', 'Red')]: { size: '110', colorName: 'Red', quantity: 9 } } };
    expect(sizeOptions('p', red, over)[0]?.available).toBe(0);
    expect(quantityInCart(over, 'p', 'Red', '110')).toBe(9);
  });
});
