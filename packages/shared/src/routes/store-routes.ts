/**
 * Every page of the storefront, by name. The web router defines one route per entry (apps/web/src/app/
 * router.tsx) and the api answers any other address with the not-found page and a 404, so the two never
 * disagree on which addresses exist.
 */
export const STORE_ROUTES = {
  home: '/',
  listing: '/products',
  /** A product when the text is a product id, else the listing searched for the text. */
  productOrSearch: '/products/:text',
  /** The address a product's links use (productPath). */
  product: '/:category/:title/:id',
  cart: '/cart',
  login: '/login',
  forgotPassword: '/forgot-password',
  /** The link a password reset e-mail carries: `?token=…`. */
  resetPassword: '/reset-password',
  /** The link an e-mail change sends to the new address: `?token=…`. */
  confirmEmail: '/confirm-email',
  checkout: '/checkout',
  payment: '/checkout/payment',
  verify: '/verify',
  demoPayment: '/pay/demo/:sessionId',
  orders: '/orders',
  /** A tax invoice's or credit note's printable page, by its number (`INV-2026-000001`). */
  orderDocument: '/orders/documents/:number',
  profile: '/profile',
  wishlist: '/wishlist',
  privacy: '/privacy',
  /** The newsletter's confirmation link (`?token=…`). */
  newsletterConfirm: '/newsletter/confirm',
  /** Every marketing e-mail's unsubscribe link (`?token=…`); the api takes one-click POSTs at it too. */
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  help: '/help',
  sizeGuide: '/size-guide',
  returns: '/returns',
  ourStory: '/our-story',
  reviews: '/reviews',
  terms: '/terms',
} as const;

export type StoreRouteName = keyof typeof STORE_ROUTES;

export const STORE_ROUTE_NAMES = Object.keys(STORE_ROUTES) as StoreRouteName[];

export interface StoreRouteMatch {
  name: StoreRouteName;
  /** The `:name` segments, decoded. */
  params: Readonly<Record<string, string>>;
}

interface CompiledRoute {
  name: StoreRouteName;
  segments: readonly string[];
  /** Fixed segments count most, as in react-router's ranking: /pay/demo/:sessionId before /:category/:title/:id. */
  score: number;
}

/** The segments between the leading slash and any trailing ones; '/' has none. */
function segmentsOf(pathname: string): string[] {
  const inner = pathname.replace(/^\//, '').replace(/\/+$/, '');
  return inner === '' ? [] : inner.split('/');
}

const COMPILED: readonly CompiledRoute[] = STORE_ROUTE_NAMES.map((name) => {
  const segments = segmentsOf(STORE_ROUTES[name]);
  return { name, segments, score: segments.filter((segment) => !segment.startsWith(':')).length };
}).sort((a, b) => b.score - a.score);

/**
 * The path's segments as react-router reads them: each %-decoded (an escaped slash stays inside its
 * segment), or none decoded when one is malformed.
 */
function decodedSegments(pathname: string): string[] {
  const segments = segmentsOf(pathname);
  try {
    return segments.map((segment) => decodeURIComponent(segment).replaceAll('/', '%2F'));
  } catch {
    return segments;
  }
}

/**
 * The route `pathname` (no query) belongs to, or null for an address the store has no page for. Matched
 * as react-router matches the same table: letters in any case, trailing slashes ignored, no empty segment,
 * each segment decoded.
 */
export function matchStoreRoute(pathname: string): StoreRouteMatch | null {
  const segments = decodedSegments(pathname);
  for (const route of COMPILED) {
    if (route.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = route.segments.every((expected, index) => {
      const actual = segments[index] ?? '';
      if (!expected.startsWith(':')) return expected.toLowerCase() === actual.toLowerCase();
      params[expected.slice(1)] = actual.replaceAll('%2F', '/');
      return actual !== '';
    });
    if (matches) return { name: route.name, params };
  }
  return null;
}

/**
 * A regular expression for the addresses `matchStoreRoute` gives to `route`, for tools that take one (the
 * service worker's navigation fallback): letters in any case, trailing slashes ignored, no empty segment,
 * a query string allowed. A free segment matches its escaped form, which `matchStoreRoute` decodes.
 */
export function storeRoutePattern(route: string): RegExp {
  const segments = segmentsOf(route).map((segment) =>
    segment.startsWith(':') ? '[^/?]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  return new RegExp(`^/${segments.join('/')}/*(?:\\?.*)?$`, 'i');
}
