import { useState } from 'react';
import type { Swiper as SwiperClass } from 'swiper';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
// The arrows are our own buttons; the a11y styles hide Swiper's screen-reader announcement element.
import 'swiper/css/a11y';
import { ProductImage } from '../../../shared/catalog/product-image';
import { ArrowButton } from './arrow-button';
import { ImageLightbox } from './image-lightbox';

interface ImageCarouselProps {
  /** The chosen colour's images; the page remounts the carousel per colour so it starts at the first. */
  images: string[];
  alt: string;
}

/** spec §2 Product detail: the image carousel, with thumbnails and click-to-enlarge. */
export function ImageCarousel({ images, alt }: ImageCarouselProps) {
  const slides = images.length > 0 ? images : [''];
  const count = slides.length;
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [active, setActive] = useState(0);
  // Swiper reads its arrow elements once they exist, so they are kept in state rather than refs.
  const [prevEl, setPrevEl] = useState<HTMLButtonElement | null>(null);
  const [nextEl, setNextEl] = useState<HTMLButtonElement | null>(null);
  const [enlarged, setEnlarged] = useState<number | null>(null);

  // The page's arrow keys belong to the enlarged view while it is open.
  const enlarge = (index: number) => {
    swiper?.keyboard.disable();
    setEnlarged(index);
  };
  const closeEnlarged = () => {
    swiper?.keyboard.enable();
    setEnlarged(null);
  };

  return (
    <div>
      <div className="relative overflow-hidden rounded-3xl bg-navy-50">
        <Swiper
          modules={[Navigation, Keyboard, A11y]}
          navigation={{ prevEl, nextEl, addIcons: false }}
          keyboard={{ enabled: true }}
          a11y={{ prevSlideMessage: 'Previous image', nextSlideMessage: 'Next image' }}
          onSwiper={setSwiper}
          onSlideChange={(instance) => setActive(instance.activeIndex)}
        >
          {slides.map((src, index) => (
            <SwiperSlide key={src}>
              <button
                type="button"
                onClick={() => enlarge(index)}
                aria-label={`Enlarge image ${index + 1} of ${count}`}
                aria-haspopup="dialog"
                className="block w-full cursor-zoom-in focus-visible:outline-offset-[-3px]"
              >
                <ProductImage
                  src={src}
                  alt={alt}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  width="600"
                  height="800"
                  className="aspect-[3/4] w-full object-cover"
                />
              </button>
            </SwiperSlide>
          ))}
        </Swiper>
        {count > 1 ? (
          <>
            <ArrowButton direction="previous" ref={setPrevEl} className="left-3" />
            <ArrowButton direction="next" ref={setNextEl} className="right-3" />
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="mt-3 flex gap-2 overflow-x-auto p-1" aria-label="Images">
          {slides.map((src, index) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                onClick={() => swiper?.slideTo(index)}
                aria-label={`Show image ${index + 1} of ${count}`}
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
        onClose={closeEnlarged}
      />
    </div>
  );
}
