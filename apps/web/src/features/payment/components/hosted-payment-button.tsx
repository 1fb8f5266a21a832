import { useIntl } from 'react-intl';
import { buttonStyles } from '@/shared/ui/button-styles';

/** Hosted-session flow: the same order paid on the gateway's own page instead of these fields. */
export function HostedPaymentButton({ processing, onClick }: { processing: boolean; onClick: () => void }) {
  const { formatMessage: t } = useIntl();
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={processing}
      className={`${buttonStyles.secondary} w-full`}
    >
      {processing ? t({ id: 'payment.processing' }) : t({ id: 'payment.paySecurePage' })}
    </button>
  );
}
