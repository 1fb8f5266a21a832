import { useIntl } from 'react-intl';
import { Breadcrumb } from '@/shared/ui/breadcrumb';

/** Listing page: 'Home / All Collections'. */
export function ListingBreadcrumb() {
  const { formatMessage: t } = useIntl();
  return (
    <Breadcrumb
      trail={[{ label: t({ id: 'nav.home' }), to: '/' }]}
      current={t({ id: 'nav.allCollections' })}
    />
  );
}
