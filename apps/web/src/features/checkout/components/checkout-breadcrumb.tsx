import { Breadcrumb } from '@/shared/ui/breadcrumb';

/** Checkout: Home (/) / Cart (/cart) / Checkout. */
export function CheckoutBreadcrumb() {
  return (
    <Breadcrumb
      trail={[
        { label: 'Home', to: '/' },
        { label: 'Cart', to: '/cart' },
      ]}
      current="Checkout"
    />
  );
}
