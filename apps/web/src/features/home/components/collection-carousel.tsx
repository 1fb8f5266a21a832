import type { ProductCollection } from '@souq/shared/catalog/product-page-params';
import type { Product } from '@souq/shared/schemas/product';
import { useHomeCollection, useNewArrivals } from '../api/get-home-section';
import { ProductCarousel } from './product-carousel';

const NONE: Product[] = [];

interface SectionCarouselProps {
  id: string;
  title: string;
  onOpenProduct: () => void;
}

/**
 * A home carousel that asks for its own products, so an arriving answer re-renders this section only,
 * not the whole page (issue 6: less main-thread work while a phone loads the home page).
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

/** spec §2 Home: the 20 newest products. */
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
