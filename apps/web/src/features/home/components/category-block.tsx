import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '@/shared/i18n/messages';
import { SectionHeading } from './section-heading';

/** Home page: the Toys tile goes to the whole listing; there is no toys category to filter by. */
const CATEGORY_TILES: readonly { label: MessageId; to: string; image: string }[] = [
  { label: 'catalog.girlsCollection', to: '/products?category=Girls', image: '/art/category-girls.webp' },
  { label: 'catalog.toysCollection', to: '/products', image: '/art/category-toys.webp' },
  { label: 'catalog.boysCollection', to: '/products?category=Boys', image: '/art/category-boys.webp' },
];

export function CategoryBlock() {
  const { formatMessage: t } = useIntl();
  return (
    <section aria-labelledby="shop-by-category" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <SectionHeading id="shop-by-category">{t({ id: 'home.shopByCategory' })}</SectionHeading>
      <ul className="grid grid-cols-3 gap-3 sm:gap-5">
        {CATEGORY_TILES.map((tile) => (
          <li key={tile.label}>
            <Link
              to={tile.to}
              className="group block overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-navy-100"
            >
              <img
                src={tile.image}
                alt=""
                width="600"
                height="600"
                loading="lazy"
                className="aspect-square w-full object-cover transition-transform duration-500 group-hover:scale-105"
              />
              <span className="block px-2 py-3 text-center text-sm font-extrabold text-navy-800 sm:text-base">
                {t({ id: tile.label })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
