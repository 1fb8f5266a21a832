import { useIntl } from 'react-intl';

/** Product page: the delivery lines under the buy button. */
export function DeliveryInfo() {
  const { formatMessage: t, formatDate } = useIntl();
  // 'Arriving on Sunday, 22 November': tomorrow, in the shopper's local time; the weekday and month in the
  // page's language.
  const now = new Date();
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return (
    <ul className="space-y-1 rounded-2xl bg-mint-100 px-4 py-3 text-sm text-navy-800">
      <li className="font-bold">{t({ id: 'product.deliveryTime' })}</li>
      <li>
        {t(
          { id: 'product.arrivingOn' },
          {
            weekday: formatDate(tomorrow, { weekday: 'long' }),
            day: tomorrow.getDate(),
            month: formatDate(tomorrow, { month: 'long' }),
          },
        )}
      </li>
      <li className="font-bold text-mint-700">{t({ id: 'product.orderWithin' })}</li>
    </ul>
  );
}
