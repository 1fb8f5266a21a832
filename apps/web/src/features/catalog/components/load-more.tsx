import { useEffect, useEffectEvent, useRef } from 'react';
import { useIntl } from 'react-intl';
import { buttonStyles } from '@/shared/ui/button-styles';
import { observeIntersection } from '@/shared/ui/observe-intersection';

/** The next page is asked for a little before the shopper reaches the end, so scrolling rarely waits. */
const PREFETCH_MARGIN = '800px 0px';

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
}

/**
 * The listing grows as the shopper scrolls; the button is there for a keyboard, a failed page, or a browser
 * that never reports the end of the grid as visible.
 */
export function LoadMore({ hasMore, loading, failed, onLoadMore }: LoadMoreProps) {
  const { formatMessage: t } = useIntl();
  const sentinel = useRef<HTMLDivElement>(null);
  // The committed screen's handler: a filter change renders in a transition, and a handler from that
  // not-yet-shown render would ask the new filter for its next page while its first is still on the way,
  // which does nothing; the sentinel, still in view, would then never report again.
  const loadMore = useEffectEvent(onLoadMore);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || loading || failed) return;
    return observeIntersection(
      target,
      (entry) => {
        if (entry.isIntersecting) loadMore();
      },
      { rootMargin: PREFETCH_MARGIN },
    );
  }, [hasMore, loading, failed]);

  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="mt-6 flex flex-col items-center gap-3">
      {loading ? (
        <p role="status" className="flex items-center gap-3 font-bold text-navy-600">
          <span
            aria-hidden="true"
            className="h-6 w-6 animate-spin rounded-full border-4 border-navy-100 border-t-coral-500"
          />
          {t({ id: 'catalog.loadingMoreProducts' })}
        </p>
      ) : (
        <>
          {failed ? (
            <p role="alert" className="font-bold text-danger">
              {t({ id: 'listing.moreLoadError' })}
            </p>
          ) : null}
          <button type="button" onClick={onLoadMore} className={buttonStyles.secondary}>
            {failed ? t({ id: 'ui.tryAgain' }) : t({ id: 'listing.showMore' })}
          </button>
        </>
      )}
    </div>
  );
}
