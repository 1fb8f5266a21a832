import { useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router';
import { HeartIcon } from '@/shared/ui/icons';
import { CartLink } from './cart-link';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';
import { SHOP_LINKS } from './nav-links';
import { ProfileMenu } from './profile-menu';
import { StoreLogo } from './store-logo';

export function SiteHeader() {
  const { formatMessage: t } = useIntl();
  return (
    <header className="sticky top-0 z-40 print:hidden bg-navy-800 text-white shadow-md [--focus-ring:var(--color-coral-500)]">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 sm:px-6">
        <StoreLogo />
        <nav aria-label={t({ id: 'nav.shop' })} className="ms-4 hidden lg:block">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink to="/" end className={navLinkStyles}>
                {t({ id: 'nav.home' })}
              </NavLink>
            </li>
            {SHOP_LINKS.map((link) => (
              <li key={link.to}>
                <ShopLink to={link.to} label={t({ id: link.label })} />
              </li>
            ))}
          </ul>
        </nav>
        <HeaderSearch className="mx-2 hidden flex-1 md:block lg:max-w-sm xl:max-w-md" />
        <div className="ms-auto flex items-center gap-1">
          <LanguageSwitch className="hidden hover:bg-navy-600 sm:inline-flex" />
          <NavLink
            to="/wishlist"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-navy-600"
            aria-label={t({ id: 'nav.wishlist' })}
          >
            <HeartIcon className="h-6 w-6" />
          </NavLink>
          <ProfileMenu />
          <CartLink />
        </div>
      </div>
      <div className="flex items-center gap-2 px-4 pb-3 md:hidden">
        <HeaderSearch className="min-w-0 flex-1" />
        {/* On a phone the first row has no room for it: it sits beside the search, still in the header. */}
        <LanguageSwitch className="inline-flex shrink-0 hover:bg-navy-600 sm:hidden" />
      </div>
    </header>
  );
}

/**
 * Active when the listing shows just this link's category (the query string decides, not just the path):
 * Boys and Girls ticked together is neither the Boys nor the Girls page.
 */
function ShopLink({ to, label }: { to: string; label: string }) {
  const location = useLocation();
  const target = new URL(to, 'http://x');
  const current = new URLSearchParams(location.search);
  const isActive =
    location.pathname === target.pathname &&
    current.getAll('category').join() === target.searchParams.getAll('category').join();
  return (
    <Link to={to} className={navLinkStyles({ isActive })} aria-current={isActive ? 'page' : undefined}>
      {label}
    </Link>
  );
}

function navLinkStyles({ isActive }: { isActive: boolean }) {
  return `inline-flex min-h-11 items-center rounded-full px-3 text-sm font-bold transition-colors ${
    isActive ? 'bg-white text-navy-800' : 'text-white hover:bg-navy-600'
  }`;
}
