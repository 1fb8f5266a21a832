import { useIntl } from 'react-intl';
import { Breadcrumb } from '@/shared/ui/breadcrumb';

/** Checkout: Home (/) / Cart (/cart) / Checkout. */
export function CheckoutBreadcrumb() {
  const { formatMessage: t } = useIntl();
  return (
    <Breadcrumb
      trail={[
        { label: t({ id: 'nav.home' }), to: '/' },
        { label: t({ id: 'nav.cart' }), to: '/cart' },
      ]}
      current={t({ id: 'checkout.title' })}
    />
  );
}
