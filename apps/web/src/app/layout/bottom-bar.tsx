import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { CartIcon, CloseIcon, GridIcon, HomeIcon, UserIcon } from '../../shared/ui/icons';
import { CartBadge, useCartCount } from './cart-link';
import { SHOP_LINKS } from './nav-links';

const itemStyles = (isActive: boolean) =>
  `relative flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-xs font-bold ${
    isActive ? 'text-coral-700' : 'text-navy-600'
  }`;

/** spec §2: the mobile bottom bar (Home, Categories, Cart, Profile), below 768 px. */
export function BottomBar() {
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const count = useCartCount();
  return (
    <>
      <nav
        aria-label="Quick links"
        data-testid="bottom-bar"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-navy-100 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
      >
        <ul className="flex">
          <li className="flex flex-1">
            <NavLink to="/" end className={({ isActive }) => itemStyles(isActive)}>
              <HomeIcon className="h-6 w-6" />
              Home
            </NavLink>
          </li>
          <li className="flex flex-1">
            <button
              type="button"
              className={itemStyles(categoriesOpen)}
              onClick={() => setCategoriesOpen(true)}
              aria-haspopup="dialog"
            >
              <GridIcon className="h-6 w-6" />
              Categories
            </button>
          </li>
          <li className="flex flex-1">
            <NavLink to="/cart" className={({ isActive }) => itemStyles(isActive)}>
              <span className="relative">
                <CartIcon className="h-6 w-6" />
                <CartBadge count={count} />
              </span>
              Cart
            </NavLink>
          </li>
          <li className="flex flex-1">
            <NavLink to="/profile" className={({ isActive }) => itemStyles(isActive)}>
              <UserIcon className="h-6 w-6" />
              Profile
            </NavLink>
          </li>
        </ul>
      </nav>
      <Dialog
        open={categoriesOpen}
        onClose={() => setCategoriesOpen(false)}
        className="relative z-50 md:hidden"
      >
        <div className="fixed inset-0 bg-navy-900/40" aria-hidden="true" />
        <div className="fixed inset-x-0 bottom-0">
          <DialogPanel className="rounded-t-3xl bg-white p-5 pb-8 shadow-xl">
            <div className="mb-3 flex items-center justify-between">
              <DialogTitle className="text-lg font-extrabold text-navy-800">Categories</DialogTitle>
              <button
                type="button"
                onClick={() => setCategoriesOpen(false)}
                className="flex h-11 w-11 items-center justify-center rounded-full hover:bg-navy-50"
                aria-label="Close categories"
              >
                <CloseIcon className="h-5 w-5" />
              </button>
            </div>
            <ul className="grid grid-cols-2 gap-3">
              {SHOP_LINKS.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    onClick={() => setCategoriesOpen(false)}
                    className="flex min-h-14 items-center justify-center rounded-2xl bg-coral-50 px-3 text-center font-bold text-navy-800 hover:bg-coral-100"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}
