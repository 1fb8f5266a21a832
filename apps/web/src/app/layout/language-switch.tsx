import { LOCALE_NAME, LOCALE_TAG, localePath } from '@souq/shared/i18n/locales';
import { useLocation } from 'react-router';
import { pageLocale, rememberLocale } from '@/shared/i18n/page-locale';

/**
 * English / العربية: a link to this very page in the other language, named in that language. Following it
 * keeps the choice on this device and loads the page afresh, in its own direction and with its own messages.
 */
/** `className` places and colours it, its display included (`inline-flex` where it shows). */
export function LanguageSwitch({ className }: { className: string }) {
  const location = useLocation();
  const other = pageLocale === 'ar' ? 'en' : 'ar';
  const href = localePath(other, `${location.pathname}${location.search}${location.hash}`);
  return (
    <a
      href={href}
      hrefLang={LOCALE_TAG[other]}
      lang={LOCALE_TAG[other]}
      onClick={() => rememberLocale(other)}
      className={`min-h-11 items-center rounded-full px-3 text-sm font-bold whitespace-nowrap ${className}`}
    >
      {LOCALE_NAME[other]}
    </a>
  );
}
