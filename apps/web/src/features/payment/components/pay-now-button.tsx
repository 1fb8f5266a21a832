import { aedToFils, formatAed } from '@souq/shared/pricing/money';
import { FormattedMessage, useIntl } from 'react-intl';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Ltr } from '@/shared/ui/ltr';

/** Payment page: 'Pay Now — AED {amount}', reading 'Processing...' while a payment runs. */
export function PayNowButton({ amount, processing }: { amount: number; processing: boolean }) {
  const { formatMessage: t } = useIntl();
  return (
    <button type="submit" disabled={processing} className={`${buttonStyles.primary} w-full`}>
      {processing ? (
        t({ id: 'payment.processing' })
      ) : (
        <FormattedMessage
          id="payment.payNow"
          values={{ amount: <Ltr>{formatAed(aedToFils(amount))}</Ltr> }}
        />
      )}
    </button>
  );
}
