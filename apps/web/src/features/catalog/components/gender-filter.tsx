import { CATEGORIES, type Category } from '@souq/shared/catalog/categories';
import { useIntl } from 'react-intl';
import { CATEGORY_LABEL } from '@/shared/catalog/catalog-labels';

interface GenderFilterProps {
  selected: readonly Category[];
  onChange: (categories: Category[]) => void;
}

/** Listing page: Gender checkboxes Boys, Girls, Unisex, matched to the product's category. */
export function GenderFilter({ selected, onChange }: GenderFilterProps) {
  const { formatMessage: t } = useIntl();
  const toggle = (category: Category, checked: boolean) =>
    onChange(checked ? [...selected, category] : selected.filter((c) => c !== category));

  return (
    <fieldset>
      <legend className="mb-2 text-sm font-extrabold text-navy-800">{t({ id: 'listing.gender' })}</legend>
      <div className="flex flex-wrap gap-2 md:flex-col md:gap-0">
        {CATEGORIES.map((category) => (
          <label
            key={category}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-full px-3 text-sm font-semibold text-navy-800 ring-1 ring-navy-100 has-[:checked]:bg-coral-50 has-[:checked]:ring-coral-300 md:rounded-xl md:px-2 md:ring-0 md:hover:bg-navy-50"
          >
            <input
              type="checkbox"
              checked={selected.includes(category)}
              onChange={(e) => toggle(category, e.target.checked)}
              className="h-5 w-5 cursor-pointer accent-coral-600"
            />
            {t({ id: CATEGORY_LABEL[category] })}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
