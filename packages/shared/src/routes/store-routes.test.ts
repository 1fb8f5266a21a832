import { describe, expect, it } from 'vitest';
import { matchStoreRoute } from './store-routes';

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
