import type { Product } from '@souq/shared/schemas/product';
import { useEffect, useRef, useState } from 'react';
import { ProductCard, ProductCardSkeleton } from '../../../shared/catalog/product-card';
import { SectionHeading } from './section-heading';

/** spec §9: explore shows 20, then 10 more 800 ms after the bottom is reached. */
export const EXPLORE_INITIAL = 20;
const EXPLORE_PAGE = 10;
const EXPLORE_DELAY_MS = 800;
const SKELETONS = 10;

interface ExploreGridProps {
  products: Product[] | undefined;
  failed: boolean;
  count: number;
  onCountChange: (count: number) => void;
  onOpenProduct: () => void;
}

/** spec §4: the infinite-scroll grid of every product. */
export function ExploreGrid({ products, failed, count, onCountChange, onOpenProduct }: ExploreGridProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const total = products?.length ?? 0;
  const hasMore = count < total;

  // Re-created after each page, so a sentinel that is still fully visible asks for the next one.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || loadingMore) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && entry.intersectionRatio >= 1) setLoadingMore(true);
      },
      { threshold: 1 },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, loadingMore]);

  useEffect(() => {
    if (!loadingMore) return;
    const timer = setTimeout(() => {
      onCountChange(Math.min(count + EXPLORE_PAGE, total));
      setLoadingMore(false);
    }, EXPLORE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loadingMore, count, total, onCountChange]);

  return (
    <section aria-labelledby="explore" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <SectionHeading id="explore">EXPLORE OUR PRODUCTS</SectionHeading>
      {products === undefined && !failed ? (
        <div role="status">
          <span className="sr-only">Loading products...</span>
          <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
            {Array.from({ length: SKELETONS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
              <li key={i}>
                <ProductCardSkeleton />
              </li>
            ))}
          </ul>
        </div>
      ) : total === 0 ? (
        <p className="rounded-2xl bg-white py-10 text-center font-bold text-navy-600 ring-1 ring-navy-100">
          No Products Available
        </p>
      ) : (
        <ul
          className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
          data-testid="explore-grid"
        >
          {products?.slice(0, count).map((product) => (
            <li key={product._id}>
              <ProductCard product={product} onOpen={onOpenProduct} />
            </li>
          ))}
        </ul>
      )}
      <div ref={sentinel} className="h-px" aria-hidden="true" />
      {loadingMore ? (
        <p role="status" className="mt-6 flex items-center justify-center gap-3 font-bold text-navy-600">
          <span
            aria-hidden="true"
            className="h-6 w-6 animate-spin rounded-full border-4 border-navy-100 border-t-coral-500"
          />
          Loading more products...
        </p>
      ) : null}
    </section>
  );
}
