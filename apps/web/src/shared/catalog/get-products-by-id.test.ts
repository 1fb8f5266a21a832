import { describe, expect, it } from 'vitest';
import { idBatches } from './get-products-by-id';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('idBatches', () => {
  it('asks nothing for an empty cart', () => {
    expect(idBatches([])).toEqual([]);
  });

  it('sorts and de-duplicates, so one cart in any order makes the same call', () => {
    expect(idBatches([id(3), id(1), id(3)])).toEqual([[id(1), id(3)]]);
    expect(idBatches([id(1), id(3)])).toEqual(idBatches([id(3), id(1)]));
  });

  it('splits more than 100 ids into calls of at most 100', () => {
    const batches = idBatches(Array.from({ length: 205 }, (_, i) => id(i)));
    expect(batches.map((b) => b.length)).toEqual([100, 100, 5]);
    expect(batches.flat()).toEqual(Array.from({ length: 205 }, (_, i) => id(i)));
  });
});
