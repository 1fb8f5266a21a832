import { Link } from 'react-router';
import { buttonStyles } from '@/shared/ui/button-styles';
import { WishlistNotice } from './wishlist-notice';

/** Wishlist page: 'No items in wishlist'. */
export function WishlistEmpty() {
  return (
    <WishlistNotice
      title="No items in wishlist"
      action={
        <Link to="/products" className={buttonStyles.primary}>
          Browse Products
        </Link>
      }
    >
      Tap the heart on a product to keep it here for later.
    </WishlistNotice>
  );
}
