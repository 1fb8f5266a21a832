import type { Order } from '@souq/shared/schemas/order';
import { Link } from 'react-router';
import { latestOrderedItems } from '../../../shared/orders/order-format';
import { buttonStyles } from '../../../shared/ui/button-styles';
import { OrderedItemCard } from './ordered-item-card';

/** spec §9: the profile shows 4 previous items. */
const PREVIOUS_ITEMS_SHOWN = 4;

/** spec §2 Profile: the latest ordered items, or the invitation to start ordering. */
export function PreviouslyOrdered({ orders }: { orders: readonly Order[] }) {
  const items = latestOrderedItems(orders, PREVIOUS_ITEMS_SHOWN);
  if (items.length === 0) {
    return (
      <div className="mt-4 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-navy-100">
        <p className="font-bold text-navy-800">No products ordered yet. Start ordering now!</p>
        <Link to="/products" className={`${buttonStyles.primary} mt-4`}>
          Browse Products
        </Link>
      </div>
    );
  }
  return (
    <ul aria-label="Previously ordered items" className="mt-4 grid gap-3 sm:grid-cols-2">
      {items.map((ordered) => (
        <OrderedItemCard key={ordered.key} ordered={ordered} />
      ))}
    </ul>
  );
}
