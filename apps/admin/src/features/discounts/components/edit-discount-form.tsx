import type { AdminDiscount, DiscountUpdate } from '@souq/shared/schemas/admin-discounts';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { buttonStyles } from '@/shared/ui/button-styles';
import { ServerAlert } from '@/shared/ui/server-alert';
import { SuccessNote } from '@/shared/ui/success-note';
import { useUpdateDiscount } from '../api/update-discount';
import { type DiscountFormValues, formValuesOf, updateResolver } from '../discount-form-values';
import { DiscountFields } from './discount-fields';

/**
 * Every rule of a saved code but its name (orders keep referring to it). The form follows the code as the
 * server has it, keeping what the owner is typing, so a pause made meanwhile is not undone by Save.
 */
export function EditDiscountForm({ discount }: { discount: AdminDiscount }) {
  const update = useUpdateDiscount(discount.code);
  const [done, setDone] = useState<string | null>(null);
  const saved = useMemo(() => formValuesOf(discount), [discount]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DiscountFormValues, unknown, DiscountUpdate>({
    resolver: updateResolver,
    values: saved,
    resetOptions: { keepDirtyValues: true },
  });
  const onSubmit = handleSubmit((body) => {
    setDone(null);
    update.mutate({ ...body, active: discount.active }, { onSuccess: ({ message }) => setDone(message) });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <DiscountFields register={register} errors={errors} isNew={false} />
      <ServerAlert message={update.error?.message ?? null} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={update.isPending}>
          Save changes
        </button>
        <SuccessNote message={done} />
      </div>
    </form>
  );
}
