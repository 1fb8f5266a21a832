import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Notice } from '@/shared/ui/notice';

export function OrdersEmpty() {
  const { formatMessage: t } = useIntl();
  return (
    <Notice
      heading="h2"
      title={t({ id: 'orders.empty' })}
      text={t({ id: 'orders.emptyText' })}
      action={
        <Link to="/products" className={buttonStyles.primary}>
          {t({ id: 'orders.browseProducts' })}
        </Link>
      }
      className="mt-6 gap-4"
    />
  );
}
