import { CATEGORIES, type Category } from '@souq/shared/catalog/categories';
import { useIntl } from 'react-intl';
import { CATEGORY_LABEL } from '@/shared/catalog/catalog-labels';
import { FacetOption } from './facet-filters';

interface GenderFilterProps {
  selected: readonly Category[];
  onChange: (categories: Category[]) => void;
  /** How many products each box would show; undefined while counting. */
  counts?: ReadonlyMap<string, number> | undefined;
}

/** Listing page: Gender checkboxes Boys, Girls, Unisex, matched to the product's category. */
export function GenderFilter({ selected, onChange, counts }: GenderFilterProps) {
  const { formatMessage: t } = useIntl();
  const toggle = (category: Category, checked: boolean) =>
    onChange(checked ? [...selected, category] : selected.filter((c) => c !== category));

  return (
    <fieldset>
      <legend className="mb-2 text-sm font-extrabold text-navy-800">{t({ id: 'listing.gender' })}</legend>
      <div className="flex flex-wrap gap-2 md:flex-col md:gap-0">
        {CATEGORIES.map((category) => (
          <FacetOption
            key={category}
            checked={selected.includes(category)}
            count={counts?.get(category)}
            onChange={(checked) => toggle(category, checked)}
          >
            {t({ id: CATEGORY_LABEL[category] })}
          </FacetOption>
        ))}
      </div>
    </fieldset>
  );
}
