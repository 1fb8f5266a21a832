import type { Category } from '@souq/shared/catalog/categories';
import type { SortOrder } from '@souq/shared/catalog/product-lists';
import { useParams, useSearchParams } from 'react-router';
import { readListing, withCategories, withSort } from './listing-params';

/**
 * The listing's filters live in the URL (`?category=` pre-selects a box, `/products/{text}` and
 * `?search=` search), so the header links, deep links and reloads all show the same list. Changes replace
 * the history entry: ticking boxes should not make Back step through every tick. `flushSync` commits the
 * URL at once, so a box never snaps back for a frame and a quick second click acts on the new value.
 */
export function useListingParams() {
  const [params, setParams] = useSearchParams();
  const { text } = useParams();
  const state = readListing(params, text);

  const setCategories = (categories: readonly Category[]) =>
    setParams((current) => withCategories(current, categories), { replace: true, flushSync: true });
  const setSort = (sort: SortOrder) =>
    setParams((current) => withSort(current, sort), { replace: true, flushSync: true });

  return { ...state, setCategories, setSort };
}
