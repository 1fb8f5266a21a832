import { STORE_NAME } from '@souq/shared/config/store';
import { PAGE_HEAD } from '@souq/shared/i18n/page-head';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { pageLocale } from '../i18n/page-locale';

/**
 * Sets the tab title ('{title} | Little Souq') and the meta description for the page being shown, in the
 * page's language; with neither, the store's own (the first HTML's).
 */
export function useDocumentMeta(title: string | null, description?: string) {
  const { formatMessage: t } = useIntl();
  const fullTitle = title
    ? t({ id: 'meta.title' }, { title, store: STORE_NAME })
    : PAGE_HEAD[pageLocale].title;
  const fullDescription = description ?? PAGE_HEAD[pageLocale].description;
  useEffect(() => {
    document.title = fullTitle;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = fullDescription;
  }, [fullTitle, fullDescription]);
}
