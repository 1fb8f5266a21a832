import { PRODUCT_DISCOUNT_MAX, PRODUCT_PRICE_MAX } from '@souq/shared/schemas/admin-products';
import { useFormContext } from 'react-hook-form';
import { TextField } from '@/shared/ui/text-field';
import type { ProductFormValues } from '../product-form-values';
import { FLAG_LABELS } from '../product-labels';
import { FormSection } from './form-section';

const checkboxRow = 'flex min-h-11 cursor-pointer items-center gap-3 font-bold';
const checkbox = 'h-5 w-5 cursor-pointer accent-coral-600';

/**
 * The price and its discounts, and where the storefront features the product. A flash sale's discount prices
 * one unit per cart (docs/product/prices.md), so it is set apart from the everyday discount.
 */
export function ProductPricingFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  return (
    <FormSection title="Price and placement">
      <div className="grid grid-cols-2 gap-4">
        <TextField
          className="col-span-2"
          label="Price (AED)"
          type="number"
          inputMode="decimal"
          min={0.01}
          max={PRODUCT_PRICE_MAX}
          step={0.01}
          error={errors.price?.message}
          {...register('price', { valueAsNumber: true })}
        />
        <TextField
          label="Discount %"
          type="number"
          inputMode="numeric"
          min={0}
          max={PRODUCT_DISCOUNT_MAX}
          step={1}
          error={errors.discount?.message}
          {...register('discount', { valueAsNumber: true })}
        />
        <TextField
          label="Flash discount %"
          type="number"
          inputMode="numeric"
          min={0}
          max={PRODUCT_DISCOUNT_MAX}
          step={1}
          error={errors.flashDiscount?.message}
          {...register('flashDiscount', { valueAsNumber: true })}
        />
      </div>
      <fieldset className="mt-4">
        <legend className="mb-1 text-sm font-bold">Shown as</legend>
        <label className={checkboxRow}>
          <input type="checkbox" className={checkbox} {...register('flashsale')} />
          {FLAG_LABELS.flashsale}
        </label>
        <label className={checkboxRow}>
          <input type="checkbox" className={checkbox} {...register('bestseller')} />
          {FLAG_LABELS.bestseller}
        </label>
        <label className={checkboxRow}>
          <input type="checkbox" className={checkbox} {...register('bestofkids')} />
          {FLAG_LABELS.bestofkids}
        </label>
      </fieldset>
    </FormSection>
  );
}
