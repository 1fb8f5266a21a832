import { PRODUCT_PAGE_SIZES } from '@souq/shared/catalog/uploaded-pictures';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ProductImage } from '@/shared/catalog/product-image';
import { ScrollCarousel, type ScrollCarouselHandle } from '@/shared/ui/scroll-carousel';
import { ImageLightbox } from './image-lightbox';

interface ImageCarouselProps {
  /** The chosen colour's images; the page remounts the carousel per colour so it starts at the first. */
  images: string[];
  alt: string;
}

/** Product page: the image carousel, with thumbnails and click-to-enlarge. */
export function ImageCarousel({ images, alt }: ImageCarouselProps) {
  const { formatMessage: t } = useIntl();
  const slides = images.length > 0 ? images : [''];
  const count = slides.length;
  const carousel = useRef<ScrollCarouselHandle>(null);
  const [active, setActive] = useState(0);
  const [enlarged, setEnlarged] = useState<number | null>(null);

  return (
    <div>
      <div className="overflow-hidden rounded-3xl bg-navy-50">
        <ScrollCarousel
          ref={carousel}
          items={slides}
          itemKey={(src) => src}
          renderItem={(src, index) => (
            <button
              type="button"
              onClick={() => setEnlarged(index)}
              aria-label={t({ id: 'product.enlargeImage' }, { index: index + 1, count })}
              aria-haspopup="dialog"
              className="block w-full cursor-zoom-in focus-visible:outline-offset-[-3px]"
            >
              {/* The first image is the page's largest paint: fetched at once; the others when near. */}
              <ProductImage
                src={src}
                alt={alt}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                width="600"
                height="800"
                sizes={PRODUCT_PAGE_SIZES}
                className="aspect-[3/4] w-full object-cover"
              />
            </button>
          )}
          slideClassName="w-full"
          loop={false}
          labels={{ previous: t({ id: 'product.previousImage' }), next: t({ id: 'product.nextImage' }) }}
          onSlideChange={setActive}
        />
      </div>
      {count > 1 ? (
        <ul className="mt-3 flex gap-2 overflow-x-auto p-1" aria-label={t({ id: 'product.images' })}>
          {slides.map((src, index) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                onClick={() => carousel.current?.showSlide(index)}
                aria-label={t({ id: 'product.showImage' }, { index: index + 1, count })}
                aria-current={index === active}
                className={`block w-14 overflow-hidden rounded-xl bg-navy-50 ring-2 sm:w-16 ${
                  index === active ? 'ring-coral-600' : 'ring-transparent hover:ring-navy-300'
                }`}
              >
                <ProductImage
                  src={src}
                  alt=""
                  loading="lazy"
                  width="64"
                  height="85"
                  className="aspect-[3/4] w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ImageLightbox
        images={slides}
        alt={alt}
        index={enlarged}
        onIndexChange={setEnlarged}
        onClose={() => setEnlarged(null)}
      />
    </div>
  );
}
