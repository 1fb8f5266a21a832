import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonStyles } from '@/shared/ui/button-styles';

/** Home page: the collection banner with Explore Now to /products. */
export function CollectionBanner() {
  const { formatMessage: t } = useIntl();
  return (
    <section aria-labelledby="collection-banner" className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <div className="relative overflow-hidden rounded-3xl bg-navy-50">
        <img
          src="/art/collection-banner.webp"
          alt=""
          width="1600"
          height="500"
          loading="lazy"
          className="aspect-[16/7] w-full object-cover object-right md:absolute md:inset-0 md:aspect-auto md:h-full rtl:-scale-x-100"
        />
        <div className="relative flex flex-col items-start justify-center p-5 md:min-h-72 md:p-10">
          <div className="max-w-md md:rounded-3xl md:bg-cream/90 md:p-5 md:backdrop-blur-sm">
            <h2
              id="collection-banner"
              className="text-2xl font-extrabold tracking-tight text-navy-800 sm:text-3xl"
            >
              {t({ id: 'home.newCollection' })}
            </h2>
            <p className="mt-1 text-navy-600">{t({ id: 'home.newCollectionText' })}</p>
            <Link to="/products" className={`${buttonStyles.primary} mt-4`}>
              {t({ id: 'home.exploreNow' })}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
