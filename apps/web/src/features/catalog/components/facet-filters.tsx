import type { PriceRange, ProductType } from '@souq/shared/catalog/listing-facets';
import type { ListingFacets } from '@souq/shared/schemas/product-page';
import { type ReactNode, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { AgeRange, SizeLabel } from '@/shared/catalog/size-labels';
import type { MessageId } from '@/shared/i18n/messages';
import { pageLocale } from '@/shared/i18n/page-locale';
import type { FlagFacet, ListingFacetFilters, ValueFacet } from '../listing-params';

export const TYPE_LABEL: Readonly<Record<ProductType, MessageId>> = {
  clothing: 'listing.typeClothing',
  shoes: 'listing.typeShoes',
  toys: 'listing.typeToys',
};

const PRICE_LABEL: Readonly<Record<PriceRange, MessageId>> = {
  '0-50': 'listing.priceUnder50',
  '50-100': 'listing.price50To100',
  '100-200': 'listing.price100To200',
  '200-': 'listing.price200Up',
};

/** Long facets (sizes, colours) show this many values, and every ticked one, until the shopper asks for all. */
const SHORT_LIST = 8;

/** Each facet's legend. */
const FACET_HEADING: Readonly<Record<ValueFacet, MessageId>> = {
  type: 'listing.type',
  size: 'listing.size',
  age: 'listing.age',
  color: 'listing.color',
  price: 'listing.price',
};

interface FacetFiltersProps {
  filters: ListingFacetFilters;
  /** The counts of the list as it stands; undefined while its first page loads. */
  facets: ListingFacets | undefined;
  onFacet: (facet: ValueFacet, values: string[]) => void;
  onFlag: (flag: FlagFacet, on: boolean) => void;
}

/**
 * The listing's facets beside the gender boxes: kind, size, age band, colour and price band, each value with
 * how many products ticking it would show, and the on-sale and in-stock switches. A value that would show
 * nothing stays listed only while ticked, so it can be unticked.
 */
export function FacetFilters({ filters, facets, onFacet, onFlag }: FacetFiltersProps) {
  const { formatMessage: t } = useIntl();
  const [expanded, setExpanded] = useState<ReadonlySet<ValueFacet>>(new Set());
  const label = (facet: ValueFacet, value: string): ReactNode => {
    switch (facet) {
      case 'type':
        return t({ id: TYPE_LABEL[value as ProductType] });
      case 'size':
        return <SizeLabel size={value} />;
      case 'age':
        return <AgeRange range={value} />;
      case 'price':
        return t({ id: PRICE_LABEL[value as PriceRange] });
      default: {
        const nameAr = facets?.color.find((c) => c.value === value)?.nameAr;
        return pageLocale === 'ar' && nameAr ? nameAr : value;
      }
    }
  };
  return (
    <div className="mt-4 flex flex-col gap-4 border-t border-navy-100 pt-4">
      {(['type', 'size', 'age', 'color', 'price'] as const).map((facet) => {
        const selected: readonly string[] = filters[facet];
        const entries = (facets?.[facet] ?? selected.map((value) => ({ value, count: 0 }))).filter(
          (e) => e.count > 0 || selected.includes(e.value),
        );
        if (entries.length === 0) return null;
        const long = entries.length > SHORT_LIST + 2;
        const open = !long || expanded.has(facet);
        const shownEntries = open
          ? entries
          : entries.filter((e, i) => i < SHORT_LIST || selected.includes(e.value));
        const toggle = () =>
          setExpanded((current) => {
            const next = new Set(current);
            if (next.has(facet)) next.delete(facet);
            else next.add(facet);
            return next;
          });
        return (
          <FacetGroup
            key={facet}
            legend={t({ id: FACET_HEADING[facet] })}
            more={
              long ? (
                <button
                  type="button"
                  onClick={toggle}
                  aria-expanded={open}
                  className="mt-1 min-h-11 px-3 text-start text-sm font-bold text-coral-700 underline underline-offset-4 hover:text-coral-800 md:px-2"
                >
                  {open
                    ? t({ id: 'listing.showFewerValues' })
                    : t({ id: 'listing.showAllValues' }, { count: entries.length })}
                </button>
              ) : null
            }
          >
            {shownEntries.map(({ value, count }) => (
              <FacetOption
                key={value}
                checked={selected.includes(value)}
                count={count}
                onChange={(checked) =>
                  onFacet(facet, checked ? [...selected, value] : selected.filter((v) => v !== value))
                }
              >
                {label(facet, value)}
              </FacetOption>
            ))}
          </FacetGroup>
        );
      })}
      <FacetGroup legend={t({ id: 'listing.show' })}>
        <FacetOption checked={filters.sale} count={facets?.sale} onChange={(on) => onFlag('sale', on)}>
          {t({ id: 'listing.onSale' })}
        </FacetOption>
        <FacetOption
          checked={filters.inStock}
          count={facets?.inStock}
          onChange={(on) => onFlag('inStock', on)}
        >
          {t({ id: 'listing.inStockOnly' })}
        </FacetOption>
      </FacetGroup>
    </div>
  );
}

function FacetGroup({ legend, children, more }: { legend: string; children: ReactNode; more?: ReactNode }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-extrabold text-navy-800">{legend}</legend>
      <div className="flex flex-wrap gap-2 md:flex-col md:gap-0">{children}</div>
      {more}
    </fieldset>
  );
}

interface FacetOptionProps {
  checked: boolean;
  /** How many products ticking it would show; undefined while counting. */
  count: number | undefined;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}

/** A box whose name is its value alone; the count is its description, so the name stays what it says. */
export function FacetOption({ checked, count, onChange, children }: FacetOptionProps) {
  const countId = useId();
  const { formatNumber } = useIntl();
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-full px-3 text-sm font-semibold text-navy-800 ring-1 ring-navy-100 has-[:checked]:bg-coral-50 has-[:checked]:ring-coral-300 md:rounded-xl md:px-2 md:ring-0 md:hover:bg-navy-50">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={count === undefined ? undefined : countId}
        className="h-5 w-5 shrink-0 cursor-pointer accent-coral-600"
      />
      <span className="min-w-0 flex-1">{children}</span>
      {count === undefined ? null : (
        <span id={countId} aria-hidden="true" className="text-xs font-bold text-navy-400 tabular-nums">
          {formatNumber(count)}
        </span>
      )}
    </label>
  );
}
