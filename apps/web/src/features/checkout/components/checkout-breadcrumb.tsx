import { Breadcrumb } from '../../../shared/ui/breadcrumb';

/** spec §2 Checkout: Home (/) / Cart (/cart) / Checkout. */
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
