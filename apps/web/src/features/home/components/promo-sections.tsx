import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '@/shared/i18n/messages';

const PROMOS: readonly { image: string; title: MessageId; text: MessageId }[] = [
  { image: '/art/promo-1.webp', title: 'home.promoSchoolTitle', text: 'home.promoSchoolText' },
  { image: '/art/promo-2.webp', title: 'home.promoWeekendTitle', text: 'home.promoWeekendText' },
];

/** Home page: the promo sections between the flash strip and the carousels. */
export function PromoSections() {
  const { formatMessage: t } = useIntl();
  return (
    <section
      aria-label={t({ id: 'home.offers' })}
      className="mx-auto grid max-w-7xl gap-4 px-4 py-4 sm:px-6 md:grid-cols-2"
    >
      {PROMOS.map((promo) => (
        <Link
          key={promo.image}
          to="/products"
          className="group block overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-navy-100"
        >
          <div className="overflow-hidden">
            <img
              src={promo.image}
              alt=""
              width="800"
              height="500"
              loading="lazy"
              className="aspect-[2/1] w-full object-cover transition-transform duration-500 group-hover:scale-105"
            />
          </div>
          <div className="p-4">
            <h2 className="text-lg font-extrabold text-navy-800">{t({ id: promo.title })}</h2>
            <p className="text-sm text-navy-600">{t({ id: promo.text })}</p>
            <span className="mt-1 inline-block text-sm font-extrabold text-coral-700 group-hover:underline">
              {t({ id: 'home.shopNowArrow' })}
            </span>
          </div>
        </Link>
      ))}
    </section>
  );
}
