import { CATEGORIES, SUB_CATEGORIES } from '@souq/shared/catalog/categories';
import { useFormContext } from 'react-hook-form';
import { SelectField } from '@/shared/ui/select-field';
import { TextAreaField } from '@/shared/ui/text-area-field';
import { TextField } from '@/shared/ui/text-field';
import type { ProductFormValues } from '../product-form-values';
import { ARABIC_HINT } from '../product-labels';
import { FormSection } from './form-section';

/** What the product is: its name and description in both languages, its SKU and where the store files it. */
export function ProductDetailsFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  return (
    <FormSection title="Details">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label="Name"
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          className="sm:col-span-2"
          label="Name in Arabic"
          hint={ARABIC_HINT}
          lang="ar"
          dir="rtl"
          autoComplete="off"
          error={errors.nameAr?.message}
          {...register('nameAr')}
        />
        <TextField
          className="sm:col-span-2 sm:max-w-sm"
          label="SKU"
          hint="Letters, digits and - _ . / as on the label."
          autoComplete="off"
          spellCheck={false}
          error={errors.sku?.message}
          {...register('sku')}
        />
        <SelectField
          label="Category"
          defaultValue=""
          error={errors.category?.message}
          {...register('category')}
        >
          <option value="" disabled>
            Choose a category
          </option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Sub-category"
          defaultValue=""
          error={errors.subCategory?.message}
          {...register('subCategory')}
        >
          <option value="" disabled>
            Choose a sub-category
          </option>
          {SUB_CATEGORIES.map((subCategory) => (
            <option key={subCategory} value={subCategory}>
              {subCategory}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          className="sm:col-span-2"
          label="Description"
          rows={5}
          error={errors.description?.message}
          {...register('description')}
        />
        <TextAreaField
          className="sm:col-span-2"
          label="Description in Arabic"
          hint={ARABIC_HINT}
          lang="ar"
          dir="rtl"
          rows={5}
          error={errors.descriptionAr?.message}
          {...register('descriptionAr')}
        />
      </div>
    </FormSection>
  );
}
