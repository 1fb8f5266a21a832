import { AGE_BANDS } from '@souq/shared/sizes/size-tables';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { AgeRange } from '@/shared/catalog/size-labels';
import { SectionHeading } from './section-heading';

/** Home page: Shop Sale By Age; every tile goes to the listing. */
export function AgeTiles() {
  const { formatMessage: t } = useIntl();
  return (
    <section aria-labelledby="shop-by-age" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <SectionHeading id="shop-by-age">{t({ id: 'home.shopByAge' })}</SectionHeading>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5 sm:gap-5">
        {AGE_BANDS.map((band) => (
          <li key={band}>
            <Link
              to="/products"
              className="group flex flex-col items-center gap-2 rounded-3xl p-1 text-center"
            >
              <img
                src={`/art/age-${band}.webp`}
                alt=""
                width="400"
                height="400"
                loading="lazy"
                className="aspect-square w-full rounded-full bg-white object-cover shadow-sm ring-1 ring-navy-100 transition-transform duration-300 group-hover:scale-105"
              />
              <span className="text-sm font-extrabold text-navy-800 sm:text-base">
                <AgeRange range={band} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
