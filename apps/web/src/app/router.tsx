import { createBrowserRouter } from 'react-router';
import { ProductsPage } from '../features/catalog/products-page';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from './not-found-page';
import { ProductOrSearchRoute, ProductRoute } from './product-or-search-route';
import { RootLayout } from './root-layout';

/**
 * spec §2: every route of the store. Browsing screens load with the app; the rest load when first
 * visited, so a shopper's first page does not download sign-up's phone metadata or the policy texts.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/products', element: <ProductsPage /> },
      { path: '/products/:text', element: <ProductOrSearchRoute /> },
      { path: '/:category/:title/:id', element: <ProductRoute /> },
      {
        path: '/cart',
        lazy: async () => ({ Component: (await import('../features/cart/cart-page')).CartPage }),
      },
      {
        path: '/login',
        lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
      },
      {
        path: '/checkout',
        lazy: async () => ({ Component: (await import('../features/checkout/checkout-page')).CheckoutPage }),
      },
      {
        path: '/checkout/payment',
        lazy: async () => ({ Component: (await import('../features/payment/payment-page')).PaymentPage }),
      },
      {
        path: '/verify',
        lazy: async () => ({ Component: (await import('../features/payment/verify-page')).VerifyPage }),
      },
      {
        path: '/pay/demo/:sessionId',
        lazy: async () => ({
          Component: (await import('../features/payment/demo-payment-page')).DemoPaymentPage,
        }),
      },
      {
        path: '/orders',
        lazy: async () => ({ Component: (await import('../features/orders/orders-page')).OrdersPage }),
      },
      {
        path: '/profile',
        lazy: async () => ({ Component: (await import('../features/profile/profile-page')).ProfilePage }),
      },
      {
        path: '/wishlist',
        lazy: async () => ({ Component: (await import('../features/wishlist/wishlist-page')).WishlistPage }),
      },
      {
        path: '/privacy',
        lazy: async () => ({ Component: (await import('../features/legal/privacy-page')).PrivacyPage }),
      },
      {
        path: '/help',
        lazy: async () => ({ Component: (await import('../features/info/help-page')).HelpPage }),
      },
      {
        path: '/size-guide',
        lazy: async () => ({ Component: (await import('../features/info/size-guide-page')).SizeGuidePage }),
      },
      {
        path: '/returns',
        lazy: async () => ({ Component: (await import('../features/info/returns-page')).ReturnsPage }),
      },
      {
        path: '/our-story',
        lazy: async () => ({ Component: (await import('../features/info/our-story-page')).OurStoryPage }),
      },
      {
        path: '/reviews',
        lazy: async () => ({ Component: (await import('../features/info/reviews-page')).ReviewsPage }),
      },
      {
        path: '/terms',
        lazy: async () => ({ Component: (await import('../features/info/terms-page')).TermsPage }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
