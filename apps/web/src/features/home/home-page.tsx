import 'swiper/css';
import 'swiper/css/navigation';
import './home-carousels.css';
import { bestOfKids, bestSellers, flashSaleProducts, newArrivals } from '@souq/shared/catalog/product-lists';
import { lazy, Suspense, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useNavigationType } from 'react-router';
import { useProducts } from '../../shared/catalog/get-products';
import { useDocumentMeta } from '../../shared/seo/use-document-meta';
import { AgeTiles } from './components/age-tiles';
import { CategoryBlock } from './components/category-block';
import { CollectionBanner } from './components/collection-banner';
import { EXPLORE_INITIAL, ExploreGrid } from './components/explore-grid';
import { FlashSaleStrip } from './components/flash-sale-strip';
import { HeroCarousel } from './components/hero-carousel';
import { HomeLoader } from './components/home-loader';
import { HomePopup } from './components/home-popup';
import { ProductCarousel } from './components/product-carousel';
import { PromoSections } from './components/promo-sections';
import { Spotlight } from './components/spotlight';
import { saveHomeScroll, takeHomeScroll } from './home-scroll';

// The form sits at the very bottom and brings the form library with it; it loads after the page shows.
const NewsletterForm = lazy(async () => ({
  default: (await import('./components/newsletter-form')).NewsletterForm,
}));

/** spec §2 Home: every section in the spec's order, all reading the one shared product list (spec §7). */
export function HomePage() {
  useDocumentMeta(null);
  const { data: products, isPending, isError } = useProducts();
  const navigationType = useNavigationType();
  // Coming back (Back button) to the home page returns to where the shopper was; any other visit starts at the top.
  const [saved] = useState(() => {
    const position = takeHomeScroll();
    return navigationType === 'POP' ? position : null;
  });
  const [exploreCount, setExploreCount] = useState(saved?.exploreCount ?? EXPLORE_INITIAL);
  const countRef = useRef(exploreCount);
  countRef.current = exploreCount;
  const restored = useRef(false);

  useLayoutEffect(() => {
    if (!saved || restored.current || products === undefined) return;
    restored.current = true;
    window.scrollTo(0, saved.y);
  }, [saved, products]);

  const onOpenProduct = useCallback(() => saveHomeScroll(countRef.current), []);
  const list = products ?? [];
  const waiting = isPending || isError;

  return (
    <>
      <HomeLoader />
      <HomePopup />
      <h1 className="sr-only">Little Souq: kids’ clothing, shoes and toys</h1>
      <HeroCarousel />
      <FlashSaleStrip products={flashSaleProducts(list)} waiting={waiting} onOpenProduct={onOpenProduct} />
      <PromoSections />
      <ProductCarousel
        id="best-of-kidswear"
        title="Best of Kidswear"
        products={bestOfKids(list)}
        waiting={waiting}
        onOpenProduct={onOpenProduct}
      />
      <ProductCarousel
        id="best-of-sale"
        title="Best Of Sale"
        products={bestSellers(list)}
        waiting={waiting}
        onOpenProduct={onOpenProduct}
      />
      <CollectionBanner />
      <CategoryBlock />
      <AgeTiles />
      <ProductCarousel
        id="new-arrivals"
        title="New Arrivals"
        products={newArrivals(list)}
        waiting={waiting}
        onOpenProduct={onOpenProduct}
      />
      <Spotlight />
      <ExploreGrid
        products={products}
        failed={isError}
        count={exploreCount}
        onCountChange={setExploreCount}
        onOpenProduct={onOpenProduct}
      />
      <Suspense fallback={<div className="min-h-72" />}>
        <NewsletterForm />
      </Suspense>
    </>
  );
}
