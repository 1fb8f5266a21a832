import { describe, expect, it } from 'vitest';
import { EXPLORE_INITIAL, exploreChunks } from './get-explore-products';

describe('exploreChunks', () => {
  it('asks for the first 20 in one call, the same call as New Arrivals', () => {
    expect(exploreChunks(EXPLORE_INITIAL)).toEqual([{ limit: 20 }]);
  });

  it('adds pages of 10 that start where the 20 end', () => {
    expect(exploreChunks(30)).toEqual([{ limit: 20 }, { limit: 10, page: 3 }]);
    expect(exploreChunks(50)).toEqual([
      { limit: 20 },
      { limit: 10, page: 3 },
      { limit: 10, page: 4 },
      { limit: 10, page: 5 },
    ]);
  });

  it('covers a count that ends mid-page (the last, short step)', () => {
    expect(exploreChunks(35)).toEqual([{ limit: 20 }, { limit: 10, page: 3 }, { limit: 10, page: 4 }]);
  });
});
