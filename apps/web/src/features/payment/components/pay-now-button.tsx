import { aedToFils, formatAed } from '@souq/shared/pricing/money';
import { buttonStyles } from '@/shared/ui/button-styles';

/** Payment page: 'Pay Now — AED {amount}', reading 'Processing...' while a payment runs. */
export function PayNowButton({ amount, processing }: { amount: number; processing: boolean }) {
  return (
    <button type="submit" disabled={processing} className={`${buttonStyles.primary} w-full`}>
      {processing ? 'Processing...' : `Pay Now — ${formatAed(aedToFils(amount))}`}
    </button>
  );
}
