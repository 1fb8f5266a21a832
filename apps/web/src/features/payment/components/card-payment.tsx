import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { buttonStyles } from '@/shared/ui/button-styles';
import { usePaymentConfig } from '../api/get-payment-config';
import type { CardPaymentProps } from './card-payment-props';
import { DemoCardPayment } from './demo-card-payment';

// Loaded only when Stripe is the gateway: importing Stripe.js adds Stripe's script, which the demo never needs.
const StripeCardPayment = lazy(async () => ({
  default: (await import('./stripe-card-payment')).StripeCardPayment,
}));

function Loading() {
  const { formatMessage: t } = useIntl();
  return (
    <p role="status" className="rounded-xl bg-navy-50 px-3 py-6 text-center text-sm text-navy-600">
      {t({ id: 'payment.loadingCard' })}
    </p>
  );
}

/** Payment page: the card fields of whichever gateway the store runs (see docs/architecture.md). */
export function CardPayment(props: CardPaymentProps) {
  const { formatMessage: t } = useIntl();
  const config = usePaymentConfig();
  if (config.isPending) return <Loading />;
  if (config.isError) {
    return (
      <div role="alert" className="space-y-3 text-sm text-navy-800">
        <p className="font-semibold">
          {t({ id: 'payment.cardLoadFailed' }, { reason: config.error.message })}
        </p>
        <button
          type="button"
          onClick={() => void config.refetch()}
          className={`${buttonStyles.secondary} w-full`}
        >
          {t({ id: 'payment.tryAgain' })}
        </button>
      </div>
    );
  }
  const { gateway, publishableKey } = config.data;
  if (gateway === 'stripe' && publishableKey) {
    return (
      <Suspense fallback={<Loading />}>
        <StripeCardPayment {...props} publishableKey={publishableKey} />
      </Suspense>
    );
  }
  return <DemoCardPayment {...props} />;
}
