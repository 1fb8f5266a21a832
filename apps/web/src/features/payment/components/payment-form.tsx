import type { PaymentMethod } from '@souq/shared/schemas/order';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CheckoutHandoff } from '@/shared/checkout/checkout-handoff';
import { buttonStyles } from '@/shared/ui/button-styles';
import { toast } from '@/shared/ui/toast';
import { useCardPayment } from '../use-card-payment';
import { useCashPayment } from '../use-cash-payment';
import { useHostedPayment } from '../use-hosted-payment';
import { usePaymentRun } from '../use-payment-run';
import { BillingAddress } from './billing-address';
import { CardPayment } from './card-payment';
import { OrderRefusal } from './order-refusal';
import { PaymentMethods } from './payment-methods';
import { PaymentSummary } from './payment-summary';

interface PaymentFormProps {
  handoff: CheckoutHandoff;
  /**
   * A card attempt that ended unpaid starts the next one with a new Idempotency-Key (see
   * docs/decisions/007-idempotency-keys.md).
   */
  onHandoffChange: (next: CheckoutHandoff) => void;
}

/** Payment page: billing address, the methods and the grand total with the button that pays. */
export function PaymentForm({ handoff, onHandoffChange }: PaymentFormProps) {
  const { formatMessage: t } = useIntl();
  // Cash on delivery stays the preselected method, as before the card joined; the card is listed first.
  const [method, setMethod] = useState<PaymentMethod>('cod');
  const { processing, refusal, run } = usePaymentRun();
  const payCash = useCashPayment(handoff);
  const payByCard = useCardPayment(handoff, onHandoffChange);
  const payHosted = useHostedPayment(handoff);

  // Only cash on delivery is confirmed with this button; anything else is not a known method.
  const confirm = () => {
    if (method !== 'cod') {
      toast.warning(t({ id: 'payment.unsupportedMethod' }));
      return;
    }
    void run(payCash);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start">
      <div className="min-w-0 space-y-6">
        <BillingAddress address={handoff.formData} business={handoff.business} />
        <PaymentMethods value={method} onChange={setMethod} disabled={processing} />
      </div>
      <PaymentSummary handoff={handoff}>
        {method === 'stripe' ? (
          <CardPayment
            amount={handoff.finalAmount}
            billing={{ name: handoff.formData.fullname, email: handoff.formData.email }}
            processing={processing}
            onPay={(confirmCard) => run(() => payByCard(confirmCard))}
            onPayHosted={() => void run(payHosted)}
          />
        ) : (
          <button
            type="button"
            onClick={confirm}
            disabled={processing}
            className={`${buttonStyles.primary} w-full`}
          >
            {processing ? t({ id: 'payment.processing' }) : t({ id: 'payment.confirm' })}
          </button>
        )}
        {refusal ? <OrderRefusal message={refusal} /> : null}
      </PaymentSummary>
    </div>
  );
}
