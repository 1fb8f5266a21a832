import { buttonStyles } from '@/shared/ui/button-styles';

/** Hosted-session flow: the same order paid on the gateway's own page instead of these fields. */
export function HostedPaymentButton({ processing, onClick }: { processing: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={processing}
      className={`${buttonStyles.secondary} w-full`}
    >
      {processing ? 'Processing...' : 'Pay on a secure page'}
    </button>
  );
}
