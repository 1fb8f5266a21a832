import { listedPricingLines } from '@souq/shared/pricing/pricing-lines';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useAddresses } from '@/shared/address/api/get-addresses';
import { usePricedCart } from '@/shared/cart/use-priced-cart';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { useSession } from '@/shared/session/session-store';
import { buttonStyles } from '@/shared/ui/button-styles';
import { CheckoutForm } from './components/checkout-form';
import { CheckoutNotice } from './components/checkout-notice';
import { CheckoutSkeleton } from './components/checkout-skeleton';
import { useCheckoutCart } from './use-checkout-cart';

/**
 * The checkout page: address, shipping method, discount code and bill (docs/product/checkout.md). The router
 * lets only a signed-in shopper here.
 */
export function CheckoutPage() {
  const { formatMessage: t } = useIntl();
  useDocumentMeta(t({ id: 'checkout.title' }));
  const user = useSession((s) => s.user);
  const { cartData, loaded } = useCheckoutCart();
  const priced = usePricedCart(cartData);
  // Asked beside the cart. Without an answer (a failure) the shopper types the address as without a book.
  const addressBook = useAddresses();

  // An empty local copy may only mean the server's cart has not arrived yet.
  if (!loaded && Object.keys(cartData).length === 0) return <CheckoutSkeleton />;
  if (priced.status === 'loading' || addressBook.isPending) return <CheckoutSkeleton />;
  if (priced.status === 'failed') {
    return (
      <CheckoutNotice text={t({ id: 'cart.loadFailed' })}>
        <button type="button" onClick={priced.retry} className={buttonStyles.primary}>
          {t({ id: 'cart.tryAgain' })}
        </button>
      </CheckoutNotice>
    );
  }

  const { view } = priced;
  // A cart whose total is zero has nothing to check out.
  if (view.totals.totalFils === 0) {
    return (
      <CheckoutNotice text={t({ id: 'cart.empty' })}>
        <Link to="/products" className={buttonStyles.primary}>
          {t({ id: 'cart.browseProducts' })}
        </Link>
      </CheckoutNotice>
    );
  }
  return (
    <CheckoutForm
      lines={listedPricingLines(view.lines)}
      user={user}
      savedAddresses={addressBook.data ?? []}
    />
  );
}
