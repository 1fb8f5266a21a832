import { formatOrderDate, paymentMethodLabel } from '@souq/shared/orders/order-labels';
import { canCancel } from '@souq/shared/orders/order-lifecycle';
import { aedToFils, formatAed } from '@souq/shared/pricing/money';
import type { Order } from '@souq/shared/schemas/order';
import { sizeLabel } from '@souq/shared/sizes/size-tables';
import { orderVatText } from '@/shared/orders/order-format';
import { OrderItemView } from '@/shared/orders/order-item-view';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Card } from '@/shared/ui/card';
import { OrderStatus } from './order-status';
import { TaxDocumentsList } from './tax-documents-list';

interface OrderCardProps {
  order: Order;
  cancelling: boolean;
  onCancel: () => void;
}

/**
 * Orders page: the order's number (what phone support asks for), Order ID, Date, Payment Method, the company
 * it was bought for, status, Cancel Order when allowed (docs/product/orders.md), then the items, the total
 * with the VAT it includes, and its tax documents.
 */
export function OrderCard({ order, cancelling, onCancel }: OrderCardProps) {
  const headingId = `order-${order._id}`;
  const vatText = orderVatText(order);
  return (
    <Card as="article" aria-labelledby={headingId} className="p-4 sm:p-5">
      <h2 id={headingId} className="sr-only">
        Order {order.orderNumber}
      </h2>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-navy-600">Order Number</dt>
          <dd className="font-semibold text-navy-800">{order.orderNumber}</dd>
          <dt className="text-navy-600">Order ID</dt>
          <dd className="break-all font-mono text-xs leading-5 text-navy-800">{order._id}</dd>
          <dt className="text-navy-600">Date</dt>
          <dd className="font-semibold text-navy-800">{formatOrderDate(order.date)}</dd>
          <dt className="text-navy-600">Payment Method</dt>
          <dd className="font-semibold text-navy-800">{paymentMethodLabel(order.paymentMethod)}</dd>
          {order.business ? (
            <>
              <dt className="text-navy-600">Company</dt>
              <dd className="min-w-0 font-semibold break-words text-navy-800">
                {order.business.companyName} · TRN {order.business.trn}
              </dd>
            </>
          ) : null}
        </dl>
        <div className="flex items-center justify-between gap-4 sm:flex-col sm:items-end">
          <OrderStatus status={order.status} />
          {canCancel(order.status) ? (
            <button type="button" onClick={onCancel} disabled={cancelling} className={buttonStyles.secondary}>
              Cancel Order
            </button>
          ) : null}
        </div>
      </div>
      <ul aria-label="Items" className="mt-3 divide-y divide-navy-100 border-t border-navy-100">
        {order.items.map((item) => (
          <OrderItemView
            key={`${item.itemId}/${item.colorName}/${item.size}`}
            item={item}
            layout="row"
            facts={[
              { label: 'Quantity', value: String(item.quantity) },
              { label: 'Size', value: sizeLabel(item.size) },
              { label: 'Color', value: item.colorName },
              ...(item.returned > 0 ? [{ label: 'Returned', value: String(item.returned) }] : []),
            ]}
          />
        ))}
      </ul>
      <p className="flex justify-between border-t border-navy-100 pt-3 font-extrabold text-navy-800">
        <span>Order total</span>
        <span>{formatAed(aedToFils(order.amount))}</span>
      </p>
      {vatText ? <p className="mt-0.5 text-right text-xs text-navy-600">{vatText}</p> : null}
      {order.documents.length > 0 ? <TaxDocumentsList documents={order.documents} /> : null}
    </Card>
  );
}
