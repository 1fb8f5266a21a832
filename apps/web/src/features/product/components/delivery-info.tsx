import {
  arrivingOnText,
  DELIVERY_TIME_TEXT,
  ORDER_WITHIN_TEXT,
} from '@souq/shared/catalog/delivery-estimate';

/** Product page: the delivery lines under the buy button. */
export function DeliveryInfo() {
  return (
    <ul className="space-y-1 rounded-2xl bg-mint-100 px-4 py-3 text-sm text-navy-800">
      <li className="font-bold">{DELIVERY_TIME_TEXT}</li>
      <li>{arrivingOnText(new Date())}</li>
      <li className="font-bold text-mint-700">{ORDER_WITHIN_TEXT}</li>
    </ul>
  );
}
