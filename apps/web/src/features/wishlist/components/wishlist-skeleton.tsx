import { useIntl } from 'react-intl';
import { Card } from '@/shared/ui/card';
import { WISHLIST_GRID_CLASS } from './wishlist-grid';

/** A full row at lg, and about a phone screen of cards. */
const SKELETON_COUNT = 3;

export function WishlistSkeleton() {
  const { formatMessage: t } = useIntl();
  return (
    <div>
      <p role="status" className="sr-only">
        {t({ id: 'wishlist.loading' })}
      </p>
      {/* Holds the place of the item count, so the cards do not jump when the list arrives. */}
      <div aria-hidden="true" className="mt-1 flex h-6 items-center">
        <div className="h-4 w-28 animate-pulse rounded bg-navy-100" />
      </div>
      <div aria-hidden="true" className={`mt-6 ${WISHLIST_GRID_CLASS}`}>
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
          <SkeletonCard key={i} />
        ))}
      </div>
    </div>
  );
}

/** The shape of a WishlistCard: image, title, size, price and the Remove button. */
function SkeletonCard() {
  return (
    <Card flat className="flex animate-pulse gap-3 p-3 sm:gap-4">
      <div className="aspect-[3/4] w-24 shrink-0 rounded-xl bg-navy-100 sm:w-28" />
      <div className="flex flex-1 flex-col gap-2 py-1">
        <div className="h-4 w-4/5 rounded bg-navy-100" />
        <div className="h-3 w-1/3 rounded bg-navy-100" />
        <div className="h-4 w-1/2 rounded bg-navy-100" />
        <div className="mt-auto h-9 w-24 rounded-full bg-navy-100" />
      </div>
    </Card>
  );
}
