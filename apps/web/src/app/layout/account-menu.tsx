import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useSession } from '@/shared/session/session-store';
import { ChevronDownIcon, UserIcon } from '@/shared/ui/icons';

const itemStyles =
  'block w-full px-4 py-3 text-start text-sm font-semibold text-navy-800 data-focus:bg-coral-50 data-focus:outline-3 data-focus:-outline-offset-3 data-focus:outline-coral-600';

/** The signed-in shopper's dropdown with Profile, My Orders, Logout. */
export function AccountMenu({ firstName }: { firstName: string }) {
  const signOut = useSession((s) => s.signOut);
  const navigate = useNavigate();
  const { formatMessage: t } = useIntl();
  return (
    <Menu>
      <MenuButton className="inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-white hover:bg-navy-600">
        <UserIcon className="h-6 w-6" />
        <span className="hidden max-w-28 truncate text-sm font-bold lg:inline">{firstName}</span>
        <ChevronDownIcon className="h-4 w-4" />
        <span className="sr-only">{t({ id: 'account.menu' })}</span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 w-48 overflow-hidden rounded-2xl bg-white py-1 shadow-lg ring-1 ring-navy-100 [--anchor-gap:8px] focus:outline-none"
      >
        <MenuItem>
          <Link to="/profile" className={itemStyles}>
            {t({ id: 'account.profile' })}
          </Link>
        </MenuItem>
        <MenuItem>
          <Link to="/orders" className={itemStyles}>
            {t({ id: 'account.myOrders' })}
          </Link>
        </MenuItem>
        <MenuItem>
          <button
            type="button"
            className={itemStyles}
            onClick={() => {
              signOut();
              navigate('/login');
            }}
          >
            {t({ id: 'account.logout' })}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
