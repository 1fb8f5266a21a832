import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminOrderDetail } from '@souq/shared/schemas/admin-orders';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { buttonStyles } from '@/shared/ui/button-styles';
import { SelectField } from '@/shared/ui/select-field';
import { ServerAlert } from '@/shared/ui/server-alert';
import { TextAreaField } from '@/shared/ui/text-area-field';
import { useMoveOrder } from '../api/move-order';
import { CANCEL_REASONS, type CancelOrderValues, cancelNote, cancelOrderFormSchema } from '../cancel-reasons';

/**
 * Cancelling, offered where the api allows it (`canCancel`): before the parcel leaves, or for an unpaid
 * cash parcel coming back from the courier (refused at delivery). It opens a form first (a reason is
 * required), so one stray click never cancels an order.
 */
export function CancelOrderForm({ order }: { order: AdminOrderDetail }) {
  const [open, setOpen] = useState(false);
  const move = useMoveOrder(order._id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof cancelOrderFormSchema>, unknown, CancelOrderValues>({
    resolver: zodResolver(cancelOrderFormSchema),
    defaultValues: { status: 'Cancelled', note: '' },
  });
  if (!order.canCancel) return null;

  if (!open) {
    return (
      <button type="button" className={buttonStyles.danger} onClick={() => setOpen(true)}>
        Cancel order
      </button>
    );
  }
  const onSubmit = handleSubmit((form) => move.mutate({ status: 'Cancelled', note: cancelNote(form) }));

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Cancel order"
      className="flex flex-col gap-3 rounded-xl border-2 border-coral-100 p-3"
    >
      <ServerAlert message={move.error?.message ?? null} />
      <input type="hidden" {...register('status')} />
      <SelectField label="Reason" defaultValue="" error={errors.reason?.message} {...register('reason')}>
        <option value="" disabled>
          Choose a reason
        </option>
        {CANCEL_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {reason}
          </option>
        ))}
      </SelectField>
      <TextAreaField label="Details" rows={2} error={errors.note?.message} {...register('note')} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonStyles.danger} disabled={move.isPending}>
          Cancel order
        </button>
        <button type="button" className={buttonStyles.ghost} onClick={() => setOpen(false)}>
          Keep order
        </button>
      </div>
    </form>
  );
}
