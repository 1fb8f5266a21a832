import { readJson, session } from '../../shared/storage/browser-storage';

/** spec §2: the home scroll position is kept in session storage while the shopper looks at a product. */
const HOME_SCROLL_KEY = 'homeScroll';

export interface SavedHomeScroll {
  y: number;
  /** How many explore cards were shown, so the page is as tall as when the shopper left. */
  exploreCount: number;
}

export function saveHomeScroll(exploreCount: number): void {
  session.set(HOME_SCROLL_KEY, JSON.stringify({ y: Math.round(window.scrollY), exploreCount }));
}

/** Reads and forgets the saved position: it serves one return only. */
export function takeHomeScroll(): SavedHomeScroll | null {
  const saved = readJson(session.get(HOME_SCROLL_KEY), (value) => {
    const v = value as Partial<SavedHomeScroll> | null;
    return typeof v?.y === 'number' && typeof v.exploreCount === 'number'
      ? { y: v.y, exploreCount: v.exploreCount }
      : null;
  });
  session.remove(HOME_SCROLL_KEY);
  return saved;
}
