import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { withAllMessages } from '@/shared/i18n/page-messages';
import { CartIcon, GridIcon, HomeIcon, UserIcon } from '@/shared/ui/icons';
import { CartBadge, useCartCount } from './cart-link';

// Loaded on the first tap of Categories, not with every page.
const CategoriesSheet = lazy(
  withAllMessages(async () => ({ default: (await import('./categories-sheet')).CategoriesSheet })),
);

const itemStyles = (isActive: boolean) =>
  `relative flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-xs font-bold ${
    isActive ? 'text-coral-700' : 'text-navy-600'
  }`;

/** The mobile bottom bar (Home, Categories, Cart, Profile), below 768 px. */
export function BottomBar() {
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const [sheetWanted, setSheetWanted] = useState(false);
  const count = useCartCount();
  const { formatMessage: t } = useIntl();
  return (
    <>
      <nav
        aria-label={t({ id: 'bottomBar.label' })}
        data-testid="bottom-bar"
        className="fixed inset-x-0 bottom-0 z-40 print:hidden border-t border-navy-100 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
      >
        <ul className="flex">
          <li className="flex flex-1">
            <NavLink to="/" end className={({ isActive }) => itemStyles(isActive)}>
              <HomeIcon className="h-6 w-6" />
              {t({ id: 'nav.home' })}
            </NavLink>
          </li>
          <li className="flex flex-1">
            <button
              type="button"
              className={itemStyles(categoriesOpen)}
              onClick={() => {
                setSheetWanted(true);
                setCategoriesOpen(true);
              }}
              aria-haspopup="dialog"
            >
              <GridIcon className="h-6 w-6" />
              {t({ id: 'nav.categories' })}
            </button>
          </li>
          <li className="flex flex-1">
            <NavLink to="/cart" className={({ isActive }) => itemStyles(isActive)}>
              <span className="relative">
                <CartIcon className="h-6 w-6" />
                <CartBadge count={count} />
              </span>
              {t({ id: 'nav.cart' })}
            </NavLink>
          </li>
          <li className="flex flex-1">
            <NavLink to="/profile" className={({ isActive }) => itemStyles(isActive)}>
              <UserIcon className="h-6 w-6" />
              {t({ id: 'nav.profile' })}
            </NavLink>
          </li>
        </ul>
      </nav>
      {sheetWanted ? (
        <Suspense fallback={null}>
          <CategoriesSheet open={categoriesOpen} onClose={() => setCategoriesOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
