import { useIntl } from 'react-intl';
import { RetryNotice } from '@/shared/ui/notice';

interface WishlistErrorProps {
  onRetry: () => void;
  retrying: boolean;
}

/** Shown in place of the list when it could not be fetched. */
export function WishlistError({ onRetry, retrying }: WishlistErrorProps) {
  const { formatMessage: t } = useIntl();
  return (
    <RetryNotice
      message={t({ id: 'wishlist.loadError' })}
      onRetry={onRetry}
      retrying={retrying}
      className="mt-6"
    />
  );
}
