import { zodResolver } from '@hookform/resolvers/zod';
import { type StockSettings, stockSettingsSchema } from '@souq/shared/schemas/admin-stock';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { buttonStyles } from '@/shared/ui/button-styles';
import { ServerAlert } from '@/shared/ui/server-alert';
import { SuccessNote } from '@/shared/ui/success-note';
import { TextField } from '@/shared/ui/text-field';
import { useStockSettings } from '../api/get-stock-settings';
import { useUpdateStockSettings } from '../api/update-stock-settings';

/**
 * The store's low-stock line: the grid marks a size at it or under as low, and the dashboard's Low stock card
 * lists those sizes. Every member sees it; only an owner changes it (the api refuses anyone else).
 */
export function LowStockLine({ canChange }: { canChange: boolean }) {
  const settings = useStockSettings();
  // Held here rather than in the form, so what a save came to is shown whatever the form does meanwhile.
  const update = useUpdateStockSettings();
  const headingId = useId();
  const line = settings.data?.lowStockThreshold;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-extrabold">
        Low-stock line
      </h3>
      {line === undefined ? (
        settings.error ? (
          <ServerAlert message={settings.error.message} />
        ) : (
          <p className="text-sm text-navy-600">Loading…</p>
        )
      ) : canChange ? (
        <>
          <LowStockLineForm initial={line} busy={update.isPending} onSave={(next) => update.mutate(next)} />
          <ServerAlert message={update.error?.message ?? null} />
          <SuccessNote
            message={update.isSuccess ? `Saved: low at ${update.data.lowStockThreshold} or fewer.` : null}
          />
        </>
      ) : (
        <p className="text-sm text-navy-600">
          A size is low at <span className="font-bold text-navy-800">{line}</span> units or fewer. Only an
          owner can change this.
        </p>
      )}
    </section>
  );
}

interface LowStockLineFormProps {
  initial: number;
  busy: boolean;
  onSave: (settings: StockSettings) => void;
}

function LowStockLineForm({ initial, busy, onSave }: LowStockLineFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<StockSettings>({
    resolver: zodResolver(stockSettingsSchema),
    defaultValues: { lowStockThreshold: initial },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSave)}
      aria-label="Low-stock line"
      className="flex flex-col gap-2"
    >
      <div className="flex flex-wrap items-start gap-2">
        <TextField
          label="Low at (units or fewer)"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          className="w-44"
          error={errors.lowStockThreshold?.message}
          {...register('lowStockThreshold', { valueAsNumber: true })}
        />
        <button
          type="submit"
          // Level with the input, under the label's line, whether or not an error sits below it.
          className={`${buttonStyles.secondary} mt-6`}
          disabled={busy}
        >
          Save line
        </button>
      </div>
      <p className="text-sm text-navy-600">For the whole store: this grid and the dashboard's Low stock.</p>
    </form>
  );
}
