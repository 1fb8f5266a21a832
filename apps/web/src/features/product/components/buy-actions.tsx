import { useIntl } from 'react-intl';
import { buttonStyles } from '@/shared/ui/button-styles';
import { HeartIcon } from '@/shared/ui/icons';

interface BuyActionsProps {
  /** Nothing of the colour is left to add. */
  soldOut: boolean;
  onAddToCart(): void;
  onAddToWishlist(): void;
}

/** ADD TO CART and the wishlist heart. */
export function BuyActions({ soldOut, onAddToCart, onAddToWishlist }: BuyActionsProps) {
  const { formatMessage: t } = useIntl();
  return (
    <div className="flex gap-3">
      <button
        type="button"
        onClick={onAddToCart}
        disabled={soldOut}
        className={`${buttonStyles.primary} flex-1 tracking-wide md:max-w-sm`}
      >
        {t({ id: 'product.addToCart' })}
      </button>
      <button
        type="button"
        onClick={onAddToWishlist}
        disabled={soldOut}
        aria-label={t({ id: 'product.addToWishlist' })}
        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full border-2 border-navy-800 bg-white text-coral-600 transition-colors hover:bg-coral-50 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <HeartIcon className="h-6 w-6" />
      </button>
    </div>
  );
}
