import { DISCOUNT_PERCENT_MAX, DISCOUNT_PERCENT_MIN } from '@souq/shared/schemas/admin-discounts';
import { DISCOUNT_CODE_MAX_LENGTH } from '@souq/shared/schemas/discount';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import { TextField } from '@/shared/ui/text-field';
import type { DiscountFormValues } from '../discount-form-values';

interface DiscountFieldsProps {
  register: UseFormRegister<DiscountFormValues>;
  errors: FieldErrors<DiscountFormValues>;
  /** A new code: its name, and whether it starts paused. An edit keeps both (Pause and Resume switch it). */
  isNew: boolean;
}

/** A code's rules, each with its error under it; two columns on a wide screen, one on a phone. */
export function DiscountFields({ register, errors, isNew }: DiscountFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {isNew ? (
        <TextField
          className="sm:col-span-2"
          label="Code"
          hint="What shoppers type at the checkout: 3 to 32 letters and digits. Saved in capitals."
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={DISCOUNT_CODE_MAX_LENGTH + 10}
          error={errors.code?.message}
          {...register('code')}
        />
      ) : null}
      <TextField
        label="Percent off"
        hint={`A whole number from ${DISCOUNT_PERCENT_MIN} to ${DISCOUNT_PERCENT_MAX}.`}
        type="number"
        inputMode="numeric"
        min={DISCOUNT_PERCENT_MIN}
        max={DISCOUNT_PERCENT_MAX}
        step={1}
        error={errors.percent?.message}
        {...register('percent')}
      />
      <TextField
        label="Minimum order (AED)"
        hint="The items after their own discounts, before the code and delivery. 0 for none."
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        error={errors.minOrder?.message}
        {...register('minOrder')}
      />
      <TextField
        label="Starts (Dubai time)"
        hint="Empty: at once."
        type="datetime-local"
        error={errors.startsAt?.message}
        {...register('startsAt')}
      />
      <TextField
        label="Ends (Dubai time)"
        hint="Empty: never."
        type="datetime-local"
        error={errors.endsAt?.message}
        {...register('endsAt')}
      />
      <TextField
        label="Usage limit"
        hint="Orders of all shoppers together; a cancelled order frees its use. Empty: no limit."
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        error={errors.usageLimit?.message}
        {...register('usageLimit')}
      />
      <div className="flex flex-col gap-2 sm:pt-6">
        <CheckboxField
          label="Once per shopper"
          hint="Each shopper may use it on one order (a cancelled order frees it)."
          {...register('oncePerShopper')}
        />
        {isNew ? (
          <CheckboxField
            label="Active"
            hint="Untick to create it paused: the checkout refuses it until resumed."
            {...register('active')}
          />
        ) : null}
      </div>
    </div>
  );
}
