import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function OrdersPage() {
  return <PlaceholderPage title="My Orders" text="Your orders, newest first, with their status." />;
}
