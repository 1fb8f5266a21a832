import type { AdminProduct } from '@souq/shared/schemas/admin-products';
import { useFormContext, useWatch } from 'react-hook-form';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Card } from '@/shared/ui/card';
import { TextField } from '@/shared/ui/text-field';
import type { ProductFormValues } from '../product-form-values';
import { ARABIC_HINT } from '../product-labels';
import { ColourSizes } from './colour-sizes';
import { ProductImagesField } from './product-images-field';

interface ColourCardProps {
  index: number;
  colourId: string | undefined;
  saved: AdminProduct | null;
  /** Null when this is the product's only colour: a product needs one. */
  onRemove: (() => void) | null;
}

/** One colour of the product: its name, its own pictures and its sizes, as a card that stacks on a phone. */
export function ColourCard({ index, colourId, saved, onRemove }: ColourCardProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const name = useWatch<ProductFormValues, `colors.${number}.colorName`>({
    name: `colors.${index}.colorName`,
  });
  const title = `Colour ${index + 1}`;

  return (
    <Card as="section" aria-label={title} className="flex flex-col gap-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="min-w-0 break-words text-lg font-extrabold">
          {title}
          {name?.trim() ? <span className="font-bold text-navy-600"> · {name}</span> : null}
        </h3>
        {onRemove ? (
          <button
            type="button"
            className={`${buttonStyles.danger} px-4`}
            aria-label={`Remove colour ${index + 1}`}
            onClick={onRemove}
          >
            Remove colour
          </button>
        ) : null}
      </div>
      <TextField
        label="Colour name"
        autoComplete="off"
        error={errors.colors?.[index]?.colorName?.message}
        {...register(`colors.${index}.colorName`)}
      />
      <TextField
        label="Colour name in Arabic"
        hint={ARABIC_HINT}
        lang="ar"
        dir="rtl"
        autoComplete="off"
        error={errors.colors?.[index]?.colorNameAr?.message}
        {...register(`colors.${index}.colorNameAr`)}
      />
      <ProductImagesField
        name={`colors.${index}.images`}
        label={`Pictures of colour ${index + 1}`}
        hint="Shown on the product page when a shopper picks this colour; the first is its swatch."
      />
      <ColourSizes colourIndex={index} colourId={colourId} saved={saved} />
    </Card>
  );
}
