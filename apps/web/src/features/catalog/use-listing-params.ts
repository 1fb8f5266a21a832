import type { Category } from '@souq/shared/catalog/categories';
import type { SortOrder } from '@souq/shared/catalog/product-lists';
import { useParams, useSearchParams } from 'react-router';
import {
  type FlagFacet,
  readListing,
  type ValueFacet,
  withCategories,
  withFacet,
  withFlag,
  withoutFilters,
  withSort,
} from './listing-params';

/**
 * The listing's filters live in the URL (`?category=` pre-selects a box, `/products/{text}` and
 * `?search=` search, `?type=shoes&size=28` and the other facets), so the header links, deep links and
 * reloads all show the same list. Each filter change is a new history entry, so Back undoes it; a new sort
 * order replaces the entry. `flushSync` commits the URL at once, so a box never snaps back for a frame and a
 * quick second click acts on the new value.
 */
export function useListingParams() {
  const [params, setParams] = useSearchParams();
  const { text } = useParams();
  const state = readListing(params, text);

  const setCategories = (categories: readonly Category[]) =>
    setParams((current) => withCategories(current, categories), { flushSync: true });
  const setFacet = (facet: ValueFacet, values: readonly string[]) =>
    setParams((current) => withFacet(current, facet, values), { flushSync: true });
  const setFlag = (flag: FlagFacet, on: boolean) =>
    setParams((current) => withFlag(current, flag, on), { flushSync: true });
  const clearFilters = () => setParams((current) => withoutFilters(current), { flushSync: true });
  const setSort = (sort: SortOrder) =>
    setParams((current) => withSort(current, sort), { replace: true, flushSync: true });

  return { ...state, setCategories, setFacet, setFlag, clearFilters, setSort };
}
