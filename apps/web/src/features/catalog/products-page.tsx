import { useDeferredValue, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { PageContainer } from '@/shared/ui/page-container';
import { listedProducts, useListingPages } from './api/get-listing-pages';
import { DidYouMean } from './components/did-you-mean';
import { EmptyListing } from './components/empty-listing';
import { FacetFilters } from './components/facet-filters';
import { FilterPanel } from './components/filter-panel';
import { FiltersToggle } from './components/filters-toggle';
import { GenderFilter } from './components/gender-filter';
import { ListingBreadcrumb } from './components/listing-breadcrumb';
import { ListingError } from './components/listing-error';
import { ListingHeading } from './components/listing-heading';
import { LoadMore } from './components/load-more';
import { ProductGrid } from './components/product-grid';
import { ProductGridSkeleton } from './components/product-grid-skeleton';
import { SortSelect } from './components/sort-select';
import { anyFacetFilter } from './listing-params';
import { collectionTitle, emptyResultText, productCountText } from './listing-text';
import { useListingParams } from './use-listing-params';

/** Listing page: /products, /products?category=&search=&sort= and /products/{text} (a search). */
export function ProductsPage() {
  const { formatMessage: t } = useIntl();
  const { categories, sort, search, filters, setCategories, setFacet, setFlag, clearFilters, setSort } =
    useListingParams();
  const listing = useListingPages({ categories, sort, search, filters });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const title = collectionTitle(categories, t);
  useDocumentMeta(search ? t({ id: 'listing.searchTitle' }, { search }) : title);

  // The server filters by group and name and sorts by the displayed price; pages arrive as the
  // shopper scrolls, and their cards render in the background, in slices between frames.
  const pages = useDeferredValue(listing.data?.pages);
  const shown = pages && listedProducts(pages);
  const total = pages?.[0]?.total ?? 0;
  // Until the new filter's first page is in, the previous results stay but their count is not claimed.
  const settled = shown !== undefined && !listing.isPlaceholderData;
  const first = pages?.[0];
  const genderCounts = first?.facets && new Map(first.facets.category.map((c) => [c.value, c.count]));
  const filtered = categories.length > 0 || anyFacetFilter(filters);

  return (
    <PageContainer>
      <ListingBreadcrumb />
      <ListingHeading title={title} search={search} countText={settled ? productCountText(total, t) : null} />
      {/* Phones stack toolbar, panel and grid; from md the panel is a sidebar beside the toolbar and grid. */}
      <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-[11rem_minmax(0,1fr)] md:grid-rows-[auto_1fr] md:items-start md:gap-x-6 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-x-8">
        <div className="flex flex-wrap items-center justify-between gap-2 md:col-start-2 md:row-start-1 md:justify-end">
          <FiltersToggle open={filtersOpen} onToggle={() => setFiltersOpen((o) => !o)} panelId={panelId} />
          <SortSelect value={sort} onChange={setSort} />
        </div>
        <FilterPanel id={panelId} open={filtersOpen} className="md:col-start-1 md:row-span-2 md:row-start-1">
          <GenderFilter selected={categories} onChange={setCategories} counts={genderCounts} />
          <FacetFilters filters={filters} facets={first?.facets} onFacet={setFacet} onFlag={setFlag} />
          {filtered ? (
            <button
              type="button"
              onClick={clearFilters}
              className="mt-4 min-h-11 w-full rounded-full px-3 text-sm font-bold text-coral-700 underline underline-offset-4 hover:text-coral-800"
            >
              {t({ id: 'listing.clearFilters' })}
            </button>
          ) : null}
        </FilterPanel>
        <div className="md:col-start-2 md:row-start-2">
          {/* The cards' names are h3s: this keeps the outline whole where FILTERS is folded away on phones. */}
          <h2 className="sr-only">{t({ id: 'listing.products' })}</h2>
          {settled && first?.correction ? <DidYouMean correction={first.correction} /> : null}
          {shown === undefined ? (
            listing.isError ? (
              <ListingError onRetry={() => listing.refetch()} retrying={listing.isFetching} />
            ) : (
              <ProductGridSkeleton />
            )
          ) : settled && shown.length === 0 ? (
            <EmptyListing
              reason={emptyResultText(search, categories, t, anyFacetFilter(filters))}
              filtered={search !== '' || filtered}
            />
          ) : (
            <>
              <ProductGrid products={shown} updating={!settled} />
              <LoadMore
                hasMore={settled && listing.hasNextPage}
                loading={listing.isFetchingNextPage}
                failed={listing.isFetchNextPageError}
                onLoadMore={() => void listing.fetchNextPage()}
              />
            </>
          )}
        </div>
      </div>
    </PageContainer>
  );
}
