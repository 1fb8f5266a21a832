import { formatAed } from '@souq/shared/pricing/money';
import { ProductImage } from '../../../shared/catalog/product-image';
import { ItemFact } from '../../../shared/orders/item-fact';
import {
  formatOrderDate,
  type OrderedItem,
  paymentMethodLabel,
  unitPaidFils,
} from '../../../shared/orders/order-format';

/** spec §2 Profile: an ordered item's image, name, price, quantity, date and payment mode. */
export function OrderedItemCard({ ordered }: { ordered: OrderedItem }) {
  const { item } = ordered;
  return (
    <li className="flex gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-navy-100">
      <ProductImage
        src={item.image[0]}
        alt={item.name}
        width="80"
        height="107"
        loading="lazy"
        className="aspect-[3/4] w-20 shrink-0 rounded-xl bg-cream object-cover"
      />
      <div className="min-w-0 flex-1 text-sm">
        <p className="text-base font-bold text-navy-800">{item.name}</p>
        <p className="mt-1 font-extrabold text-coral-700">{formatAed(unitPaidFils(item))}</p>
        <dl className="mt-1 space-y-0.5 text-navy-600">
          <ItemFact label="Quantity" value={String(item.quantity)} />
          <ItemFact label="Date" value={formatOrderDate(ordered.date)} />
          <ItemFact label="Payment" value={paymentMethodLabel(ordered.paymentMethod)} />
        </dl>
      </div>
    </li>
  );
}
