import { useEffect, useRef } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { withImage } from '../image-list';
import type { ProductFormValues } from '../product-form-values';
import { ImageListField } from './image-list-field';

/** The product's own pictures, or one colour's: the storefront shows them apart. */
type ImagesPath = 'images' | `colors.${number}.images`;

interface ProductImagesFieldProps {
  name: ImagesPath;
  label: string;
  hint: string;
  hideLabel?: boolean;
}

/**
 * A list of pictures as a field of the product form. An upload can end after other changes (a colour removed
 * above this one moves it up the list), so a finished upload is added under the field's name at that moment,
 * to the list as it is then, and dropped if its colour is gone.
 */
export function ProductImagesField({ name, label, hint, hideLabel }: ProductImagesFieldProps) {
  const { getValues, setValue } = useFormContext<ProductFormValues>();
  const { field, fieldState } = useController<ProductFormValues, ImagesPath>({ name });
  const current = useRef<ImagesPath | null>(name);
  useEffect(() => {
    current.current = name;
    return () => {
      current.current = null;
    };
  }, [name]);

  const onUploaded = (url: string) => {
    const at = current.current;
    if (at) setValue(at, withImage(getValues(at), url), { shouldDirty: true });
  };

  return (
    <ImageListField
      label={label}
      hint={hint}
      hideLabel={hideLabel}
      images={field.value}
      onChange={field.onChange}
      onUploaded={onUploaded}
      error={fieldState.error?.message}
    />
  );
}
