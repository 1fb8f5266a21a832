import type { AdminProduct } from '@souq/shared/schemas/admin-products';
import { describe, expect, it } from 'vitest';
import { cellOf, gridSizes, stockLevel } from './stock-grid';

type Colour = AdminProduct['colors'][number];

const colour = (colorName: string, sizes: [string, number][]): Colour => ({
  id: colorName,
  colorName,
  colorNameAr: '',
  images: [],
  sizes: sizes.map(([size, stock]) => ({ id: `${colorName}-${size}`, size, stock, subSku: size })),
});

describe('the stock grid', () => {
  it("has a column for every size any colour has, in the size tables' order", () => {
    const colours = [
      colour('Pink', [
        ['120', 3],
        ['100', 0],
      ]),
      colour('Navy', [
        ['110', 5],
        ['Free-size', 1],
        ['100', 2],
      ]),
    ];
    expect(gridSizes(colours)).toEqual(['100', '110', '120', 'Free-size']);
  });

  it('puts shoe sizes after clothes sizes and a size outside the tables last', () => {
    const colours = [
      colour('Red', [['XL', 1]]),
      colour('Blue', [
        ['28', 1],
        ['24', 1],
        ['170', 1],
      ]),
    ];
    expect(gridSizes(colours)).toEqual(['170', '24', '28', 'XL']);
  });

  it('leaves a cell empty where a colour lacks the size', () => {
    const pink = colour('Pink', [['100', 4]]);
    expect(cellOf(pink, '100')?.stock).toBe(4);
    expect(cellOf(pink, '110')).toBeUndefined();
  });

  it.each([
    [0, 3, 'sold_out'],
    [1, 3, 'low'],
    [3, 3, 'low'],
    [4, 3, 'in_stock'],
    [1, 0, 'in_stock'],
    [0, 0, 'sold_out'],
  ] as const)('calls %i units with the line at %i %s', (stock, line, level) => {
    expect(stockLevel(stock, line)).toBe(level);
  });
});
