import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useCart } from '@/shared/cart/cart-store';
import type { CartViewLine } from '@/shared/cart/cart-view';
import { usePricedCart } from '@/shared/cart/use-priced-cart';
import { ProductCardSkeleton } from '@/shared/catalog/product-card';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { useSession, useSignedIn } from '@/shared/session/session-store';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Notice } from '@/shared/ui/notice';
import { PageContainer } from '@/shared/ui/page-container';
import { PageHeading } from '@/shared/ui/page-heading';
import { toast } from '@/shared/ui/toast';
import { CartLineItem } from './components/cart-line-item';
import { CartSummary } from './components/cart-summary';

/** 'Item removed from cart!' is an info toast shown for 2 s. */
const REMOVED_TOAST_MS = 2000;

/** The cart page: a sign-in prompt, the empty cart, or its lines and totals (docs/product/cart.md). */
export function CartPage() {
  const { formatMessage: t } = useIntl();
  useDocumentMeta(t({ id: 'cart.title' }));
  const signedIn = useSignedIn();
  const cartData = useCart((s) => s.cartData);
  const setQuantity = useCart((s) => s.setQuantity);
  const priced = usePricedCart(cartData);
  const navigate = useNavigate();
  const [busyKey, setBusyKey] = useState<string | null>(null);

  if (!signedIn) {
    return (
      <CartNotice text={t({ id: 'cart.loginPrompt' })}>
        <Link to="/login" className={buttonStyles.primary}>
          {t({ id: 'cart.goToLogin' })}
        </Link>
      </CartNotice>
    );
  }
  if (priced.status === 'loading') return <CartSkeleton />;
  if (priced.status === 'failed') {
    return (
      <CartNotice text={t({ id: 'cart.loadFailed' })}>
        <button type="button" onClick={priced.retry} className={buttonStyles.primary}>
          {t({ id: 'cart.tryAgain' })}
        </button>
      </CartNotice>
    );
  }

  const { lines, totals } = priced.view;
  if (lines.length === 0) {
    return (
      <CartNotice text={t({ id: 'cart.empty' })}>
        <Link to="/products" className={buttonStyles.primary}>
          {t({ id: 'cart.browseProducts' })}
        </Link>
      </CartNotice>
    );
  }

  const change = async (line: CartViewLine, quantity: number) => {
    setBusyKey(line.key);
    try {
      await setQuantity({
        productId: line.product._id,
        colorName: line.colorName,
        size: line.size,
        quantity,
      });
      // Removing sets the quantity to 0 and shows an info toast.
      if (quantity === 0) toast.info(t({ id: 'cart.itemRemoved' }), { autoClose: REMOVED_TOAST_MS });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t({ id: 'cart.updateFailed' }));
    } finally {
      setBusyKey(null);
    }
  };

  // With a token the shopper goes on to checkout; a session that ended meanwhile goes to login,
  // and the lines stay in local storage for the merge after signing in.
  const checkout = () => navigate(useSession.getState().token ? '/checkout' : '/login');

  return (
    <PageContainer>
      <PageHeading>{t({ id: 'cart.title' })}</PageHeading>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <ul className="space-y-3" aria-label={t({ id: 'cart.items' })}>
          {lines.map((line, i) => {
            const priced = totals.lines[i];
            if (!priced) return null;
            return (
              <CartLineItem
                key={line.key}
                line={line}
                priced={priced}
                busy={busyKey === line.key}
                onQuantity={(quantity) => void change(line, quantity)}
                onRemove={() => void change(line, 0)}
              />
            );
          })}
        </ul>
        <CartSummary totals={totals} onCheckout={checkout} />
      </div>
    </PageContainer>
  );
}

function CartNotice({ text, children }: { text: string; children: ReactNode }) {
  return (
    <PageContainer narrow>
      <Notice heading="h1" title={text} action={children} className="gap-5" />
    </PageContainer>
  );
}

function CartSkeleton() {
  const { formatMessage: t } = useIntl();
  return (
    <PageContainer>
      <PageHeading>{t({ id: 'cart.title' })}</PageHeading>
      <div role="status" className="mt-6 grid max-w-md grid-cols-2 gap-3">
        <span className="sr-only">{t({ id: 'cart.loading' })}</span>
        <ProductCardSkeleton />
        <ProductCardSkeleton />
      </div>
    </PageContainer>
  );
}
