import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADJUSTMENT_REASONS,
  STOCK_REASON_LABELS,
  stockAdjustmentSchema,
} from '@souq/shared/schemas/admin-stock';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '@/shared/api/api-client';
import { buttonStyles } from '@/shared/ui/button-styles';
import { labelClass } from '@/shared/ui/field-styles';
import { SelectField } from '@/shared/ui/select-field';
import { ServerAlert } from '@/shared/ui/server-alert';
import { TextAreaField } from '@/shared/ui/text-area-field';
import { TextField } from '@/shared/ui/text-field';
import { useAdjustStock } from '../api/adjust-stock';
import {
  STOCK_CHANGE_LABELS,
  STOCK_CHANGE_MODES,
  type StockEditorValues,
  type StockTarget,
  stockAfter,
  stockEditorFormSchema,
  toAdjustment,
} from '../stock-editor-form';

/** The api's own limit on a note, read from its schema so the two cannot drift apart. */
const NOTE_MAX_LENGTH = stockAdjustmentSchema.shape.note.unwrap().maxLength ?? undefined;

interface StockEditorFormProps {
  target: StockTarget;
  /** The size's stock as the grid shows it now. */
  stock: number;
  onSaved: (stock: number) => void;
  onCancel: () => void;
  onShowHistory: () => void;
}

/**
 * Add, remove or set a size's count, with the reason the ledger will carry. A change that would leave the
 * size below zero is refused by the api (others may have sold units since the grid was drawn), and its words
 * appear under the amount.
 */
export function StockEditorForm({ target, stock, onSaved, onCancel, onShowHistory }: StockEditorFormProps) {
  const adjust = useAdjustStock(target.productId);
  const {
    register,
    handleSubmit,
    watch,
    setFocus,
    formState: { errors },
  } = useForm<z.input<typeof stockEditorFormSchema>, unknown, StockEditorValues>({
    resolver: zodResolver(stockEditorFormSchema),
    defaultValues: { mode: 'add', note: '' },
  });
  // The amount is what a person types first; the dialog has just opened around this form.
  useEffect(() => setFocus('amount'), [setFocus]);

  const mode = watch('mode');
  const after = stockAfter(stock, mode, Number(watch('amount')));
  const refusal =
    adjust.error instanceof ApiError && adjust.error.status === 409 ? adjust.error.message : null;
  const otherError = adjust.error && !refusal ? adjust.error.message : null;

  const onSubmit = handleSubmit((form) =>
    adjust.mutate(toAdjustment(target, form), { onSuccess: (answer) => onSaved(answer.stock) }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Change stock" className="mt-4 flex flex-col gap-4">
      <ServerAlert message={otherError} />
      <fieldset>
        <legend className={labelClass}>Change</legend>
        <div className="grid grid-cols-3 gap-1 rounded-full bg-navy-50 p-1">
          {STOCK_CHANGE_MODES.map((value) => (
            <label key={value} className="relative cursor-pointer">
              <input
                type="radio"
                value={value}
                className="peer sr-only"
                {...register('mode', { onChange: () => adjust.reset() })}
              />
              <span className="flex min-h-11 items-center justify-center rounded-full px-2 text-center text-sm font-bold text-navy-800 peer-checked:bg-navy-800 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-coral-600">
                {STOCK_CHANGE_LABELS[value]}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <TextField
          label="Amount"
          type="number"
          inputMode="numeric"
          min={mode === 'set' ? 0 : 1}
          step={1}
          error={errors.amount?.message ?? refusal ?? undefined}
          // A refusal is about the amount that was sent: a new amount clears it.
          {...register('amount', { valueAsNumber: true, onChange: () => adjust.reset() })}
        />
        <p aria-live="polite" className="mt-1 text-sm text-navy-600">
          <StockPreview stock={stock} after={after} />
        </p>
      </div>
      <SelectField label="Reason" defaultValue="" error={errors.reason?.message} {...register('reason')}>
        <option value="" disabled>
          Choose a reason
        </option>
        {ADJUSTMENT_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {STOCK_REASON_LABELS[reason]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Note (optional)"
        rows={2}
        maxLength={NOTE_MAX_LENGTH}
        error={errors.note?.message}
        {...register('note')}
      />
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" className={buttonStyles.primary} disabled={adjust.isPending}>
          Save
        </button>
        <button type="button" className={buttonStyles.ghost} onClick={onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className="ml-auto min-h-11 rounded-full px-2 text-sm font-bold text-coral-700 underline underline-offset-4 hover:text-coral-600"
          onClick={onShowHistory}
        >
          Show its history
        </button>
      </div>
    </form>
  );
}

/** The count now and what the change would make it; below zero is said as such (the api will refuse it). */
function StockPreview({ stock, after }: { stock: number; after: number | null }) {
  if (after === null || after === stock) return <>Now {stock}</>;
  if (after < 0) return <>Now {stock}: that would go below 0</>;
  return (
    <>
      Now {stock} → <span className="font-bold text-navy-800">{after}</span> after saving
    </>
  );
}
