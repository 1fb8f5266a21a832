import { CustomerPage } from '@/features/customers/components/customer-page';
import type { OrderBadges } from '@/features/customers/components/order-badges';
import { PaymentSummary } from '@/features/orders/components/payment-summary';
import { StatusBadge } from '@/features/orders/components/status-badge';

/** The orders desk's badges, so an order on a customer's page looks as it does among the orders. */
const BADGES: OrderBadges = {
  status: (status) => <StatusBadge status={status} />,
  payment: (method, paid) => <PaymentSummary method={method} paid={paid} />,
};

/** A customer's page, composed with the orders' badges (features do not import each other). */
export function CustomerRoute() {
  return <CustomerPage badges={BADGES} />;
}
