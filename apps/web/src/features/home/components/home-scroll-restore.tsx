import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { productPageQueryOptions } from '@/shared/catalog/get-product-page';
import { exploreChunks } from '../api/get-explore-products';
import { homeCollectionQueryOptions, newArrivalsQueryOptions } from '../api/get-home-section';
import { type SavedHomeScroll, savedScrollY } from '../home-scroll';

/**
 * Back on the home page, the shopper returns to where they were, once every section has its
 * products (or gave up), so the page is as tall as when they left. It watches the sections' own queries
 * (sharing them, asking nothing more) and re-renders only when that answer changes.
 */
export function HomeScrollRestore({ saved, onRestored }: { saved: SavedHomeScroll; onRestored: () => void }) {
  const settled = useQueries({
    queries: [
      homeCollectionQueryOptions('flash'),
      homeCollectionQueryOptions('bestofkids'),
      homeCollectionQueryOptions('bestseller'),
      newArrivalsQueryOptions(),
      ...exploreChunks(saved.exploreCount).map((params) => productPageQueryOptions(params)),
    ],
    combine: (results) => results.every((r) => !r.isPending),
  });
  const restored = useRef(false);

  // An effect, not a layout effect: the router's ScrollRestoration puts back the page's raw offset in its
  // own layout effect, after this page's, and this place (kept against a section) is the one to keep.
  useEffect(() => {
    if (!settled || restored.current) return;
    restored.current = true;
    window.scrollTo(0, savedScrollY(saved));
    onRestored();
  }, [settled, saved, onRestored]);

  return null;
}
