import { STORE_ROUTE_NAMES, STORE_ROUTES, type StoreRouteName } from '@souq/shared/routes/store-routes';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { withAllMessages } from '@/shared/i18n/page-messages';
import { HomePage } from /* landing-page: home */ '../features/home/home-page';
import { RequireSignIn } from './require-sign-in';
import { RootLayout } from './root-layout';
import { RoutePlaceholder } from './route-placeholder';

/** The prefetching loaders (route-prefetch.ts) load beside the screen's code, not with the home page's. */
const prefetch =
  (name: 'listingLoader' | 'productLoader' | 'productOrSearchLoader') => async (args: LoaderFunctionArgs) =>
    (await import('./route-prefetch'))[name](args);

/**
 * A screen whose code (and the messages beyond the first view's) loads when it is first visited; the layout
 * shows around a placeholder meanwhile.
 */
function screen(
  load: () => Promise<ComponentType>,
  loader?: (args: LoaderFunctionArgs) => Promise<null>,
): RouteObject {
  return {
    loader,
    // The prefetch is a head start for arriving on a screen. Within it (a ticked box, another sort) the
    // screen's own hooks ask, and the URL must change at once: a loader would hold it until it ran.
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    HydrateFallback: RoutePlaceholder,
    lazy: async () => ({ Component: await withAllMessages(load)() }),
  };
}

/**
 * What each route of the store's table shows. The pages shoppers land on from outside are marked at their
 * import, so the build can tell the server which files each one needs (apps/web/vite-plugins/
 * landing-pages-manifest.ts).
 */
const SCREENS: Record<StoreRouteName, RouteObject> = {
  home: { element: <HomePage /> },
  listing: screen(
    async () => (await import(/* landing-page: listing */ '../features/catalog/products-page')).ProductsPage,
    prefetch('listingLoader'),
  ),
  productOrSearch: screen(
    async () => (await import(/* landing-page: product */ './product-or-search-route')).ProductOrSearchRoute,
    prefetch('productOrSearchLoader'),
  ),
  product: screen(
    async () => (await import('./product-or-search-route')).ProductRoute,
    prefetch('productLoader'),
  ),
  cart: screen(async () => (await import('../features/cart/cart-page')).CartPage),
  login: screen(async () => (await import('../features/auth/login-page')).LoginPage),
  forgotPassword: screen(
    async () => (await import('../features/auth/forgot-password-page')).ForgotPasswordPage,
  ),
  resetPassword: screen(async () => (await import('../features/auth/reset-password-page')).ResetPasswordPage),
  confirmEmail: screen(async () => (await import('../features/profile/confirm-email-page')).ConfirmEmailPage),
  checkout: screen(async () => (await import('../features/checkout/checkout-page')).CheckoutPage),
  payment: screen(async () => (await import('../features/payment/payment-page')).PaymentPage),
  verify: screen(async () => (await import('../features/payment/verify-page')).VerifyPage),
  demoPayment: screen(async () => (await import('../features/payment/demo-payment-page')).DemoPaymentPage),
  orders: screen(async () => (await import('../features/orders/orders-page')).OrdersPage),
  orderDocument: screen(async () => (await import('../features/orders/tax-document-page')).TaxDocumentPage),
  profile: screen(async () => (await import('../features/profile/profile-page')).ProfilePage),
  wishlist: screen(async () => (await import('../features/wishlist/wishlist-page')).WishlistPage),
  privacy: screen(async () => (await import('../features/legal/privacy-page')).PrivacyPage),
  newsletterConfirm: screen(
    async () => (await import('../features/newsletter/newsletter-confirm-page')).NewsletterConfirmPage,
  ),
  newsletterUnsubscribe: screen(
    async () =>
      (await import('../features/newsletter/newsletter-unsubscribe-page')).NewsletterUnsubscribePage,
  ),
  help: screen(async () => (await import('../features/info/help-page')).HelpPage),
  sizeGuide: screen(async () => (await import('../features/info/size-guide-page')).SizeGuidePage),
  returns: screen(async () => (await import('../features/info/returns-page')).ReturnsPage),
  ourStory: screen(async () => (await import('../features/info/our-story-page')).OurStoryPage),
  reviews: screen(async () => (await import('../features/info/reviews-page')).ReviewsPage),
  terms: screen(async () => (await import('../features/info/terms-page')).TermsPage),
};

/** The screens only a signed-in shopper may open: a guest is sent to sign in (require-sign-in.tsx). */
const SIGNED_IN_ONLY: ReadonlySet<StoreRouteName> = new Set([
  'checkout',
  'payment',
  'orders',
  'orderDocument',
  'profile',
]);

const route = (name: StoreRouteName): RouteObject => ({ ...SCREENS[name], path: STORE_ROUTES[name] });

/**
 * Every route of the store (packages/shared's STORE_ROUTES), then the not-found page for any other address,
 * which the server also answers with a 404. The home page, where most visits start, loads with the app;
 * every other screen loads when first visited, so the first page a phone opens downloads only what it
 * shows (the home page does not bring the listing, the product page, checkout or sign-up's phone data).
 */
export const storeRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...STORE_ROUTE_NAMES.filter((name) => !SIGNED_IN_ONLY.has(name)).map(route),
      {
        element: <RequireSignIn />,
        children: [...STORE_ROUTE_NAMES.filter((name) => SIGNED_IN_ONLY.has(name)).map(route)],
      },
      { ...screen(async () => (await import('./not-found-page')).NotFoundPage), path: '*' },
    ],
  },
];
