import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonStyles } from '@/shared/ui/button-styles';
import { WishlistNotice } from './wishlist-notice';

/** The wishlist needs a token; a guest is sent to sign in, as the cart does. */
export function WishlistSignInPrompt() {
  const { formatMessage: t } = useIntl();
  return (
    <WishlistNotice
      title={t({ id: 'wishlist.signInTitle' })}
      action={
        <Link to="/login" className={buttonStyles.primary}>
          {t({ id: 'wishlist.goToLogin' })}
        </Link>
      }
    >
      {t({ id: 'wishlist.signInText' })}
    </WishlistNotice>
  );
}
