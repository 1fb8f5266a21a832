/**
 * The storefront's languages. English pages keep the addresses of the store's route table; each Arabic page
 * has the same address behind `/ar` (`/ar/cart`, `/ar` for the home page), so a link shared in Arabic opens
 * in Arabic, and the api paints an Arabic page's first HTML in Arabic too.
 */
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

/** A language as stored (a database column): one of LOCALES, English for anything else. */
export function storedLocale(value: string): Locale {
  return LOCALES.find((locale) => locale === value) ?? 'en';
}

/** The path prefix of each language's pages; English has none. */
export const LOCALE_PREFIX: Readonly<Record<Locale, '' | '/ar'>> = { en: '', ar: '/ar' };

export const LOCALE_DIRECTION: Readonly<Record<Locale, 'ltr' | 'rtl'>> = { en: 'ltr', ar: 'rtl' };

/** Each language named in itself, as the language switch offers it. */
export const LOCALE_NAME: Readonly<Record<Locale, string>> = { en: 'English', ar: 'العربية' };

/** Where the browser keeps the shopper's chosen language (local storage). */
export const LOCALE_STORAGE_KEY = 'locale';

/** The language of a page's address and the store route it shows: `/ar/cart` is the Arabic `/cart`. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const prefix = LOCALE_PREFIX.ar;
  if (pathname === prefix || pathname === `${prefix}/`) return { locale: 'ar', path: '/' };
  if (pathname.startsWith(`${prefix}/`)) return { locale: 'ar', path: pathname.slice(prefix.length) };
  return { locale: 'en', path: pathname };
}

/** The address of store path `path` (which may carry a query and a hash) in `locale`. */
export function localePath(locale: Locale, path: string): string {
  const prefix = LOCALE_PREFIX[locale];
  if (prefix === '') return path;
  if (path === '/' || path.startsWith('/?') || path.startsWith('/#')) return `${prefix}${path.slice(1)}`;
  return `${prefix}${path}`;
}

/** The BCP 47 tag the page carries (`<html lang>`, `hreflang`). */
export const LOCALE_TAG: Readonly<Record<Locale, string>> = { en: 'en', ar: 'ar' };

/**
 * The tag numbers, dates and plurals are formatted with. Arabic keeps Western digits (0-9), as UAE stores and
 * receipts print them; Intl's Arabic would otherwise write Arabic-Indic ones.
 */
export const LOCALE_FORMAT_TAG: Readonly<Record<Locale, string>> = { en: 'en', ar: 'ar-u-nu-latn' };
