import type { Order } from '@souq/shared/schemas/order';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { latestOrderedItems } from '@/shared/orders/order-format';
import { OrderItemView } from '@/shared/orders/order-item-view';
import { orderDateText, PAYMENT_METHOD_NAME } from '@/shared/orders/order-text';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Card } from '@/shared/ui/card';

/** The profile shows 4 previous items. */
const PREVIOUS_ITEMS_SHOWN = 4;

/** Profile page: the latest ordered items, or the invitation to start ordering. */
export function PreviouslyOrdered({ orders }: { orders: readonly Order[] }) {
  const intl = useIntl();
  const { formatMessage: t } = intl;
  const items = latestOrderedItems(orders, PREVIOUS_ITEMS_SHOWN);
  if (items.length === 0) {
    return (
      <Card className="mt-4 p-6 text-center">
        <p className="font-bold text-navy-800">{t({ id: 'profile.noOrders' })}</p>
        <Link to="/products" className={`${buttonStyles.primary} mt-4`}>
          {t({ id: 'profile.browseProducts' })}
        </Link>
      </Card>
    );
  }
  return (
    <ul aria-label={t({ id: 'profile.previousItems' })} className="mt-4 grid gap-3 sm:grid-cols-2">
      {items.map(({ key, item, date, paymentMethod }) => (
        <OrderItemView
          key={key}
          item={item}
          layout="card"
          facts={[
            { label: t({ id: 'profile.factQuantity' }), value: intl.formatNumber(item.quantity) },
            { label: t({ id: 'profile.factDate' }), value: orderDateText(date, intl) },
            { label: t({ id: 'profile.factPayment' }), value: t({ id: PAYMENT_METHOD_NAME[paymentMethod] }) },
          ]}
        />
      ))}
    </ul>
  );
}
