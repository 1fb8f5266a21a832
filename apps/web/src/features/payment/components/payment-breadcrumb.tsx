import { Breadcrumb } from '@/shared/ui/breadcrumb';

/** Payment page: Home (/), Checkout (/checkout), Payments. */
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
