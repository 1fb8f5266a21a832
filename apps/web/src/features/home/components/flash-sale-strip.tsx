import { flashStripPrice } from '@souq/shared/pricing/displayed-price';
import type { Product } from '@souq/shared/schemas/product';
import type { SwiperOptions } from 'swiper/types';
import { FlashCountdown } from './flash-countdown';
import { ProductCarousel } from './product-carousel';

/** spec §9: 6 visible at wide widths, autoplay 3 s, infinite only over 8 items. */
const FLASH_BREAKPOINTS: SwiperOptions['breakpoints'] = {
  0: { slidesPerView: 2, spaceBetween: 12 },
  640: { slidesPerView: 3, spaceBetween: 14 },
  1024: { slidesPerView: 4, spaceBetween: 16 },
  1280: { slidesPerView: 6, spaceBetween: 16 },
};
const FLASH_LOOP_ABOVE = 8;
const FLASH_AUTOPLAY_MS = 3000;

/** spec §2 Home: flash-sale products priced with flashDiscount only, under a countdown to midnight. */
export function FlashSaleStrip({
  products,
  waiting,
  onOpenProduct,
}: {
  products: Product[];
  waiting: boolean;
  onOpenProduct: () => void;
}) {
  return (
    <ProductCarousel
      id="flash-sale"
      title={<span className="text-coral-600">Flash Sale</span>}
      aside={<FlashCountdown />}
      products={products}
      waiting={waiting}
      breakpoints={FLASH_BREAKPOINTS}
      loopAbove={FLASH_LOOP_ABOVE}
      autoplayMs={FLASH_AUTOPLAY_MS}
      priceOf={flashStripPrice}
      onOpenProduct={onOpenProduct}
    />
  );
}
