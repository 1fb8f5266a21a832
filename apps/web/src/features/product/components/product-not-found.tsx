import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonStyles } from '@/shared/ui/button-styles';
import { PageContainer } from '@/shared/ui/page-container';

/** Product page: the view for a product that is missing. */
export function ProductNotFound() {
  const { formatMessage: t } = useIntl();
  return (
    <PageContainer narrow>
      <h1 className="text-2xl font-extrabold text-navy-800">{t({ id: 'product.notFound' })}</h1>
      <p className="mt-2 text-navy-600">{t({ id: 'product.noLongerAvailable' })}</p>
      <Link to="/products" className={`${buttonStyles.primary} mt-6`}>
        {t({ id: 'catalog.browseProducts' })}
      </Link>
    </PageContainer>
  );
}
