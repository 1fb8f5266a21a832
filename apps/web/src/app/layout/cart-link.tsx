import { cartCount } from '@souq/shared/cart/cart-count';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useCart } from '@/shared/cart/cart-store';
import { CartIcon } from '@/shared/ui/icons';

export function useCartCount(): number {
  return useCart((s) => cartCount(s.cartData));
}

export function CartBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -end-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-coral-600 px-1 text-xs font-extrabold text-white ring-2 ring-navy-800"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

export function CartLink() {
  const count = useCartCount();
  const { formatMessage: t } = useIntl();
  return (
    <Link
      to="/cart"
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-full text-white hover:bg-navy-600"
      aria-label={t({ id: 'cart.linkLabel' }, { count })}
    >
      <CartIcon className="h-6 w-6" />
      <CartBadge count={count} />
    </Link>
  );
}
