import { useIntl } from 'react-intl';
import { Breadcrumb } from '@/shared/ui/breadcrumb';

/** Payment page: Home (/), Checkout (/checkout), Payments. */
export function PaymentBreadcrumb() {
  const { formatMessage: t } = useIntl();
  return (
    <Breadcrumb
      trail={[
        { label: t({ id: 'nav.home' }), to: '/' },
        { label: t({ id: 'checkout.title' }), to: '/checkout' },
      ]}
      current={t({ id: 'payment.breadcrumb' })}
    />
  );
}
