import type { OrderItem } from '@souq/shared/schemas/order';
import { sizeLabel } from '@souq/shared/sizes/size-tables';
import { formatAedAmount } from '@/shared/format/money';

/** What was bought: picture, name, colour, size, quantity, what the line cost, and any units returned. */
export function OrderItems({ items }: { items: readonly OrderItem[] }) {
  return (
    <ul className="divide-y divide-navy-100">
      {items.map((item) => (
        <li
          key={`${item.itemId}/${item.colorName}/${item.size}`}
          className="flex gap-3 py-3 first:pt-0 last:pb-0"
        >
          {item.image[0] ? (
            <img
              src={item.image[0]}
              alt=""
              width="64"
              height="85"
              loading="lazy"
              className="h-[85px] w-16 shrink-0 rounded-lg bg-navy-50 object-cover"
            />
          ) : (
            <span aria-hidden="true" className="h-[85px] w-16 shrink-0 rounded-lg bg-navy-50" />
          )}
          <div className="min-w-0 flex-1">
            <p className="font-bold">{item.name}</p>
            <p className="text-sm text-navy-600">
              {item.colorName} · Size {sizeLabel(item.size)} · Qty {item.quantity}
            </p>
            <p className="text-xs text-navy-600">SKU {item.subSKU}</p>
            {item.returned > 0 ? (
              <p className="mt-1 text-sm font-bold text-coral-700">Returned: {item.returned}</p>
            ) : null}
          </div>
          <p className="shrink-0 font-bold">{formatAedAmount(item.lineTotal)}</p>
        </li>
      ))}
    </ul>
  );
}
