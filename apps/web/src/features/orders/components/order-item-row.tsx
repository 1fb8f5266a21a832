import { formatAed } from '@souq/shared/pricing/money';
import type { OrderItem } from '@souq/shared/schemas/order';
import { sizeLabel } from '@souq/shared/sizes/size-tables';
import { ProductImage } from '../../../shared/catalog/product-image';
import { ItemFact } from '../../../shared/orders/item-fact';
import { unitPaidFils } from '../../../shared/orders/order-format';

/** spec §2 Orders: an item's image, name, price after discount, Quantity, Size and Color. */
export function OrderItemRow({ item }: { item: OrderItem }) {
  return (
    <li className="flex gap-3 py-3 sm:gap-4">
      <ProductImage
        src={item.image[0]}
        alt={item.name}
        width="80"
        height="107"
        loading="lazy"
        className="aspect-[3/4] w-16 shrink-0 rounded-xl bg-cream object-cover sm:w-20"
      />
      <div className="min-w-0 flex-1">
        <p className="font-bold text-navy-800">{item.name}</p>
        <p className="mt-1 font-extrabold text-coral-700">{formatAed(unitPaidFils(item))}</p>
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-navy-600">
          <ItemFact label="Quantity" value={String(item.quantity)} />
          <ItemFact label="Size" value={sizeLabel(item.size)} />
          <ItemFact label="Color" value={item.colorName} />
        </dl>
      </div>
    </li>
  );
}
