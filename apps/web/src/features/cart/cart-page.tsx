import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useProductsById } from '../../shared/catalog/get-products-by-id';
import { ProductCardSkeleton } from '../../shared/catalog/product-card';
import { useDocumentMeta } from '../../shared/seo/use-document-meta';
import { useSession } from '../../shared/session/session-store';
import { buttonStyles } from '../../shared/ui/button-styles';
import { PageContainer } from '../../shared/ui/page-container';
import { PageHeading } from '../../shared/ui/page-heading';
import { toast } from '../../shared/ui/toast';
import { useCart } from './cart-store';
import { type CartViewLine, cartView } from './cart-view';
import { CartLineItem } from './components/cart-line-item';
import { CartSummary } from './components/cart-summary';

/** spec §8: 'Item removed from cart!' is an info toast shown for 2 s. */
const REMOVED_TOAST_MS = 2000;

/** spec §2 Cart. */
export function CartPage() {
  useDocumentMeta('Cart');
  const signedIn = useSession((s) => s.token) !== null;
  const cartData = useCart((s) => s.cartData);
  const setQuantity = useCart((s) => s.setQuantity);
  const { products, isPending, isError, refetch } = useProductsById(Object.keys(cartData));
  const navigate = useNavigate();
  const [busyKey, setBusyKey] = useState<string | null>(null);

  if (!signedIn) {
    return (
      <Notice text="Please login to add your cart.">
        <Link to="/login" className={buttonStyles.primary}>
          Go to Login
        </Link>
      </Notice>
    );
  }
  const hasLines = Object.keys(cartData).length > 0;
  if (isPending && hasLines) return <CartSkeleton />;
  // Without their products the lines cannot be priced; saying the cart is empty would be wrong.
  if (isError && hasLines) {
    return (
      <Notice text="Your cart could not be loaded.">
        <button type="button" onClick={refetch} className={buttonStyles.primary}>
          Try again
        </button>
      </Notice>
    );
  }

  const { lines, totals } = cartView(cartData, products);
  if (lines.length === 0) {
    return (
      <Notice text="Your cart is empty">
        <Link to="/products" className={buttonStyles.primary}>
          Browse Products
        </Link>
      </Notice>
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
      // spec §4: removing sets the quantity to 0 and shows an info toast.
      if (quantity === 0) toast.info('Item removed from cart!', { autoClose: REMOVED_TOAST_MS });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Your cart could not be updated.');
    } finally {
      setBusyKey(null);
    }
  };

  // spec §2: with a token the shopper goes on to checkout; a session that ended meanwhile goes to login,
  // and the lines stay in local storage for the merge after signing in.
  const checkout = () => navigate(useSession.getState().token ? '/checkout' : '/login');

  return (
    <PageContainer>
      <PageHeading>Cart</PageHeading>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <ul className="space-y-3" aria-label="Cart items">
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

function Notice({ text, children }: { text: string; children: ReactNode }) {
  return (
    <PageContainer narrow>
      <div className="flex flex-col items-center gap-5 rounded-3xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-navy-100">
        <img src="/art/logo.svg" alt="" width="64" height="64" className="h-16 w-16" />
        <h1 className="text-xl font-extrabold text-navy-800">{text}</h1>
        {children}
      </div>
    </PageContainer>
  );
}

function CartSkeleton() {
  return (
    <PageContainer>
      <PageHeading>Cart</PageHeading>
      <div role="status" className="mt-6 grid max-w-md grid-cols-2 gap-3">
        <span className="sr-only">Loading cart...</span>
        <ProductCardSkeleton />
        <ProductCardSkeleton />
      </div>
    </PageContainer>
  );
}
