import { useIntl } from 'react-intl';
import { Card } from '@/shared/ui/card';

/** About a phone screen of order cards. */
const SKELETON_COUNT = 2;

export function OrdersSkeleton() {
  const { formatMessage: t } = useIntl();
  return (
    <div className="mt-6 space-y-4">
      <p role="status" className="sr-only">
        {t({ id: 'orders.loading' })}
      </p>
      {Array.from({ length: SKELETON_COUNT }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
        <SkeletonCard key={i} />
      ))}
    </div>
  );
}

/** The shape of an OrderCard: the facts, the status and one item. */
function SkeletonCard() {
  return (
    <Card flat aria-hidden="true" className="animate-pulse p-4 sm:p-5">
      <div className="flex justify-between gap-4">
        <div className="flex-1 space-y-2">
          <div className="h-3 w-3/4 max-w-72 rounded bg-navy-100" />
          <div className="h-3 w-1/3 max-w-32 rounded bg-navy-100" />
          <div className="h-3 w-1/2 max-w-40 rounded bg-navy-100" />
        </div>
        <div className="h-4 w-24 rounded bg-navy-100" />
      </div>
      <div className="mt-4 flex gap-3 border-t border-navy-100 pt-3">
        <div className="aspect-[3/4] w-16 rounded-xl bg-navy-100 sm:w-20" />
        <div className="flex-1 space-y-2 py-1">
          <div className="h-4 w-2/3 rounded bg-navy-100" />
          <div className="h-4 w-24 rounded bg-navy-100" />
          <div className="h-3 w-1/2 rounded bg-navy-100" />
        </div>
      </div>
    </Card>
  );
}
