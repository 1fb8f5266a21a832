import { HERO_SLIDES } from '@souq/shared/home/hero-slides';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonStyles } from '@/shared/ui/button-styles';
import { ScrollCarousel } from '@/shared/ui/scroll-carousel';

/** The hero advances every 5 s. */
const HERO_AUTOPLAY_MS = 5000;

/** Home page: three slides linking to /products, autoplay, loop, previous and next arrows. */
export function HeroCarousel() {
  const { formatMessage: t } = useIntl();
  return (
    <section aria-roledescription="carousel" aria-label={t({ id: 'home.featured' })}>
      <ScrollCarousel
        items={HERO_SLIDES}
        itemKey={(slide) => slide.image}
        renderItem={(slide, index) => (
          <Link to="/products" className="relative block h-96 overflow-hidden lg:h-[28rem]">
            {/* The first slide is the page's largest paint: fetched first and at once; the others wait. The art
                leaves room for the text on its left; an Arabic page, with the text on the right, mirrors it. */}
            <img
              src={slide.image}
              alt=""
              width="1600"
              height="640"
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              className="absolute inset-0 h-full w-full object-cover object-[70%_center] sm:object-right rtl:-scale-x-100"
            />
            <div className="relative mx-auto flex h-full max-w-7xl items-end px-4 pb-5 sm:items-center sm:px-16 sm:pb-0">
              <div className="max-w-xs rounded-3xl bg-cream/90 p-4 shadow-sm backdrop-blur-sm sm:max-w-md sm:p-7">
                <h2 className="text-xl font-extrabold tracking-tight text-navy-800 sm:text-4xl">
                  {t({ id: slide.title })}
                </h2>
                <p className="mt-2 hidden text-navy-600 sm:block">{t({ id: slide.text })}</p>
                <span className={`${buttonStyles.primary} mt-3 sm:mt-4`}>{t({ id: 'home.shopNow' })}</span>
              </div>
            </div>
          </Link>
        )}
        slideClassName="w-full"
        loop
        autoplayMs={HERO_AUTOPLAY_MS}
        labels={{ previous: t({ id: 'home.previousSlide' }), next: t({ id: 'home.nextSlide' }) }}
      />
    </section>
  );
}
