import { Link, Navigate } from 'react-router';
import { useProductsById } from '../../shared/catalog/get-products-by-id';
import { useDocumentMeta } from '../../shared/seo/use-document-meta';
import { useSession } from '../../shared/session/session-store';
import { buttonStyles } from '../../shared/ui/button-styles';
import { cartView } from '../cart/cart-view';
import { checkoutLines } from './checkout-lines';
import { CheckoutForm } from './components/checkout-form';
import { CheckoutNotice } from './components/checkout-notice';
import { CheckoutSkeleton } from './components/checkout-skeleton';
import { useCheckoutCart } from './use-checkout-cart';

/** spec §2 Checkout. */
export function CheckoutPage() {
  useDocumentMeta('Checkout');
  const signedIn = useSession((s) => s.token) !== null;
  // spec §6: checkout needs a token.
  if (!signedIn) return <Navigate to="/login" replace />;
  return <SignedInCheckout />;
}

function SignedInCheckout() {
  const user = useSession((s) => s.user);
  const { cartData, loaded } = useCheckoutCart();
  const { products, isPending, isError, refetch } = useProductsById(Object.keys(cartData));
  const hasLines = Object.keys(cartData).length > 0;

  // An empty local copy may only mean the server's cart has not arrived yet.
  if (!loaded && !hasLines) return <CheckoutSkeleton />;
  if (isPending && hasLines) return <CheckoutSkeleton />;
  // Without their products the lines cannot be priced; saying the cart is empty would be wrong.
  if (isError && hasLines) {
    return (
      <CheckoutNotice text="Your cart could not be loaded.">
        <button type="button" onClick={refetch} className={buttonStyles.primary}>
          Try again
        </button>
      </CheckoutNotice>
    );
  }

  const view = cartView(cartData, products);
  // spec §2: a cart whose total is zero has nothing to check out.
  if (view.totals.totalFils === 0) {
    return (
      <CheckoutNotice text="Your cart is empty">
        <Link to="/products" className={buttonStyles.primary}>
          Browse Products
        </Link>
      </CheckoutNotice>
    );
  }
  return <CheckoutForm lines={checkoutLines(view.lines)} user={user} />;
}
