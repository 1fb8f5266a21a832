import { Breadcrumb } from '../../../shared/ui/breadcrumb';

/** spec §2 Payment: Home (/), Checkout (/checkout), Payments. */
export function PaymentBreadcrumb() {
  return (
    <Breadcrumb
      trail={[
        { label: 'Home', to: '/' },
        { label: 'Checkout', to: '/checkout' },
      ]}
      current="Payments"
    />
  );
}
