import type { WishlistItem } from '@souq/shared/schemas/wishlist';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { REMOVE_BUTTON_SELECTOR, WishlistCard } from './wishlist-card';

/** One column on phones, two from md and three from lg: each card keeps room for its image and prices. */
export const WISHLIST_GRID_CLASS = 'grid grid-cols-1 gap-3 sm:gap-4 md:grid-cols-2 lg:grid-cols-3';

/** The first row is above the fold at every width, so its images load at once. */
const EAGER_IMAGES = 3;

export function WishlistGrid({ items }: { items: readonly WishlistItem[] }) {
  const { formatMessage: t } = useIntl();
  const listRef = useRef<HTMLUListElement>(null);
  const leaving = useRef<{ id: string; index: number } | null>(null);

  // A removed card takes the focused button with it; the keyboard user lands on the next Remove instead
  // of the top of the page.
  useEffect(() => {
    const removed = leaving.current;
    if (!removed || items.some((item) => item._id === removed.id)) return;
    leaving.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>(REMOVE_BUTTON_SELECTOR);
    if (buttons?.length) buttons[Math.min(removed.index, buttons.length - 1)]?.focus();
  }, [items]);

  return (
    <ul ref={listRef} aria-label={t({ id: 'wishlist.items' })} className={`mt-6 ${WISHLIST_GRID_CLASS}`}>
      {items.map((item, index) => (
        <li key={item._id}>
          <WishlistCard
            item={item}
            loading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
            onRemove={() => {
              leaving.current = { id: item._id, index };
            }}
          />
        </li>
      ))}
    </ul>
  );
}
