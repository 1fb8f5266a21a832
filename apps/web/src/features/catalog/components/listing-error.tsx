import { useIntl } from 'react-intl';
import { RetryNotice } from '@/shared/ui/notice';

interface ListingErrorProps {
  onRetry: () => void;
  retrying: boolean;
}

export function ListingError({ onRetry, retrying }: ListingErrorProps) {
  const { formatMessage: t } = useIntl();
  return <RetryNotice message={t({ id: 'listing.loadError' })} onRetry={onRetry} retrying={retrying} />;
}
