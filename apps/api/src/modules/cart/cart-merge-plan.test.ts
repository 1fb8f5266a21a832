import type { CartData } from '@souq/shared/schemas/cart-data';
import { describe, expect, it } from 'vitest';
import { planMerge } from './cart-merge-plan';
import type { StoredLine } from './cart-repo';
import type { CatalogStock } from './cart-stock';

const P = '11111111-1111-4111-8111-111111111111';
const Q = '22222222-2222-4222-8222-222222222222';

/** P comes in Red 110 (5 left), Red 120 (sold out) and Blue 110 (200 left); Q in Green Free-size (3 left). */
const catalog: CatalogStock = new Map([
  [
    P,
    new Map([
      [
        'Red',
        new Map([
          ['110', 5],
          ['120', 0],
        ]),
      ],
      ['Blue', new Map([['110', 200]])],
    ]),
  ],
  [Q, new Map([['Green', new Map([['Free-size', 3]])]])],
]);

const guest = (lines: [string, string, string, number][]): CartData => {
  const cart: CartData = {};
  lines.forEach(([productId, colorName, size, quantity], i) => {
    cart[productId] = { ...cart[productId], [`key-${i}`]: { size, colorName, quantity } };
  });
  return cart;
};
const line = (productId: string, colorName: string, size: string, quantity: number): StoredLine => ({
  productId,
  colorName,
  size,
  quantity,
});

describe('planMerge', () => {
  it('adds guest lines the server does not hold, unreported', () => {
    expect(planMerge(guest([[P, 'Red', '110', 2]]), catalog, [])).toEqual({
      lines: [line(P, 'Red', '110', 2)],
      adjusted: [],
    });
  });

  it('adds to the server’s line and clamps at the stock, counting what the server holds', () => {
    const plan = planMerge(guest([[P, 'Red', '110', 4]]), catalog, [line(P, 'Red', '110', 3)]);
    expect(plan.lines).toEqual([line(P, 'Red', '110', 5)]);
    expect(plan.adjusted).toEqual([
      {
        itemId: P,
        size: '110',
        colorName: 'Red',
        requested: 4,
        added: 2,
        reason: 'Only 5 left in stock for this size, and your cart already has 3.',
      },
    ]);
  });

  it('writes nothing for a line the server already holds in full', () => {
    const plan = planMerge(guest([[P, 'Red', '110', 1]]), catalog, [line(P, 'Red', '110', 5)]);
    expect(plan.lines).toEqual([]);
    expect(plan.adjusted).toMatchObject([{ requested: 1, added: 0 }]);
  });

  it('counts two guest entries of one line together, under whatever keys', () => {
    const plan = planMerge(
      guest([
        [Q, 'Green', 'Free-size', 2],
        [Q, 'Green', 'Free-size', 2],
      ]),
      catalog,
      [],
    );
    expect(plan.lines).toEqual([line(Q, 'Green', 'Free-size', 3)]);
    expect(plan.adjusted).toMatchObject([
      { requested: 2, added: 1, reason: 'Only 3 left in stock for this size, and your cart already has 2.' },
    ]);
  });

  it('clamps a line at 99 even when the stock is larger', () => {
    const plan = planMerge(guest([[P, 'Blue', '110', 60]]), catalog, [line(P, 'Blue', '110', 50)]);
    expect(plan.lines).toEqual([line(P, 'Blue', '110', 99)]);
    expect(plan.adjusted).toMatchObject([
      { requested: 60, added: 49, reason: 'You can have at most 99 of one item in your cart.' },
    ]);
  });

  it.each([
    ['an unknown product', Q.replace('2222', '3333'), 'Green', 'Free-size', 'Product not found.'],
    ['a key that is no id', 'abc', 'Green', 'Free-size', 'Product not found.'],
    ['an unknown colour', P, 'Pink', '110', 'This colour is not available for this product.'],
    ['a size the colour lacks', P, 'Blue', '120', 'This size is not available in this colour.'],
    ['a sold-out size', P, 'Red', '120', 'This size is out of stock.'],
  ])('drops %s and says why', (_label, productId, colorName, size, reason) => {
    expect(planMerge(guest([[productId, colorName, size, 2]]), catalog, [])).toEqual({
      lines: [],
      adjusted: [{ itemId: productId, size, colorName, requested: 2, added: 0, reason }],
    });
  });

  it('skips, unreported, lines the guest removed (quantity 0 or less)', () => {
    expect(
      planMerge(
        guest([
          [P, 'Red', '110', 0],
          [P, 'Blue', '110', -3],
        ]),
        catalog,
        [],
      ),
    ).toEqual({ lines: [], adjusted: [] });
  });

  it('reads colour and size from the entry, trimmed', () => {
    const cart: CartData = { [P]: { '120|Red': { size: ' 110 ', colorName: 'Blue ', quantity: 1 } } };
    expect(planMerge(cart, catalog, []).lines).toEqual([line(P, 'Blue', '110', 1)]);
  });
});
