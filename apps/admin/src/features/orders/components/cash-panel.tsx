import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminOrderDetail, cashCollectedRequestSchema } from '@souq/shared/schemas/admin-orders';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatDateTime } from '@/shared/format/dates';
import { formatAedAmount } from '@/shared/format/money';
import { buttonStyles } from '@/shared/ui/button-styles';
import { ServerAlert } from '@/shared/ui/server-alert';
import { TextField } from '@/shared/ui/text-field';
import { useRecordCash } from '../api/record-cash';

type CashForm = z.output<typeof cashCollectedRequestSchema>;

/**
 * Cash on delivery: what the courier collected. Recorded once the order is Delivered, prefilled with the
 * total; an amount that differs from it stays flagged where everyone sees it.
 */
export function CashPanel({ order }: { order: AdminOrderDetail }) {
  if (order.paymentMethod !== 'cod') return null;
  const { cash } = order;
  if (cash.collected !== null) {
    return (
      <div className="flex flex-col gap-2 text-sm">
        <p>
          <span className="font-bold">Cash collected: {formatAedAmount(cash.collected)}</span>
          {cash.collectedAt ? (
            <span className="text-navy-600"> on {formatDateTime(cash.collectedAt)}</span>
          ) : null}
        </p>
        {cash.mismatch ? (
          <p className="rounded-xl border-2 border-danger bg-coral-50 px-3 py-2 font-bold text-danger">
            Differs from the total of {formatAedAmount(order.bill.total)} by{' '}
            {formatAedAmount(Math.abs(cash.collected - order.bill.total))}
          </p>
        ) : (
          <p className="font-bold text-mint-700">Matches the order total.</p>
        )}
      </div>
    );
  }
  if (order.status !== 'Delivered') {
    return <p className="text-sm text-navy-600">Cash is recorded once the order is Delivered.</p>;
  }
  return <RecordCashForm order={order} />;
}

function RecordCashForm({ order }: { order: AdminOrderDetail }) {
  const record = useRecordCash(order._id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof cashCollectedRequestSchema>, unknown, CashForm>({
    resolver: zodResolver(cashCollectedRequestSchema),
    defaultValues: { amount: order.bill.total },
  });
  const onSubmit = handleSubmit((form) => record.mutate(form));
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Record cash collected" className="flex flex-col gap-3">
      <ServerAlert message={record.error?.message ?? null} />
      <TextField
        label="Amount collected (AED)"
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        error={errors.amount?.message}
        {...register('amount', { valueAsNumber: true })}
      />
      <button type="submit" className={buttonStyles.primary} disabled={record.isPending}>
        Record cash collected
      </button>
    </form>
  );
}
