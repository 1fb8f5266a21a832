import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function PaymentPage() {
  return <PlaceholderPage title="Payment" text="Pay by card or choose cash on delivery." />;
}
