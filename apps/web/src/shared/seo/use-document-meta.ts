import { STORE_NAME } from '@souq/shared/config/store';
import { useEffect } from 'react';

const DEFAULT_DESCRIPTION = "Children's clothing, shoes and toys, delivered across the UAE.";

/** Sets the tab title ('{title} | Little Souq') and the meta description for the page being shown. */
export function useDocumentMeta(title: string | null, description: string = DEFAULT_DESCRIPTION) {
  useEffect(() => {
    document.title = title ? `${title} | ${STORE_NAME}` : `${STORE_NAME} — kids' clothing, shoes and toys`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
