import { type RefObject, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ProductCard, ProductCardSkeleton, ProductCardSpace } from '@/shared/catalog/product-card';
import { MountWhenNear } from '@/shared/ui/mount-when-near';
import { observeIntersection, reachedOrPassedMargin } from '@/shared/ui/observe-intersection';
import { EXPLORE_PAGE, useExploreProducts } from '../api/get-explore-products';
import { SectionHeading } from './section-heading';

/** 10 more products 800 ms after the bottom is reached. */
const EXPLORE_DELAY_MS = 800;
const SKELETONS = 10;
const EXPLORE_GRID_CLASS = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';

interface ExploreGridProps {
  /** How many to show at first: 20, or as many as when the shopper left, on a return. */
  initialCount: number;
  /** Kept up to date with how many are shown, so the home page can save it with the scroll position. */
  countRef: RefObject<number>;
  /** While true, reaching the grid's end asks for nothing. */
  paused: boolean;
  onOpenProduct: () => void;
  /** The cards are built only when the grid comes near the screen (its products are asked for at once). */
  mountWhenNear: boolean;
}

/** The infinite-scroll grid of every product, fetched a page at a time. */
export function ExploreGrid({
  initialCount,
  countRef,
  paused,
  onOpenProduct,
  mountWhenNear,
}: ExploreGridProps) {
  const { formatMessage: t } = useIntl();
  const [count, setCount] = useState(initialCount);
  const [loadingMore, setLoadingMore] = useState(false);
  const explore = useExploreProducts(count);
  const { total, failed, fetchingMore } = explore;
  // New cards render in the background, in slices between frames, not in one long task.
  const products = useDeferredValue(explore.products);
  const hasMore = products !== undefined && count < total;
  const reachEnd = useCallback(() => setLoadingMore(true), []);

  useEffect(() => {
    countRef.current = count;
  }, [count, countRef]);

  useEffect(() => {
    if (!loadingMore) return;
    const timer = setTimeout(() => {
      setCount(Math.min(count + EXPLORE_PAGE, total));
      setLoadingMore(false);
    }, EXPLORE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loadingMore, count, total]);

  return (
    <section aria-labelledby="explore" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <SectionHeading id="explore">{t({ id: 'home.exploreOurProducts' })}</SectionHeading>
      <MountWhenNear
        enabled={mountWhenNear}
        placeholder={
          <div className={EXPLORE_GRID_CLASS}>
            {Array.from({ length: initialCount }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: empty places have nothing else to tell them apart
              <ProductCardSpace key={i} />
            ))}
          </div>
        }
      >
        {products === undefined && !failed ? (
          <div role="status">
            <span className="sr-only">{t({ id: 'catalog.loadingProducts' })}</span>
            <ul className={EXPLORE_GRID_CLASS}>
              {Array.from({ length: SKELETONS }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
                <li key={i}>
                  <ProductCardSkeleton />
                </li>
              ))}
            </ul>
          </div>
        ) : !products || products.length === 0 ? (
          <p className="rounded-2xl bg-white py-10 text-center font-bold text-navy-600 ring-1 ring-navy-100">
            {t({ id: 'home.noProductsAvailable' })}
          </p>
        ) : (
          <ul className={EXPLORE_GRID_CLASS} data-testid="explore-grid">
            {products.map((product) => (
              <li key={product._id}>
                <ProductCard product={product} onOpen={onOpenProduct} />
              </li>
            ))}
          </ul>
        )}
        <GridEnd watching={!paused && hasMore && !loadingMore && !fetchingMore} onReached={reachEnd} />
        {loadingMore || fetchingMore ? (
          <p role="status" className="mt-6 flex items-center justify-center gap-3 font-bold text-navy-600">
            <span
              aria-hidden="true"
              className="h-6 w-6 animate-spin rounded-full border-4 border-navy-100 border-t-coral-500"
            />
            {t({ id: 'catalog.loadingMoreProducts' })}
          </p>
        ) : null}
      </MountWhenNear>
    </section>
  );
}

/**
 * The grid's end: reported once fully in view, or passed, while watching. Watched anew after each page, so
 * an end that is still in view asks for the next one.
 */
function GridEnd({ watching, onReached }: { watching: boolean; onReached: () => void }) {
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !watching) return;
    return observeIntersection(
      target,
      (entry) => {
        if (entry.isIntersecting && entry.intersectionRatio >= 1) onReached();
      },
      { threshold: 1, rootMargin: reachedOrPassedMargin() },
    );
  }, [watching, onReached]);

  return <div ref={sentinel} className="h-px" aria-hidden="true" />;
}
