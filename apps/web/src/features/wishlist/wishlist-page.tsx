import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { useSignedIn } from '@/shared/session/session-store';
import { PageContainer } from '@/shared/ui/page-container';
import { PageHeading } from '@/shared/ui/page-heading';
import { toast } from '@/shared/ui/toast';
import { useWishlist } from './api/get-wishlist';
import { WishlistEmpty } from './components/wishlist-empty';
import { WishlistError } from './components/wishlist-error';
import { WishlistGrid } from './components/wishlist-grid';
import { WishlistSignInPrompt } from './components/wishlist-sign-in-prompt';
import { WishlistSkeleton } from './components/wishlist-skeleton';

/** Wishlist page: the saved items (title, price, Remove) or 'No items in wishlist'; sign-in needed. */
export function WishlistPage() {
  const { formatMessage: t } = useIntl();
  useDocumentMeta(t({ id: 'nav.wishlist' }));
  const signedIn = useSignedIn();
  return (
    <PageContainer>
      <PageHeading>{t({ id: 'nav.wishlist' })}</PageHeading>
      {signedIn ? <SavedItems /> : <WishlistSignInPrompt />}
    </PageContainer>
  );
}

function SavedItems() {
  const { formatMessage: t } = useIntl();
  const { data: items, isError, errorUpdatedAt, isFetching, refetch } = useWishlist();

  // 'Error fetching wishlist', once per failed fetch; the id keeps a failure that was already
  // showing (say, from the sign-in prefetch) from stacking a second copy.
  const failedAt = isError ? errorUpdatedAt : 0;
  const fetchError = t({ id: 'wishlist.fetchError' });
  useEffect(() => {
    if (failedAt) toast.error(fetchError, { toastId: 'wishlist-fetch-error' });
  }, [failedAt, fetchError]);

  if (items === undefined) {
    return isError ? <WishlistError onRetry={() => refetch()} retrying={isFetching} /> : <WishlistSkeleton />;
  }
  if (items.length === 0) return <WishlistEmpty />;
  return (
    <>
      <p className="mt-1 text-navy-600">{t({ id: 'wishlist.itemsSaved' }, { count: items.length })}</p>
      <WishlistGrid items={items} />
    </>
  );
}
