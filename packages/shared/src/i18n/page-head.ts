import { STORE_NAME } from '../config/store';
import type { Locale } from './locales';

/**
 * What a page says before the app has drawn it, in each language: the tab title and meta description a page
 * keeps until it names its own (the api writes them into an Arabic page's first HTML, and the app falls back
 * to them), and the loader's word.
 */
export const PAGE_HEAD: Readonly<Record<Locale, { title: string; description: string; loading: string }>> = {
  en: {
    title: `${STORE_NAME} — kids' clothing, shoes and toys`,
    description: "Children's clothing, shoes and toys, delivered across the UAE.",
    loading: 'Loading...',
  },
  ar: {
    title: `${STORE_NAME} — ملابس وأحذية وألعاب الأطفال`,
    description: 'ملابس وأحذية وألعاب الأطفال، مع التوصيل إلى كل أنحاء الإمارات.',
    loading: 'جارٍ التحميل...',
  },
};
