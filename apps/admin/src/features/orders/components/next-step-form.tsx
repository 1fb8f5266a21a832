import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminOrderDetail,
  type MoveOrderRequest,
  moveOrderRequestSchema,
} from '@souq/shared/schemas/admin-orders';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { buttonStyles } from '@/shared/ui/button-styles';
import { ServerAlert } from '@/shared/ui/server-alert';
import { SuccessNote } from '@/shared/ui/success-note';
import { TextAreaField } from '@/shared/ui/text-area-field';
import { useMoveOrder } from '../api/move-order';

/** The one step this order can take next ('Move to Packing'), with an optional note for the timeline. */
export function NextStepForm({ order }: { order: AdminOrderDetail }) {
  const next = order.nextStatus;
  const move = useMoveOrder(order._id);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof moveOrderRequestSchema>, unknown, MoveOrderRequest>({
    resolver: zodResolver(moveOrderRequestSchema),
    values: { status: next ?? order.status, note: '' },
  });
  if (next === null) return null;

  const onSubmit = handleSubmit(({ status, note }) => {
    setDone(null);
    move.mutate(
      { status, ...(note ? { note } : {}) },
      {
        onSuccess: () => {
          setDone(`Moved to ${status}.`);
          reset();
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <ServerAlert message={move.error?.message ?? errors.status?.message ?? null} />
      <input type="hidden" {...register('status')} />
      <TextAreaField label="Note (optional)" rows={2} error={errors.note?.message} {...register('note')} />
      <button type="submit" className={buttonStyles.primary} disabled={move.isPending}>
        Move to {next}
      </button>
      <SuccessNote message={done} />
    </form>
  );
}
