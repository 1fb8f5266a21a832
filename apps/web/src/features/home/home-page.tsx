import { STORE_NAME } from '@souq/shared/config/store';
import { Link } from 'react-router';
import { buttonStyles } from '../../shared/ui/button-styles';

/** spec §2 Home: the welcome hero; the full home page (carousels, flash sale, explore grid) builds on it. */
export function HomePage() {
  return (
    <section className="relative overflow-hidden">
      <img
        src="/art/hero-1.svg"
        alt=""
        width="1600"
        height="640"
        className="absolute inset-0 h-full w-full object-cover object-right"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <div className="max-w-md rounded-3xl bg-cream/90 p-6 shadow-sm backdrop-blur-sm">
          <h1 className="text-3xl font-extrabold tracking-tight text-navy-800 sm:text-4xl">
            Welcome to {STORE_NAME}
          </h1>
          <p className="mt-3 text-navy-600">
            Clothes, shoes and toys for little ones, delivered across the UAE.
          </p>
          <Link to="/products" className={`${buttonStyles.primary} mt-6`}>
            Shop Now
          </Link>
        </div>
      </div>
    </section>
  );
}
