import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminProduct,
  type ProductInput,
  productInputSchema,
} from '@souq/shared/schemas/admin-products';
import { useState } from 'react';
import { type DefaultValues, FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { ApiError } from '@/shared/api/api-client';
import { buttonStyles } from '@/shared/ui/button-styles';
import { ServerAlert } from '@/shared/ui/server-alert';
import { SuccessNote } from '@/shared/ui/success-note';
import { useUploadsUnderWay } from '../api/upload-image';
import { newColour, type ProductFormValues, productFormValues, refusalField } from '../product-form-values';
import { ColourCard } from './colour-card';
import { FormSection } from './form-section';
import { ProductDetailsFields } from './product-details-fields';
import { ProductImagesField } from './product-images-field';
import { ProductPricingFields } from './product-pricing-fields';

interface ProductFormProps {
  /** The product as saved, or null for a new one. */
  saved: AdminProduct | null;
  defaultValues: DefaultValues<ProductFormValues>;
  save: (input: ProductInput) => Promise<AdminProduct>;
  onSaved?: (product: AdminProduct) => void;
  submitLabel: string;
  /** Said in the save bar until the next change: "Product added." */
  initialNote?: string | null;
}

/**
 * The product editor, validated with the api's own productInputSchema. A refusal about one field (a SKU or
 * sub-SKU another product holds) is shown under that field; any other in the save bar, which stays in view.
 */
export function ProductForm({
  saved,
  defaultValues,
  save,
  onSaved,
  submitLabel,
  initialNote = null,
}: ProductFormProps) {
  const form = useForm<ProductFormValues, unknown, ProductInput>({
    resolver: zodResolver(productInputSchema),
    defaultValues,
  });
  const {
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const colours = useFieldArray<ProductFormValues, 'colors', 'key'>({
    name: 'colors',
    keyName: 'key',
    control: form.control,
  });
  const uploading = useUploadsUnderWay();
  const [serverError, setServerError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(initialNote);

  const onSubmit = handleSubmit(async (input) => {
    setServerError(null);
    setNote(null);
    try {
      const product = await save(input);
      // The saved product is the form's new starting point: new colours now have ids, new sizes are saved.
      reset(productFormValues(product));
      setNote(saved ? 'Changes saved.' : 'Product added.');
      onSaved?.(product);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const field = error instanceof ApiError ? refusalField(message, input) : null;
      if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
      else setServerError(message);
    }
  });

  const coloursError = errors.colors?.root?.message ?? errors.colors?.message;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
          <div className="flex flex-col gap-4">
            <ProductDetailsFields />
          </div>
          <div className="flex flex-col gap-4">
            <ProductPricingFields />
            <FormSection title="Product pictures">
              <ProductImagesField
                name="images"
                label="Product pictures"
                hideLabel
                hint="The first is the picture on the store's listings; the product page shows these for a colour with none of its own."
              />
            </FormSection>
          </div>
        </div>

        <section aria-labelledby="colours-heading" className="flex flex-col gap-3">
          <h2 id="colours-heading" className="text-lg font-extrabold">
            Colours
          </h2>
          {coloursError ? (
            <p role="alert" className="text-sm font-semibold text-danger">
              {coloursError}
            </p>
          ) : null}
          <div className="grid gap-4 xl:grid-cols-2">
            {colours.fields.map((colour, index) => (
              <ColourCard
                key={colour.key}
                index={index}
                colourId={colour.id}
                saved={saved}
                onRemove={colours.fields.length > 1 ? () => colours.remove(index) : null}
              />
            ))}
          </div>
          <button
            type="button"
            className={`${buttonStyles.secondary} self-start`}
            onClick={() => colours.append(newColour())}
          >
            Add colour
          </button>
        </section>

        <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-2 border-t border-navy-100 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
          <ServerAlert message={serverError} />
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className={buttonStyles.primary} disabled={isSubmitting || uploading}>
              {isSubmitting ? 'Saving…' : submitLabel}
            </button>
            <SuccessNote message={isDirty ? null : note} />
            <p className="text-sm font-bold text-navy-600 empty:hidden">
              {uploading ? 'Waiting for pictures to upload…' : isDirty ? 'Unsaved changes' : ''}
            </p>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
