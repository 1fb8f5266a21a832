import { STORE_NAME } from '@souq/shared/config/store';
import { Link, NavLink, Outlet } from 'react-router';
import { useSignOut } from '@/features/session/api/sign-out';
import { useSignedInStaff } from './signed-in-staff';

interface NavItem {
  to: string;
  label: string;
  ownerOnly?: boolean;
}

const NAV: readonly NavItem[] = [
  { to: '/', label: 'Dashboard' },
  { to: '/orders', label: 'Orders' },
  { to: '/products', label: 'Products' },
  { to: '/discounts', label: 'Discounts' },
  { to: '/search-synonyms', label: 'Search synonyms' },
  { to: '/customers', label: 'Customers' },
  { to: '/tax-documents', label: 'Tax documents' },
  { to: '/staff', label: 'Staff', ownerOnly: true },
  { to: '/import-export', label: 'Import & export' },
  { to: '/audit', label: 'Audit log' },
  { to: '/outbox', label: 'Outbox', ownerOnly: true },
  { to: '/settings/store', label: 'Store details', ownerOnly: true },
  { to: '/security', label: 'Security' },
];

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 shrink-0 items-center whitespace-nowrap rounded-full px-3 text-sm font-bold transition-colors sm:px-4 ${
    isActive ? 'bg-white text-navy-800' : 'text-white hover:bg-navy-600'
  }`;

/** Every signed-in screen but the packing slip: the store's navy bar with the sections and who is signed in. */
export function AdminShell() {
  const staff = useSignedInStaff();
  const signOut = useSignOut();
  const items = NAV.filter((item) => !item.ownerOnly || staff.role === 'owner');

  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 font-bold text-navy-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="bg-navy-800 text-white shadow-md [--focus-ring:var(--color-coral-300)]">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 sm:px-6">
          <Link to="/" className="flex min-h-11 items-center gap-2 rounded-full pr-2 font-extrabold">
            <img
              src={`${import.meta.env.BASE_URL}logo.svg`}
              alt=""
              width="36"
              height="36"
              className="h-9 w-9"
            />
            <span>
              {STORE_NAME} <span className="font-bold text-navy-100">back office</span>
            </span>
          </Link>
          {/* A row of its own under the name, at every width: an owner's sections do not fit beside it. */}
          <nav aria-label="Back office" className="order-last w-full">
            <ul className="flex flex-wrap gap-1 pb-1">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === '/'} className={navLinkClass}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-2">
            <p className="hidden text-right text-sm leading-tight sm:block">
              <span className="block font-bold">{staff.name}</span>
              <span className="block text-navy-100">{staff.role === 'owner' ? 'Owner' : 'Staff'}</span>
            </p>
            <button
              type="button"
              onClick={() => signOut.mutate()}
              disabled={signOut.isPending}
              className="inline-flex min-h-11 items-center rounded-full border-2 border-white px-4 text-sm font-bold hover:bg-navy-600"
            >
              Sign out
            </button>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
        <p className="mb-4 text-sm text-navy-600 sm:hidden">
          Signed in as <span className="font-bold text-navy-800">{staff.name}</span>
        </p>
        <Outlet />
      </main>
    </div>
  );
}
