import type { PaymentMethod } from '@souq/shared/schemas/order';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import type { CheckoutHandoff } from '../../../shared/checkout/checkout-handoff';
import { buttonStyles } from '../../../shared/ui/button-styles';
import { orderFailureMessage, usePlaceCashOrder } from '../use-place-cash-order';
import { BillingAddress } from './billing-address';
import { OrderRefusal } from './order-refusal';
import { PaymentMethods } from './payment-methods';
import { PaymentSummary } from './payment-summary';

/** spec §2 Payment: billing address, the methods and the grand total with the button that pays. */
export function PaymentForm({ handoff }: { handoff: CheckoutHandoff }) {
  const [method, setMethod] = useState<PaymentMethod>('cod');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  // spec §4: repeated submits while processing are ignored; a ref sees a second click before React re-renders.
  const submitting = useRef(false);
  const placeCashOrder = usePlaceCashOrder();
  const navigate = useNavigate();

  const confirm = async () => {
    if (submitting.current) return;
    submitting.current = true;
    setProcessing(true);
    setRefusal(null);
    try {
      await placeCashOrder(handoff);
    } catch (error) {
      const { message, refused } = orderFailureMessage(error);
      toast.error(message);
      if (refused) setRefusal(message);
      submitting.current = false;
      setProcessing(false);
      return;
    }
    toast.success('Order placed successfully!');
    navigate('/orders');
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div className="space-y-6">
        <BillingAddress address={handoff.formData} />
        <PaymentMethods value={method} onChange={setMethod} disabled={processing} />
      </div>
      <PaymentSummary handoff={handoff}>
        {method !== 'stripe' ? (
          <button
            type="button"
            onClick={() => void confirm()}
            disabled={processing}
            className={`${buttonStyles.primary} w-full`}
          >
            {processing ? 'Processing...' : 'Confirm payment'}
          </button>
        ) : null}
        {refusal ? <OrderRefusal message={refusal} /> : null}
      </PaymentSummary>
    </div>
  );
}
