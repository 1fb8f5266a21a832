import { buttonStyles } from '../ui/button-styles';

interface OrdersRetryProps {
  onRetry: () => void;
  retrying: boolean;
}

/** A user-orders failure is only logged, so the page says it quietly and offers another try. */
export function OrdersRetry({ onRetry, retrying }: OrdersRetryProps) {
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3 text-sm text-navy-600">
      <p>Your orders could not be loaded.</p>
      <button type="button" onClick={onRetry} disabled={retrying} className={buttonStyles.secondary}>
        {retrying ? 'Loading...' : 'Try again'}
      </button>
    </div>
  );
}
