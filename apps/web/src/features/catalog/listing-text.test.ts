import { describe, expect, it } from 'vitest';
import { collectionTitle, emptyResultText, productCountText } from './listing-text';

describe('listing texts', () => {
  it('names the collection only when exactly one gender is ticked', () => {
    expect(collectionTitle([])).toBe('All Collections');
    expect(collectionTitle(['Girls'])).toBe('Girls Collection');
    expect(collectionTitle(['Boys', 'Girls'])).toBe('All Collections');
  });

  it('counts products', () => {
    expect(productCountText(1)).toBe('1 product');
    expect(productCountText(24)).toBe('24 products');
  });

  it('says what was searched and filtered', () => {
    expect(emptyResultText('zebra', [])).toBe('Nothing matches “zebra”.');
    expect(emptyResultText('zebra', ['Boys', 'Girls', 'Unisex'])).toBe(
      'Nothing matches “zebra” in Boys, Girls and Unisex.',
    );
    expect(emptyResultText('', ['Girls'])).toBe('There is nothing in Girls right now.');
  });
});
