import { createBrowserRouter } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { CartPage } from '../features/cart/cart-page';
import { ProductsPage } from '../features/catalog/products-page';
import { CheckoutPage } from '../features/checkout/checkout-page';
import { HomePage } from '../features/home/home-page';
import { HelpPage } from '../features/info/help-page';
import { OurStoryPage } from '../features/info/our-story-page';
import { ReturnsPage } from '../features/info/returns-page';
import { ReviewsPage } from '../features/info/reviews-page';
import { SizeGuidePage } from '../features/info/size-guide-page';
import { TermsPage } from '../features/info/terms-page';
import { PrivacyPage } from '../features/legal/privacy-page';
import { OrdersPage } from '../features/orders/orders-page';
import { PaymentPage } from '../features/payment/payment-page';
import { VerifyPage } from '../features/payment/verify-page';
import { ProfilePage } from '../features/profile/profile-page';
import { WishlistPage } from '../features/wishlist/wishlist-page';
import { NotFoundPage } from './not-found-page';
import { ProductOrSearchRoute, ProductRoute } from './product-or-search-route';
import { RootLayout } from './root-layout';

/** spec §2: every route of the store. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/products', element: <ProductsPage /> },
      { path: '/products/:text', element: <ProductOrSearchRoute /> },
      { path: '/:category/:title/:id', element: <ProductRoute /> },
      { path: '/cart', element: <CartPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/checkout/payment', element: <PaymentPage /> },
      { path: '/verify', element: <VerifyPage /> },
      { path: '/orders', element: <OrdersPage /> },
      { path: '/profile', element: <ProfilePage /> },
      { path: '/wishlist', element: <WishlistPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/help', element: <HelpPage /> },
      { path: '/size-guide', element: <SizeGuidePage /> },
      { path: '/returns', element: <ReturnsPage /> },
      { path: '/our-story', element: <OurStoryPage /> },
      { path: '/reviews', element: <ReviewsPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
