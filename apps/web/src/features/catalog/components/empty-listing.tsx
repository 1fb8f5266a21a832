import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonStyles } from '@/shared/ui/button-styles';
import { SearchIcon } from '@/shared/ui/icons';
import { Notice } from '@/shared/ui/notice';

interface EmptyListingProps {
  /** What was searched and ticked, e.g. 'Nothing matches “zebra” in Girls.' */
  reason: string;
  /** Whether a search or a box narrowed the list, i.e. whether /products would show more. */
  filtered: boolean;
}

export function EmptyListing({ reason, filtered }: EmptyListingProps) {
  const { formatMessage: t } = useIntl();
  return (
    <Notice
      heading="h2"
      icon={<SearchIcon className="h-7 w-7" />}
      title={t({ id: 'listing.noProductsFound' })}
      text={reason}
      action={
        filtered ? (
          <Link to="/products" className={buttonStyles.primary}>
            {t({ id: 'listing.showAllProducts' })}
          </Link>
        ) : undefined
      }
    />
  );
}
