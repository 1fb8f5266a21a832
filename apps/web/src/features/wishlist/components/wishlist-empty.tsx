import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonStyles } from '@/shared/ui/button-styles';
import { WishlistNotice } from './wishlist-notice';

/** Wishlist page: 'No items in wishlist'. */
export function WishlistEmpty() {
  const { formatMessage: t } = useIntl();
  return (
    <WishlistNotice
      title={t({ id: 'wishlist.empty' })}
      action={
        <Link to="/products" className={buttonStyles.primary}>
          {t({ id: 'catalog.browseProducts' })}
        </Link>
      }
    >
      {t({ id: 'wishlist.emptyText' })}
    </WishlistNotice>
  );
}
