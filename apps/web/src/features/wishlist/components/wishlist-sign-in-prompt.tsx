import { Link } from 'react-router';
import { buttonStyles } from '@/shared/ui/button-styles';
import { WishlistNotice } from './wishlist-notice';

/** The wishlist needs a token; a guest is sent to sign in, as the cart does. */
export function WishlistSignInPrompt() {
  return (
    <WishlistNotice
      title="Please login to see your wishlist."
      action={
        <Link to="/login" className={buttonStyles.primary}>
          Go to Login
        </Link>
      }
    >
      Save the pieces you love and find them here on any device.
    </WishlistNotice>
  );
}
