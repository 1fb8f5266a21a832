import type { ProductCollection } from '@souq/shared/catalog/product-page-params';
import type { Product } from '@souq/shared/schemas/product';
import { useHomeCollection, useNewArrivals } from '../api/get-home-section';
import { ProductCarousel } from './product-carousel';

const NONE: Product[] = [];

interface SectionCarouselProps {
  id: string;
  title: string;
  onOpenProduct: () => void;
  /** Its slides are built only when it comes near the screen. */
  mountWhenNear: boolean;
}

/**
 * A home carousel that asks for its own products, so an arriving answer re-renders this section only,
 * not the whole page (less main-thread work while a phone loads the home page). It asks at once, even
 * while its slides wait to be built, so they have their products when the shopper reaches them.
 */
export function CollectionCarousel({
  collection,
  ...props
}: SectionCarouselProps & { collection: ProductCollection }) {
  const query = useHomeCollection(collection);
  return (
    <ProductCarousel
      {...props}
      products={query.data?.products ?? NONE}
      waiting={query.isPending || query.isError}
    />
  );
}

/** Home page: the 20 newest products. */
export function NewArrivalsCarousel(props: SectionCarouselProps) {
  const query = useNewArrivals();
  return (
    <ProductCarousel
      {...props}
      products={query.data?.products ?? NONE}
      waiting={query.isPending || query.isError}
    />
  );
}
