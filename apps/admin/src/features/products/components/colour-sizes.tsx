import type { AdminProduct } from '@souq/shared/schemas/admin-products';
import { STOCK_MAX } from '@souq/shared/schemas/admin-stock';
import { sizeLabel } from '@souq/shared/sizes/size-tables';
import { useId, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { buttonStyles } from '@/shared/ui/button-styles';
import { FieldError } from '@/shared/ui/field-error';
import { fieldClass } from '@/shared/ui/field-styles';
import { type ProductFormValues, savedStock } from '../product-form-values';
import { missingSizes, SIZE_GROUPS, SIZE_SETS, suggestSubSku, withSizes } from '../product-sizes';

interface ColourSizesProps {
  colourIndex: number;
  /** The saved colour's id; undefined for a colour added in this form. */
  colourId: string | undefined;
  saved: AdminProduct | null;
}

const smallLabel = 'mb-1 block text-xs font-bold text-navy-600 sm:sr-only';

/**
 * A colour's sizes, each with its sub-SKU and stock. Sizes come from the store's size tables, a whole table at
 * once or one by one; a new size gets a suggested sub-SKU and an opening stock. A saved size's stock is shown
 * but not edited here: it moves only through the stock ledger, so a sale made while the form is open is never
 * written over. Removing a size that still holds stock is the api's refusal, shown in the save bar.
 */
export function ColourSizes({ colourIndex, colourId, saved }: ColourSizesProps) {
  const base = `colors.${colourIndex}.sizes` as const;
  const {
    register,
    getValues,
    setValue,
    formState: { errors, isSubmitted },
  } = useFormContext<ProductFormValues>();
  const { fields, replace, remove } = useFieldArray<ProductFormValues, typeof base, 'key'>({
    name: base,
    keyName: 'key',
  });
  const pickerId = useId();
  const [picked, setPicked] = useState('');
  const have = fields.map((field) => field.size);
  const isSaved = (size: string) => savedStock(saved, colourId, size) !== null;

  const suggestion = (size: string) =>
    suggestSubSku(getValues('sku'), getValues(`colors.${colourIndex}.colorName`), size);
  const add = (sizes: readonly string[]) =>
    replace(withSizes(getValues(base), sizes, (size) => ({ size, stock: 0, subSku: suggestion(size) })));
  const suggestAll = () => {
    for (const [s, field] of fields.entries()) {
      if (!isSaved(field.size))
        setValue(`${base}.${s}.subSku`, suggestion(field.size), {
          shouldDirty: true,
          shouldValidate: isSubmitted,
        });
    }
  };

  const sizesError = errors.colors?.[colourIndex]?.sizes;
  const listError = sizesError?.root?.message ?? sizesError?.message;
  const addable = SIZE_GROUPS.map((group) => ({ ...group, sizes: missingSizes(have, group.sizes) })).filter(
    (group) => group.sizes.length > 0,
  );

  return (
    <div>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-extrabold">Sizes</h4>
        {saved && have.some(isSaved) ? (
          <Link
            to={`/products/${saved.id}/stock`}
            className="text-sm font-bold text-coral-700 underline underline-offset-2"
          >
            Edit stock
          </Link>
        ) : null}
      </div>
      {have.some(isSaved) ? (
        <p className="mb-2 text-sm text-navy-600">
          A saved size's stock changes on the Stock page, where every change is recorded with its reason. A
          size is removed only once its stock is 0.
        </p>
      ) : null}
      {fields.length > 0 ? (
        <>
          <div
            aria-hidden="true"
            className="hidden grid-cols-[5rem_minmax(0,1fr)_7rem_2.75rem] gap-2 px-1 text-xs font-bold uppercase tracking-wide text-navy-600 sm:grid"
          >
            <span>Size</span>
            <span>Sub-SKU</span>
            <span>Stock</span>
          </div>
          <ul className="flex flex-col divide-y divide-navy-100">
            {fields.map((field, s) => {
              const label = sizeLabel(field.size);
              const stock = savedStock(saved, colourId, field.size);
              const rowErrors = sizesError?.[s];
              const subSkuId = `${pickerId}-${field.key}-sku`;
              const stockId = `${pickerId}-${field.key}-stock`;
              return (
                <li
                  key={field.key}
                  className="grid grid-cols-[minmax(0,1fr)_5rem] items-start gap-x-2 gap-y-1 py-2 sm:grid-cols-[5rem_minmax(0,1fr)_7rem_2.75rem]"
                >
                  <span className="order-1 self-center font-extrabold">{label}</span>
                  <div className="order-3 sm:order-2">
                    <label htmlFor={subSkuId} className={smallLabel}>
                      Sub-SKU <span className="sr-only">for size {label}</span>
                    </label>
                    <input
                      id={subSkuId}
                      autoComplete="off"
                      spellCheck={false}
                      aria-invalid={rowErrors?.subSku ? true : undefined}
                      aria-describedby={rowErrors?.subSku ? `${subSkuId}-error` : undefined}
                      className={`${fieldClass(rowErrors?.subSku?.message)} font-mono text-sm`}
                      {...register(`${base}.${s}.subSku`)}
                    />
                    <FieldError id={`${subSkuId}-error`} error={rowErrors?.subSku?.message} />
                  </div>
                  <div className="order-4 sm:order-3">
                    {stock === null ? (
                      <>
                        <label htmlFor={stockId} className={smallLabel}>
                          {/* "Stock" fits beside the sub-SKU on a phone; what it is, the name says in full. */}
                          <span aria-hidden="true">Stock</span>
                          <span className="sr-only">Opening stock for size {label}</span>
                        </label>
                        <input
                          id={stockId}
                          type="number"
                          inputMode="numeric"
                          min={0}
                          max={STOCK_MAX}
                          step={1}
                          aria-invalid={rowErrors?.stock ? true : undefined}
                          aria-describedby={rowErrors?.stock ? `${stockId}-error` : undefined}
                          className={fieldClass(rowErrors?.stock?.message)}
                          {...register(`${base}.${s}.stock`, { valueAsNumber: true })}
                        />
                        <FieldError id={`${stockId}-error`} error={rowErrors?.stock?.message} />
                      </>
                    ) : (
                      <p className="flex min-h-11 flex-col justify-center">
                        <span className="text-xs font-bold text-navy-600 sm:sr-only">Stock</span>
                        <span className="font-bold tabular-nums">
                          {stock}
                          <span className="sr-only"> in stock in size {label}</span>
                        </span>
                      </p>
                    )}
                  </div>
                  <button
                    type="button"
                    aria-label={`Remove size ${label}`}
                    onClick={() => remove(s)}
                    className="order-2 inline-flex h-11 w-11 items-center justify-center justify-self-end rounded-full text-lg font-bold text-danger hover:bg-coral-50 sm:order-4"
                  >
                    <span aria-hidden="true">✕</span>
                  </button>
                  {rowErrors?.size?.message ? (
                    <p className="order-5 col-span-full text-sm font-semibold text-danger">
                      {rowErrors.size.message}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p className="text-sm text-navy-600">No sizes yet: add them from the size tables below.</p>
      )}
      {listError ? (
        <p role="alert" className="mt-1 text-sm font-semibold text-danger">
          {listError}
        </p>
      ) : null}

      <div className="mt-3 flex flex-col gap-3 rounded-xl bg-navy-50 p-3">
        <div className="flex flex-wrap gap-2">
          {SIZE_SETS.map((set) => (
            <button
              key={set.label}
              type="button"
              className={`${buttonStyles.secondary} px-4`}
              disabled={missingSizes(have, set.sizes).length === 0}
              onClick={() => add(set.sizes)}
            >
              Add {set.label}
            </button>
          ))}
        </div>
        {addable.length > 0 ? (
          <div className="flex flex-wrap items-end gap-2">
            <div className="min-w-0 flex-1">
              <label htmlFor={pickerId} className="mb-1 block text-sm font-bold">
                One size
              </label>
              <select
                id={pickerId}
                value={picked}
                onChange={(event) => setPicked(event.target.value)}
                className={`${fieldClass(undefined)} cursor-pointer`}
              >
                <option value="">Choose a size</option>
                {addable.map((group) => (
                  <optgroup key={group.label} label={group.label}>
                    {group.sizes.map((size) => (
                      <option key={size} value={size}>
                        {sizeLabel(size)}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </div>
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={picked === '' || have.includes(picked)}
              onClick={() => {
                add([picked]);
                setPicked('');
              }}
            >
              Add size
            </button>
          </div>
        ) : null}
        {fields.some((field) => !isSaved(field.size)) ? (
          <button type="button" className={`${buttonStyles.ghost} self-start px-3`} onClick={suggestAll}>
            Suggest sub-SKUs for new sizes
          </button>
        ) : null}
      </div>
    </div>
  );
}
