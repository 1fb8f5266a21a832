import { matchStoreRoute, STORE_ROUTE_NAMES, STORE_ROUTES } from '@souq/shared/routes/store-routes';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { storeRoutes } from './routes';

const ID = '3f2a6c1e-8b7d-4e2f-9a01-5c6d7e8f9a0b';

/** The route react-router picks for `pathname` in the app's own table, and its params. */
function routerMatch(pathname: string) {
  const leaf = matchRoutes(storeRoutes, pathname)?.at(-1);
  if (!leaf || leaf.route.path === '*') return null;
  const name = STORE_ROUTE_NAMES.find((candidate) => STORE_ROUTES[candidate] === leaf.route.path);
  return { name, params: leaf.params };
}

describe("the app's routes are the shared route table", () => {
  it('has one route per entry, at its path, and the not-found page for the rest', () => {
    // Layout routes (the sign-in guard) have no path of their own: the pages under them count.
    const pathsOf = (routes: RouteObject[]): (string | undefined)[] =>
      routes.flatMap((route) => (route.path === undefined ? pathsOf(route.children ?? []) : [route.path]));
    const paths = pathsOf(storeRoutes[0]?.children ?? []);
    expect([...paths].sort()).toEqual([...STORE_ROUTE_NAMES.map((name) => STORE_ROUTES[name]), '*'].sort());
  });

  it("opens a tax document's printable page behind the sign-in guard", () => {
    const matches = matchRoutes(storeRoutes, '/orders/documents/INV-2026-000001') ?? [];
    expect(matches.at(-1)?.route.path).toBe('/orders/documents/:number');
    expect(matches.at(-1)?.params.number).toBe('INV-2026-000001');
    // The guard is the layout route around it, as around My Orders.
    const ordersGuard = matchRoutes(storeRoutes, '/orders')?.at(-2)?.route;
    expect(matches.at(-2)?.route).toBe(ordersGuard);
  });

  it.each([
    '/',
    '/products',
    '/Products/',
    `/products/${ID}`,
    '/products/red%20dress',
    '/products/a%2Fb',
    '/products/100%',
    `/girls/party-dress/${ID}`,
    '/no/such/page',
    '/pay/demo/cs_1',
    '/checkout/payment',
    '/size-guide/',
    '/.env',
    '/products/x/y/z/w',
    '/products//x',
    '//cart',
    '/cart/extra',
    '/index.html',
    '/orders/documents/INV-2026-000001',
  ])('the server reads %s as the browser router does', (pathname) => {
    const expected = routerMatch(pathname);
    const actual = matchStoreRoute(pathname);
    expect(actual && { name: actual.name, params: actual.params }).toEqual(expected);
  });
});
