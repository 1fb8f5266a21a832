import {
  LOCALE_DIRECTION,
  LOCALE_PREFIX,
  LOCALE_STORAGE_KEY,
  LOCALE_TAG,
  type Locale,
  localePath,
  splitLocalePath,
} from '@souq/shared/i18n/locales';
import { local } from '../storage/browser-storage';

/**
 * The language of this page, settled once as the app starts: an Arabic address (`/ar/…`) shows Arabic; an
 * English address shows English unless the shopper chose Arabic on this device, in which case it is
 * rewritten to its Arabic twin before the router reads it, so a shared English link keeps them in Arabic.
 * Changing language loads the other address afresh (languageSwitchTarget), so this never changes while the
 * page lives.
 */
function settlePageLocale(): Locale {
  const { locale, path } = splitLocalePath(window.location.pathname);
  if (locale === 'en' && local.get(LOCALE_STORAGE_KEY) === 'ar') {
    const { search, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${localePath('ar', path)}${search}${hash}`);
    return 'ar';
  }
  return locale;
}

export const pageLocale: Locale = typeof window === 'undefined' ? 'en' : settlePageLocale();

/** The part of every address before the store's own path: the router's basename. */
export const pageBasename: string | undefined = LOCALE_PREFIX[pageLocale] || undefined;

/** Marks the document for the page's language: the server did so for an Arabic address; a rewritten one, not. */
export function applyPageLocale(): void {
  document.documentElement.lang = LOCALE_TAG[pageLocale];
  document.documentElement.dir = LOCALE_DIRECTION[pageLocale];
}

/** Kept on this device: the next English link opened here shows in `locale`. */
export function rememberLocale(locale: Locale): void {
  local.set(LOCALE_STORAGE_KEY, locale);
}
