import type { ShownPrice } from '@souq/shared/pricing/displayed-price';
import type { Product } from '@souq/shared/schemas/product';
import { type ReactNode, useDeferredValue } from 'react';
import { useIntl } from 'react-intl';
import { ProductCard, ProductCardSpace } from '@/shared/catalog/product-card';
import { MountWhenNear } from '@/shared/ui/mount-when-near';
import { ScrollCarousel } from '@/shared/ui/scroll-carousel';
import { SectionHeading } from './section-heading';

/** How many slides show at each width, and the gutter between them. */
export interface CarouselLayout {
  /** Each slide's width and half-gutter padding per breakpoint. */
  slide: string;
  /** Pulls the track out by a half-gutter, so the outer cards line up with the section's edges. */
  track: string;
}

/** Home page: 4 slides, 3 under 1024 px and 2 under 768 px (12, 16 and 20 px apart). */
const CAROUSEL_LAYOUT: CarouselLayout = {
  slide: 'w-1/2 px-1.5 md:w-1/3 md:px-2 lg:w-1/4 lg:px-2.5',
  track: '-mx-1.5 md:-mx-2 lg:-mx-2.5',
};
/** Carousels loop only with more than 3 products. */
const LOOP_ABOVE = 3;

interface ProductCarouselProps {
  id: string;
  title: ReactNode;
  aside?: ReactNode;
  products: Product[];
  /**
   * True while this section's products are loading or failed: the empty state then shows a loader (see
   * docs/product/storefront.md).
   */
  waiting: boolean;
  /** Below the fold, the slides are built only when the carousel comes near the screen. */
  mountWhenNear?: boolean;
  layout?: CarouselLayout;
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
  layout = CAROUSEL_LAYOUT,
  loopAbove = LOOP_ABOVE,
  autoplayMs,
  priceOf,
  onOpenProduct,
  mountWhenNear = false,
}: ProductCarouselProps) {
  const { formatMessage: t } = useIntl();
  // Twenty cards arriving at once are rendered in the background, in slices between frames,
  // rather than in one long task that keeps a phone from responding while the home page loads.
  const shown = useDeferredValue(products);
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <SectionHeading id={id} aside={aside}>
        {title}
      </SectionHeading>
      <MountWhenNear
        enabled={mountWhenNear}
        placeholder={
          <div className={layout.track}>
            <div className={`pb-1 ${layout.slide}`}>
              <ProductCardSpace />
            </div>
          </div>
        }
      >
        {shown.length === 0 ? (
          <NoProducts waiting={waiting || products.length > 0} />
        ) : (
          <div className={layout.track}>
            <ScrollCarousel
              items={shown}
              // A repeated flash product appears more than once, so the position keeps keys apart.
              itemKey={(product, index) => `${product._id}-${index}`}
              renderItem={(product) => (
                <div className="h-full pb-1">
                  <ProductCard product={product} price={priceOf?.(product)} onOpen={onOpenProduct} />
                </div>
              )}
              slideClassName={layout.slide}
              loop={shown.length > loopAbove}
              autoplayMs={autoplayMs}
              labels={{ previous: t({ id: 'home.previousProducts' }), next: t({ id: 'home.nextProducts' }) }}
            />
          </div>
        )}
      </MountWhenNear>
    </section>
  );
}

/** 'No Products Available' with a loader while the list is missing. */
function NoProducts({ waiting }: { waiting: boolean }) {
  const { formatMessage: t } = useIntl();
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl bg-white py-10 text-navy-600 ring-1 ring-navy-100">
      {waiting ? (
        <span
          aria-hidden="true"
          className="h-8 w-8 animate-spin rounded-full border-4 border-navy-100 border-t-coral-500"
        />
      ) : null}
      <p className="font-bold">{t({ id: 'home.noProductsAvailable' })}</p>
    </div>
  );
}
