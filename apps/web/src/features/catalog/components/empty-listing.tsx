import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '@/shared/i18n/messages';
import { buttonStyles } from '@/shared/ui/button-styles';
import { SearchIcon } from '@/shared/ui/icons';
import { Notice } from '@/shared/ui/notice';

interface EmptyListingProps {
  /** What was searched and ticked, e.g. 'Nothing matches “zebra” in Girls.' */
  reason: string;
  /** Whether a search or a box narrowed the list, i.e. whether /products would show more. */
  filtered: boolean;
}

/** Where a shopper whose words found nothing can go on: each group, and each kind of product. */
const BROWSE_LINKS: readonly { to: string; label: MessageId }[] = [
  { to: '/products?category=Girls', label: 'nav.girls' },
  { to: '/products?category=Boys', label: 'nav.boys' },
  { to: '/products?category=Unisex', label: 'nav.unisex' },
  { to: '/products?type=shoes', label: 'listing.typeShoes' },
  { to: '/products?type=toys', label: 'listing.typeToys' },
];

export function EmptyListing({ reason, filtered }: EmptyListingProps) {
  const { formatMessage: t } = useIntl();
  return (
    <div>
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
      {filtered ? (
        <nav aria-labelledby="browse-categories" className="mt-6 text-center">
          <h3 id="browse-categories" className="text-sm font-extrabold text-navy-800">
            {t({ id: 'listing.browseCategories' })}
          </h3>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {BROWSE_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-bold text-navy-800 ring-1 ring-navy-200 hover:bg-coral-50 hover:ring-coral-300"
                >
                  {t({ id: link.label })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
