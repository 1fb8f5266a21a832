import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchStoreRoute, STORE_ROUTE_NAMES, STORE_ROUTES, storeRoutePattern } from './store-routes';

const ID = '3f2a6c1e-8b7d-4e2f-9a01-5c6d7e8f9a0b';

describe('matchStoreRoute', () => {
  it.each([
    ['/', 'home', {}],
    ['/products', 'listing', {}],
    ['/products/', 'listing', {}],
    ['/PRODUCTS', 'listing', {}],
    ['/products/red%20dress', 'productOrSearch', { text: 'red dress' }],
    [`/products/${ID}`, 'productOrSearch', { text: ID }],
    [`/girls/party-dress/${ID}`, 'product', { category: 'girls', title: 'party-dress', id: ID }],
    ['/checkout/payment', 'payment', {}],
    // Fixed segments win over the product's three free ones.
    ['/pay/demo/cs_1', 'demoPayment', { sessionId: 'cs_1' }],
    ['/size-guide', 'sizeGuide', {}],
    // An escaped slash stays inside its segment and comes back as a slash.
    ['/products/a%2Fb', 'productOrSearch', { text: 'a/b' }],
  ])('%s is the %s route', (pathname, name, params) => {
    expect(matchStoreRoute(pathname)).toEqual({ name, params });
  });

  it.each([
    '/.env',
    '/products/x/y/z/w',
    `/girls/a/b/${ID}`,
    '/cart/extra',
    '/products//x',
    '//cart',
    '/index.html',
  ])('%s is no route of the store', (pathname) => {
    expect(matchStoreRoute(pathname)).toBeNull();
  });

  it('leaves a path with a malformed escape undecoded, as the browser router does', () => {
    expect(matchStoreRoute('/products/100%')).toEqual({ name: 'productOrSearch', params: { text: '100%' } });
  });
});

describe('storeRoutePattern', () => {
  const PATTERNS = STORE_ROUTE_NAMES.map((name) => storeRoutePattern(STORE_ROUTES[name]));
  const isStorePage = (pathAndQuery: string) => PATTERNS.some((pattern) => pattern.test(pathAndQuery));

  it.each([
    '/',
    '/products?category=Girls',
    '/Products/',
    `/girls/party-dress/${ID}`,
    '/pay/demo/cs_1?x=1',
    '/products/a%2Fb',
  ])('%s is a page of the store', (pathAndQuery) => {
    expect(isStorePage(pathAndQuery)).toBe(true);
  });

  it.each([
    '/.env',
    '/products/x/y/z/w',
    '/cart/extra',
    '/products//x',
    '//cart',
    '/index.html',
    '/sw.js?v=2',
  ])('%s is not', (pathAndQuery) => {
    expect(isStorePage(pathAndQuery)).toBe(false);
  });

  it('accepts exactly the paths matchStoreRoute gives a route', () => {
    const segment = fc.oneof(
      fc.constantFrom(
        '',
        'products',
        'PRODUCTS',
        'checkout',
        'payment',
        'pay',
        'demo',
        'cart',
        'size-guide',
        ID,
      ),
      fc.stringMatching(/^[a-z0-9%.-]{1,8}$/),
    );
    const path = fc
      .tuple(fc.array(segment, { maxLength: 5 }), fc.constantFrom('', '/', '//'))
      .map(([segments, trailing]) => `/${segments.join('/')}${segments.length ? trailing : ''}`);
    fc.assert(
      fc.property(path, fc.constantFrom('', '?q=1'), (pathname, query) => {
        expect(isStorePage(pathname + query)).toBe(matchStoreRoute(pathname) !== null);
      }),
      { numRuns: 2000 },
    );
  });
});
