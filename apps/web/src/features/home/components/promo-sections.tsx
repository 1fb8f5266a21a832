import { Link } from 'react-router';

const PROMOS = [
  {
    image: '/art/promo-1.webp',
    title: 'Back to school',
    text: 'Uniform basics and sturdy shoes, ready for the first bell.',
  },
  {
    image: '/art/promo-2.webp',
    title: 'Weekend play days',
    text: 'Soft tees, easy shorts and toys for sunny afternoons.',
  },
] as const;

/** Home page: the promo sections between the flash strip and the carousels. */
export function PromoSections() {
  return (
    <section aria-label="Offers" className="mx-auto grid max-w-7xl gap-4 px-4 py-4 sm:px-6 md:grid-cols-2">
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
            <h2 className="text-lg font-extrabold text-navy-800">{promo.title}</h2>
            <p className="text-sm text-navy-600">{promo.text}</p>
            <span className="mt-1 inline-block text-sm font-extrabold text-coral-700 group-hover:underline">
              Shop Now →
            </span>
          </div>
        </Link>
      ))}
    </section>
  );
}
