import { describe, expect, it } from 'vitest';
import { readListing, withCategories, withFacet, withFlag, withoutFilters, withSort } from './listing-params';

const params = (query: string) => new URLSearchParams(query);

describe('readListing', () => {
  it('reads repeated categories in box order and ignores unknown ones', () => {
    const state = readListing(
      params('category=Unisex&category=Toys&category=Girls&category=Girls'),
      undefined,
    );
    expect(state.categories).toEqual(['Girls', 'Unisex']);
  });

  it('defaults to the relevant order and no search', () => {
    expect(readListing(params(''), undefined)).toEqual({
      categories: [],
      sort: 'relevant',
      search: '',
      filters: { type: [], size: [], age: [], color: [], price: [], sale: false, inStock: false },
    });
    expect(readListing(params('sort=cheapest'), undefined).sort).toBe('relevant');
  });

  it('prefers the /products/{text} route text over ?search=, trimmed', () => {
    expect(readListing(params('search=  tee '), undefined).search).toBe('tee');
    expect(readListing(params('search=tee'), ' dress ').search).toBe('dress');
  });
});

describe('withCategories', () => {
  it('repeats category per ticked box and keeps the other params', () => {
    const next = withCategories(params('search=tee&category=Boys&sort=low-high'), ['Unisex', 'Girls']);
    expect(next.getAll('category')).toEqual(['Girls', 'Unisex']);
    expect(next.get('search')).toBe('tee');
    expect(next.get('sort')).toBe('low-high');
  });

  it('drops category when nothing is ticked', () => {
    expect(withCategories(params('category=Boys'), []).toString()).toBe('');
  });
});

describe('withSort', () => {
  it('omits the relevant order and keeps the rest', () => {
    expect(withSort(params('sort=high-low&search=tee'), 'relevant').toString()).toBe('search=tee');
    expect(withSort(params('category=Girls'), 'high-low').toString()).toBe('category=Girls&sort=high-low');
  });
});

describe('facet filters in the URL', () => {
  it('reads known values once each in the facet order, colours as given, and the two switches', () => {
    const { filters } = readListing(
      params(
        'type=toys&type=hats&type=shoes&size=28&size=XXL&age=4-6&color=Navy&color=Navy&price=200-&sale=true&inStock=1',
      ),
      undefined,
    );
    expect(filters).toEqual({
      type: ['shoes', 'toys'],
      size: ['28'],
      age: ['4-6'],
      color: ['Navy'],
      price: ['200-'],
      sale: true,
      inStock: false,
    });
  });

  it('sets, drops and clears filters and keeps the words and the order', () => {
    const start = params('search=tee&sort=low-high&category=Boys');
    const sized = withFacet(start, 'size', ['110', '120']);
    expect(sized.getAll('size')).toEqual(['110', '120']);
    expect(withFlag(sized, 'sale', true).get('sale')).toBe('true');
    expect(withFlag(withFlag(sized, 'sale', true), 'sale', false).has('sale')).toBe(false);
    expect(withoutFilters(withFlag(sized, 'inStock', true)).toString()).toBe('search=tee&sort=low-high');
  });
});
