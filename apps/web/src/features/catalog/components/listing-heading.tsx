import { useIntl } from 'react-intl';
import { PageHeading } from '@/shared/ui/page-heading';

interface ListingHeadingProps {
  title: string;
  search: string;
  /** The number of products shown; null while the list is loading or failed. */
  countText: string | null;
}

export function ListingHeading({ title, search, countText }: ListingHeadingProps) {
  const { formatMessage: t } = useIntl();
  return (
    <div>
      <PageHeading>{title}</PageHeading>
      {search ? (
        <p className="mt-1 text-lg font-bold break-words text-navy-600">
          {t({ id: 'listing.resultsFor' }, { search })}
        </p>
      ) : null}
      {/* A status, so a screen reader hears the new count after a box is ticked or a word typed. */}
      <p role="status" className="mt-1 min-h-6 text-sm text-navy-600">
        {countText}
      </p>
    </div>
  );
}
