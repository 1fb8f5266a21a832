import type { PaymentMethod } from '@souq/shared/schemas/order';
import { paymentMethodLabel } from '../order-labels';

/** 'Cash on delivery · Unpaid': how the order is paid for, and whether it is yet. */
export function PaymentSummary({ method, paid }: { method: PaymentMethod; paid: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span>{paymentMethodLabel(method)}</span>
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-bold ${paid ? 'bg-mint-100 text-mint-700' : 'bg-coral-50 text-coral-700'}`}
      >
        {paid ? 'Paid' : 'Unpaid'}
      </span>
    </span>
  );
}
