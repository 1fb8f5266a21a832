import type { PublicUser } from '@souq/shared/schemas/public-user';
import { useIntl } from 'react-intl';
import { Link, Navigate, useNavigate } from 'react-router';
import { useOrders } from '@/shared/orders/get-orders';
import { OrdersRetry } from '@/shared/orders/orders-retry';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { useSession } from '@/shared/session/session-store';
import { buttonStyles } from '@/shared/ui/button-styles';
import { PageContainer } from '@/shared/ui/page-container';
import { PageHeading } from '@/shared/ui/page-heading';
import { AccountDetails } from './components/account-details';
import { AddressBook } from './components/address-book';
import { PreviouslyOrdered } from './components/previously-ordered';
import { SecuritySection } from './components/security-section';
import { YourData } from './components/your-data';

/**
 * Profile page: the shopper's greeting, email and latest ordered items. The router lets only a signed-in
 * shopper here; without a stored user it redirects to /login too.
 */
export function ProfilePage() {
  const { formatMessage: t } = useIntl();
  useDocumentMeta(t({ id: 'account.profile' }));
  const user = useSession((s) => s.user);
  if (!user) return <Navigate to="/login" replace />;
  return <Profile user={user} />;
}

function Profile({ user }: { user: PublicUser }) {
  const { data: orders, isError, isFetching, refetch } = useOrders();
  const signOut = useSession((s) => s.signOut);
  const navigate = useNavigate();
  const { formatMessage: t } = useIntl();

  if (orders === undefined && !isError) {
    return (
      <PageContainer narrow>
        <p role="status" className="py-12 text-center font-semibold text-navy-600">
          {t({ id: 'profile.loading' })}
        </p>
      </PageContainer>
    );
  }

  // Signing out also forgets the cart, wishlist and orders (app/use-shopper-data-sync.ts).
  const logout = () => {
    signOut();
    navigate('/login');
  };

  return (
    <PageContainer narrow>
      <PageHeading>{t({ id: 'profile.greeting' }, { name: user.name })}</PageHeading>
      <AccountDetails />
      <AddressBook user={user} />
      <section aria-labelledby="previously-ordered" className="mt-8">
        <h2 id="previously-ordered" className="text-xl font-extrabold text-navy-800">
          {t({ id: 'profile.previouslyOrdered' })}
        </h2>
        {orders ? (
          <PreviouslyOrdered orders={orders} />
        ) : (
          <OrdersRetry onRetry={() => void refetch()} retrying={isFetching} />
        )}
      </section>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to="/orders" className={buttonStyles.secondary}>
          {t({ id: 'profile.viewMoreOrders' })}
        </Link>
        <button type="button" onClick={logout} className={buttonStyles.ghost}>
          {t({ id: 'account.logout' })}
        </button>
      </div>
      <SecuritySection />
      <YourData />
    </PageContainer>
  );
}
