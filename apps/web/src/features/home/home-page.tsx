import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigationType } from 'react-router';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { EXPLORE_INITIAL } from './api/get-explore-products';
import { AgeTiles } from './components/age-tiles';
import { CategoryBlock } from './components/category-block';
import { CollectionBanner } from './components/collection-banner';
import { CollectionCarousel, NewArrivalsCarousel } from './components/collection-carousel';
import { ExploreGrid } from './components/explore-grid';
import { FlashSaleStrip } from './components/flash-sale-strip';
import { HeroCarousel } from './components/hero-carousel';
import { HomeLoader } from './components/home-loader';
import { HomePopup } from './components/home-popup';
import { HomeScrollRestore } from './components/home-scroll-restore';
import { NewsletterForm } from './components/newsletter-form';
import { PromoSections } from './components/promo-sections';
import { Spotlight } from './components/spotlight';
import { saveHomeScroll, takeHomeScroll } from './home-scroll';

/**
 * Home page: every section in order (docs/product/storefront.md). Each carousel and the explore grid ask the
 * server only for what they show, each on its own, so this page itself renders once (twice on a return: once
 * more when the saved place is back).
 */
export function HomePage() {
  const { formatMessage: t } = useIntl();
  useDocumentMeta(null);
  const navigationType = useNavigationType();
  // Coming back (Back button) to the home page returns to where the shopper was; any other visit starts at the top.
  const [saved] = useState(() => {
    const position = takeHomeScroll();
    return navigationType === 'POP' ? position : null;
  });
  const exploreCount = useRef(saved?.exploreCount ?? EXPLORE_INITIAL);
  // Until the saved place is back, the page passes through other scroll positions (the router's own
  // restore, the top), and the explore grid's end, seen there, would load more than the shopper had.
  const [returning, setReturning] = useState(saved !== null);
  const onReturned = useCallback(() => setReturning(false), []);
  const onOpenProduct = useCallback(() => saveHomeScroll(exploreCount.current), []);
  // Below the fold, the carousels' slides and the explore grid's cards are built as the shopper comes near
  // them (their products are asked for at once). Not on a return: the saved place needs the page as it was.
  const mountWhenNear = saved === null;

  return (
    <>
      <HomeLoader />
      <HomePopup />
      <h1 className="sr-only">{t({ id: 'home.heading' })}</h1>
      <HeroCarousel />
      <FlashSaleStrip onOpenProduct={onOpenProduct} />
      <PromoSections />
      <CollectionCarousel
        collection="bestofkids"
        id="best-of-kidswear"
        title={t({ id: 'home.bestOfKidswear' })}
        onOpenProduct={onOpenProduct}
        mountWhenNear={mountWhenNear}
      />
      <CollectionCarousel
        collection="bestseller"
        id="best-of-sale"
        title={t({ id: 'home.bestOfSale' })}
        onOpenProduct={onOpenProduct}
        mountWhenNear={mountWhenNear}
      />
      <CollectionBanner />
      <CategoryBlock />
      <AgeTiles />
      <NewArrivalsCarousel
        id="new-arrivals"
        title={t({ id: 'home.newArrivals' })}
        onOpenProduct={onOpenProduct}
        mountWhenNear={mountWhenNear}
      />
      <Spotlight />
      <ExploreGrid
        initialCount={exploreCount.current}
        countRef={exploreCount}
        paused={returning}
        onOpenProduct={onOpenProduct}
        mountWhenNear={mountWhenNear}
      />
      <NewsletterForm />
      {saved ? <HomeScrollRestore saved={saved} onRestored={onReturned} /> : null}
    </>
  );
}
