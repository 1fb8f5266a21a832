import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { withAllMessages } from '@/shared/i18n/page-messages';
import { useSession, useSignedIn } from '@/shared/session/session-store';
import { ChevronDownIcon, UserIcon } from '@/shared/ui/icons';

// The dropdown's menu library loads only for a signed-in shopper, not with every guest's first page.
const AccountMenu = lazy(
  withAllMessages(async () => ({ default: (await import('./account-menu')).AccountMenu })),
);

/** Signed in, a dropdown with Profile, My Orders, Logout; signed out, a Sign In button. */
export function ProfileMenu() {
  const user = useSession((s) => s.user);
  const signedIn = useSignedIn();
  const { formatMessage: t } = useIntl();

  if (!signedIn) {
    return (
      <Link
        to="/login"
        className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-bold whitespace-nowrap text-navy-800 hover:bg-coral-50"
      >
        {t({ id: 'account.signIn' })}
      </Link>
    );
  }

  const firstName = user?.name.split(' ')[0] ?? t({ id: 'account.fallbackName' });
  return (
    <Suspense fallback={<ProfileLink firstName={firstName} />}>
      <AccountMenu firstName={firstName} />
    </Suspense>
  );
}

/** While the menu loads, the same button-sized spot leads to the profile, so a quick tap still goes somewhere. */
function ProfileLink({ firstName }: { firstName: string }) {
  const { formatMessage: t } = useIntl();
  return (
    <Link
      to="/profile"
      className="inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-white hover:bg-navy-600"
    >
      <UserIcon className="h-6 w-6" />
      <span className="hidden max-w-28 truncate text-sm font-bold lg:inline">{firstName}</span>
      <ChevronDownIcon className="h-4 w-4" />
      <span className="sr-only">{t({ id: 'account.profile' })}</span>
    </Link>
  );
}
