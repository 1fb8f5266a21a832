import { readJson, session } from '@/shared/storage/browser-storage';

/** The home scroll position is kept in session storage while the shopper looks at a product. */
const HOME_SCROLL_KEY = 'homeScroll';

export interface SavedHomeScroll {
  /** How many explore cards were shown, so the page is as tall as when the shopper left. */
  exploreCount: number;
  /** The section at the top of the screen (its place among the page's sections) and how far into it. */
  section: number;
  offset: number;
}

/**
 * The home page's sections, in order: the page renders the same ones on every visit, so a section's place
 * in this list names it. Sections inside a section are left out, as their number may follow the data.
 */
function homeSections(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('#main section')].filter(
    (section) => section.parentElement?.closest('section') === null,
  );
}

const pageTop = (element: HTMLElement) => element.getBoundingClientRect().top + window.scrollY;

/**
 * Kept against the section at the top of the screen rather than as a distance from the page's top: a
 * section the shopper jumped past without it coming near the screen held only its placeholder's height
 * (MountWhenNear), and on the return every section has its true one.
 */
export function saveHomeScroll(exploreCount: number): void {
  const y = window.scrollY;
  let section = -1;
  let offset = y;
  homeSections().forEach((candidate, index) => {
    const top = pageTop(candidate);
    if (top <= y) {
      section = index;
      offset = y - top;
    }
  });
  session.set(HOME_SCROLL_KEY, JSON.stringify({ exploreCount, section, offset: Math.round(offset) }));
}

/** Where the saved place is on the page as it is now laid out. */
export function savedScrollY(saved: SavedHomeScroll): number {
  const section = homeSections()[saved.section];
  return (section ? pageTop(section) : 0) + saved.offset;
}

/** Reads and forgets the saved position: it serves one return only. */
export function takeHomeScroll(): SavedHomeScroll | null {
  const saved = readJson(session.get(HOME_SCROLL_KEY), (value) => {
    const v = value as Partial<SavedHomeScroll> | null;
    return typeof v?.exploreCount === 'number' &&
      typeof v.section === 'number' &&
      typeof v.offset === 'number'
      ? { exploreCount: v.exploreCount, section: v.section, offset: v.offset }
      : null;
  });
  session.remove(HOME_SCROLL_KEY);
  return saved;
}
