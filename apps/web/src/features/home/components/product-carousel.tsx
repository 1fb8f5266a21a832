import type { ShownPrice } from '@souq/shared/pricing/displayed-price';
import type { Product } from '@souq/shared/schemas/product';
import type { ReactNode } from 'react';
import { A11y, Autoplay, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { SwiperOptions } from 'swiper/types';
import { ProductCard } from '../../../shared/catalog/product-card';
import { usePrefersReducedMotion } from '../../../shared/hooks/use-prefers-reduced-motion';
import { SectionHeading } from './section-heading';

/** spec §2 Home: 4 slides, 3 under 1024 px and 2 under 768 px. */
export const CAROUSEL_BREAKPOINTS: SwiperOptions['breakpoints'] = {
  0: { slidesPerView: 2, spaceBetween: 12 },
  768: { slidesPerView: 3, spaceBetween: 16 },
  1024: { slidesPerView: 4, spaceBetween: 20 },
};
/** spec §2: carousels loop only with more than 3 products. */
const LOOP_ABOVE = 3;

interface ProductCarouselProps {
  id: string;
  title: ReactNode;
  aside?: ReactNode;
  products: Product[];
  /** True while the shared list is loading or failed: the empty state then shows a loader (spec §8). */
  waiting: boolean;
  breakpoints?: SwiperOptions['breakpoints'];
  loopAbove?: number;
  autoplayMs?: number;
  priceOf?: (product: Product) => ShownPrice;
  onOpenProduct?: () => void;
}

export function ProductCarousel({
  id,
  title,
  aside,
  products,
  waiting,
  breakpoints = CAROUSEL_BREAKPOINTS,
  loopAbove = LOOP_ABOVE,
  autoplayMs,
  priceOf,
  onOpenProduct,
}: ProductCarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <section aria-labelledby={id} className="home-carousel mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <SectionHeading id={id} aside={aside}>
        {title}
      </SectionHeading>
      {products.length === 0 ? (
        <NoProducts waiting={waiting} />
      ) : (
        <Swiper
          modules={[A11y, Autoplay, Navigation]}
          breakpoints={breakpoints}
          loop={products.length > loopAbove}
          navigation
          autoplay={
            autoplayMs && !reducedMotion
              ? { delay: autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }
              : false
          }
          a11y={{ prevSlideMessage: 'Previous products', nextSlideMessage: 'Next products' }}
        >
          {products.map((product, index) => (
            // A repeated flash product appears more than once, so the position keeps keys apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for a render and repeats ids
            <SwiperSlide key={`${product._id}-${index}`} className="!h-auto pb-1">
              <ProductCard product={product} price={priceOf?.(product)} onOpen={onOpenProduct} />
            </SwiperSlide>
          ))}
        </Swiper>
      )}
    </section>
  );
}

/** spec §2 and §8: 'No Products Available' with a loader while the list is missing. */
function NoProducts({ waiting }: { waiting: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl bg-white py-10 text-navy-600 ring-1 ring-navy-100">
      {waiting ? (
        <span
          aria-hidden="true"
          className="h-8 w-8 animate-spin rounded-full border-4 border-navy-100 border-t-coral-500"
        />
      ) : null}
      <p className="font-bold">No Products Available</p>
    </div>
  );
}
