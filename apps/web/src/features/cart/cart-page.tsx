import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function CartPage() {
  return (
    <PlaceholderPage
      title="Cart"
      text="Your cart is on its way to a full page: review your items, change quantities and proceed to checkout."
    />
  );
}
