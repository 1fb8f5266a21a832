import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function CheckoutPage() {
  return (
    <PlaceholderPage
      title="Checkout"
      text="Enter your UAE delivery address, choose a shipping method and apply a discount code."
    />
  );
}
