import type { Category } from '@souq/shared/catalog/categories';
import type { IntlShape } from 'react-intl';
import { CATEGORY_LABEL, COLLECTION_LABEL } from '@/shared/catalog/catalog-labels';

/** What formats a catalogue message: react-intl's formatMessage. */
type FormatMessage = IntlShape['formatMessage'];

/** The page heading: one ticked gender names its collection, none or several show everything. */
export function collectionTitle(categories: readonly Category[], t: FormatMessage): string {
  const [only] = categories;
  return categories.length === 1 && only
    ? t({ id: COLLECTION_LABEL[only] })
    : t({ id: 'nav.allCollections' });
}

export function productCountText(count: number, t: FormatMessage): string {
  return t({ id: 'listing.productCount' }, { count });
}

/** 'Boys, Girls and Unisex', each group in the page's language. */
function joinAnd(categories: readonly Category[], t: FormatMessage): string {
  const words = categories.map((category) => t({ id: CATEGORY_LABEL[category] }));
  const last = words.pop();
  if (last === undefined) return '';
  if (words.length === 0) return last;
  const list = words.reduce((joined, item) => t({ id: 'listing.listComma' }, { list: joined, item }));
  return t({ id: 'listing.listAnd' }, { list, item: last });
}

/**
 * Names what was searched and ticked, so an empty result says why it is empty. `otherFilters` is whether a
 * facet beside gender narrows the list: the groups alone then do not explain it.
 */
export function emptyResultText(
  search: string,
  categories: readonly Category[],
  t: FormatMessage,
  otherFilters = false,
): string {
  if (otherFilters) {
    return search
      ? t({ id: 'listing.nothingMatchesWithFilters' }, { search })
      : t({ id: 'listing.nothingWithFilters' });
  }
  const groups = joinAnd(categories, t);
  if (search) {
    return groups
      ? t({ id: 'listing.nothingMatchesIn' }, { search, groups })
      : t({ id: 'listing.nothingMatches' }, { search });
  }
  if (groups) return t({ id: 'listing.nothingIn' }, { groups });
  return t({ id: 'listing.noProducts' });
}
