import { flashSaleProducts } from '@souq/shared/catalog/product-lists';
import { flashStripPrice } from '@souq/shared/pricing/displayed-price';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useHomeCollection } from '../api/get-home-section';
import { FlashCountdown } from './flash-countdown';
import { type CarouselLayout, ProductCarousel } from './product-carousel';

/** 6 visible at wide widths (4 from 1024, 3 from 640, 2 below), autoplay 3 s, infinite only over 8 items. */
const FLASH_LAYOUT: CarouselLayout = {
  slide: 'w-1/2 px-1.5 sm:w-1/3 sm:px-[7px] lg:w-1/4 lg:px-2 xl:w-1/6',
  track: '-mx-1.5 sm:-mx-[7px] lg:-mx-2',
};
const FLASH_LOOP_ABOVE = 8;
const FLASH_AUTOPLAY_MS = 3000;

/** Home page: flash-sale products priced with flashDiscount only, under a countdown to midnight. */
export function FlashSaleStrip({ onOpenProduct }: { onOpenProduct: () => void }) {
  const { formatMessage: t } = useIntl();
  const query = useHomeCollection('flash');
  // A lone flash product repeats so the strip still fills.
  const products = useMemo(() => flashSaleProducts(query.data?.products ?? []), [query.data]);
  return (
    <ProductCarousel
      id="flash-sale"
      title={<span className="text-coral-600">{t({ id: 'home.flashSale' })}</span>}
      aside={<FlashCountdown />}
      products={products}
      waiting={query.isPending || query.isError}
      layout={FLASH_LAYOUT}
      loopAbove={FLASH_LOOP_ABOVE}
      autoplayMs={FLASH_AUTOPLAY_MS}
      priceOf={flashStripPrice}
      onOpenProduct={onOpenProduct}
    />
  );
}
