import { useIntl } from 'react-intl';
import { buttonStyles } from '../ui/button-styles';

interface OrdersRetryProps {
  onRetry: () => void;
  retrying: boolean;
}

/** A user-orders failure is only logged, so the page says it quietly and offers another try. */
export function OrdersRetry({ onRetry, retrying }: OrdersRetryProps) {
  const { formatMessage: t } = useIntl();
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3 text-sm text-navy-600">
      <p>{t({ id: 'orders.loadFailed' })}</p>
      <button type="button" onClick={onRetry} disabled={retrying} className={buttonStyles.secondary}>
        {retrying ? t({ id: 'orders.retrying' }) : t({ id: 'orders.tryAgain' })}
      </button>
    </div>
  );
}
