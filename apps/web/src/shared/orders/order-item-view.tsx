import { formatAed } from '@souq/shared/pricing/money';
import type { OrderItem } from '@souq/shared/schemas/order';
import { productName } from '@/shared/catalog/product-language';
import { ProductImage } from '../catalog/product-image';
import { cardClass } from '../ui/card';
import { Ltr } from '../ui/ltr';
import { ItemFact } from './item-fact';
import { unitPaidFils } from './order-format';

/**
 * Where the item shows: a row in an order's list (its facts side by side), or a card of its own on the
 * profile (smaller text, the facts one under another).
 */
const LAYOUTS = {
  row: {
    item: 'flex gap-3 py-3 sm:gap-4',
    image: 'w-16 sm:w-20',
    text: 'min-w-0 flex-1',
    name: 'font-bold text-navy-800',
    facts: 'mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-navy-600',
  },
  card: {
    item: `${cardClass()} flex gap-3 p-3`,
    image: 'w-20',
    text: 'min-w-0 flex-1 text-sm',
    name: 'text-base font-bold text-navy-800',
    facts: 'mt-1 space-y-0.5 text-navy-600',
  },
} as const;

interface OrderItemViewProps {
  item: OrderItem;
  /** What else to say about it, e.g. Quantity, Size and Color; or Quantity, Date and Payment. */
  facts: readonly { label: string; value: string }[];
  layout: keyof typeof LAYOUTS;
}

/** An ordered item: its image, name, the price paid for one, and its facts. */
export function OrderItemView({ item, facts, layout }: OrderItemViewProps) {
  const styles = LAYOUTS[layout];
  return (
    <li className={styles.item}>
      <ProductImage
        src={item.image[0]}
        alt={productName(item)}
        width="80"
        height="107"
        loading="lazy"
        className={`aspect-[3/4] shrink-0 rounded-xl bg-cream object-cover ${styles.image}`}
      />
      <div className={styles.text}>
        <p className={styles.name}>{productName(item)}</p>
        <p className="mt-1 font-extrabold text-coral-700">
          <Ltr>{formatAed(unitPaidFils(item))}</Ltr>
        </p>
        <dl className={styles.facts}>
          {facts.map(({ label, value }) => (
            <ItemFact key={label} label={label} value={value} />
          ))}
        </dl>
      </div>
    </li>
  );
}
