import { formatOrderDate, paymentMethodLabel } from '@souq/shared/orders/order-labels';
import type { Order } from '@souq/shared/schemas/order';
import { Link } from 'react-router';
import { latestOrderedItems } from '@/shared/orders/order-format';
import { OrderItemView } from '@/shared/orders/order-item-view';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Card } from '@/shared/ui/card';

/** The profile shows 4 previous items. */
const PREVIOUS_ITEMS_SHOWN = 4;

/** Profile page: the latest ordered items, or the invitation to start ordering. */
export function PreviouslyOrdered({ orders }: { orders: readonly Order[] }) {
  const items = latestOrderedItems(orders, PREVIOUS_ITEMS_SHOWN);
  if (items.length === 0) {
    return (
      <Card className="mt-4 p-6 text-center">
        <p className="font-bold text-navy-800">No products ordered yet. Start ordering now!</p>
        <Link to="/products" className={`${buttonStyles.primary} mt-4`}>
          Browse Products
        </Link>
      </Card>
    );
  }
  return (
    <ul aria-label="Previously ordered items" className="mt-4 grid gap-3 sm:grid-cols-2">
      {items.map(({ key, item, date, paymentMethod }) => (
        <OrderItemView
          key={key}
          item={item}
          layout="card"
          facts={[
            { label: 'Quantity', value: String(item.quantity) },
            { label: 'Date', value: formatOrderDate(date) },
            { label: 'Payment', value: paymentMethodLabel(paymentMethod) },
          ]}
        />
      ))}
    </ul>
  );
}
