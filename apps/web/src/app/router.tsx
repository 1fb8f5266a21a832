import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/home-page';
import { RootLayout } from './root-layout';
import { RoutePlaceholder } from './route-placeholder';

/** The prefetching loaders (route-prefetch.ts) load beside the screen's code, not with the home page's. */
const prefetch =
  (name: 'listingLoader' | 'productLoader' | 'productOrSearchLoader') => async (args: LoaderFunctionArgs) =>
    (await import('./route-prefetch'))[name](args);

/** A screen whose code loads when it is first visited; the layout shows around a placeholder meanwhile. */
function screen(
  path: string,
  load: () => Promise<ComponentType>,
  loader?: (args: LoaderFunctionArgs) => Promise<null>,
): RouteObject {
  return {
    path,
    loader,
    // The prefetch is a head start for arriving on a screen. Within it (a ticked box, another sort) the
    // screen's own hooks ask, and the URL must change at once: a loader would hold it until it ran.
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    HydrateFallback: RoutePlaceholder,
    lazy: async () => ({ Component: await load() }),
  };
}

/**
 * spec §2: every route of the store. The home page, where most visits start, loads with the app; every
 * other screen loads when first visited, so the first page a phone opens downloads only what it shows
 * (issue 6: the home page does not bring the listing, the product page, checkout or sign-up's phone data).
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      screen(
        '/products',
        async () => (await import('../features/catalog/products-page')).ProductsPage,
        prefetch('listingLoader'),
      ),
      screen(
        '/products/:text',
        async () => (await import('./product-or-search-route')).ProductOrSearchRoute,
        prefetch('productOrSearchLoader'),
      ),
      screen(
        '/:category/:title/:id',
        async () => (await import('./product-or-search-route')).ProductRoute,
        prefetch('productLoader'),
      ),
      screen('/cart', async () => (await import('../features/cart/cart-page')).CartPage),
      screen('/login', async () => (await import('../features/auth/login-page')).LoginPage),
      screen('/checkout', async () => (await import('../features/checkout/checkout-page')).CheckoutPage),
      screen('/checkout/payment', async () => (await import('../features/payment/payment-page')).PaymentPage),
      screen('/verify', async () => (await import('../features/payment/verify-page')).VerifyPage),
      screen(
        '/pay/demo/:sessionId',
        async () => (await import('../features/payment/demo-payment-page')).DemoPaymentPage,
      ),
      screen('/orders', async () => (await import('../features/orders/orders-page')).OrdersPage),
      screen('/profile', async () => (await import('../features/profile/profile-page')).ProfilePage),
      screen('/wishlist', async () => (await import('../features/wishlist/wishlist-page')).WishlistPage),
      screen('/privacy', async () => (await import('../features/legal/privacy-page')).PrivacyPage),
      screen('/help', async () => (await import('../features/info/help-page')).HelpPage),
      screen('/size-guide', async () => (await import('../features/info/size-guide-page')).SizeGuidePage),
      screen('/returns', async () => (await import('../features/info/returns-page')).ReturnsPage),
      screen('/our-story', async () => (await import('../features/info/our-story-page')).OurStoryPage),
      screen('/reviews', async () => (await import('../features/info/reviews-page')).ReviewsPage),
      screen('/terms', async () => (await import('../features/info/terms-page')).TermsPage),
      screen('*', async () => (await import('./not-found-page')).NotFoundPage),
    ],
  },
]);
