import { canCancel } from '@souq/shared/orders/order-lifecycle';
import { aedToFils, formatAed } from '@souq/shared/pricing/money';
import type { Order } from '@souq/shared/schemas/order';
import { FREE_SIZE, sizeLabel } from '@souq/shared/sizes/size-tables';
import { FormattedMessage, useIntl } from 'react-intl';
import { colourName } from '@/shared/catalog/product-language';
import { orderVat } from '@/shared/orders/order-format';
import { OrderItemView } from '@/shared/orders/order-item-view';
import { orderDateText, PAYMENT_METHOD_NAME } from '@/shared/orders/order-text';
import { VatIncluded } from '@/shared/orders/vat-included';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Card } from '@/shared/ui/card';
import { Ltr } from '@/shared/ui/ltr';
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
  const intl = useIntl();
  const { formatMessage: t } = intl;
  const headingId = `order-${order._id}`;
  const vat = orderVat(order);
  return (
    <Card as="article" aria-labelledby={headingId} className="p-4 sm:p-5">
      <h2 id={headingId} className="sr-only">
        {/* Heard, not seen: no isolation needed, and the number stays one text with its heading. */}
        <FormattedMessage id="orders.orderHeading" values={{ number: order.orderNumber }} />
      </h2>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-navy-600">{t({ id: 'orders.orderNumber' })}</dt>
          <dd className="font-semibold text-navy-800">
            <Ltr>{order.orderNumber}</Ltr>
          </dd>
          <dt className="text-navy-600">{t({ id: 'orders.orderId' })}</dt>
          <dd className="break-all font-mono text-xs leading-5 text-navy-800">
            <Ltr>{order._id}</Ltr>
          </dd>
          <dt className="text-navy-600">{t({ id: 'orders.date' })}</dt>
          <dd className="font-semibold text-navy-800">{orderDateText(order.date, intl)}</dd>
          <dt className="text-navy-600">{t({ id: 'orders.paymentMethod' })}</dt>
          <dd className="font-semibold text-navy-800">
            {t({ id: PAYMENT_METHOD_NAME[order.paymentMethod] })}
          </dd>
          {order.business ? (
            <>
              <dt className="text-navy-600">{t({ id: 'orders.company' })}</dt>
              <dd className="min-w-0 font-semibold break-words text-navy-800">
                <FormattedMessage
                  id="orders.companyWithTrn"
                  values={{ company: order.business.companyName, trn: <Ltr>{order.business.trn}</Ltr> }}
                />
              </dd>
            </>
          ) : null}
        </dl>
        <div className="flex items-center justify-between gap-4 sm:flex-col sm:items-end">
          <OrderStatus status={order.status} />
          {canCancel(order.status) ? (
            <button type="button" onClick={onCancel} disabled={cancelling} className={buttonStyles.secondary}>
              {t({ id: 'orders.cancel' })}
            </button>
          ) : null}
        </div>
      </div>
      <ul
        aria-label={t({ id: 'orders.items' })}
        className="mt-3 divide-y divide-navy-100 border-t border-navy-100"
      >
        {order.items.map((item) => (
          <OrderItemView
            key={`${item.itemId}/${item.colorName}/${item.size}`}
            item={item}
            layout="row"
            facts={[
              { label: t({ id: 'orders.quantity' }), value: String(item.quantity) },
              {
                label: t({ id: 'orders.size' }),
                value: item.size === FREE_SIZE ? t({ id: 'sizes.freeSize' }) : sizeLabel(item.size),
              },
              { label: t({ id: 'orders.color' }), value: colourName(item) },
              ...(item.returned > 0
                ? [{ label: t({ id: 'orders.returned' }), value: String(item.returned) }]
                : []),
            ]}
          />
        ))}
      </ul>
      <p className="flex justify-between border-t border-navy-100 pt-3 font-extrabold text-navy-800">
        <span>{t({ id: 'orders.total' })}</span>
        <span>
          <Ltr>{formatAed(aedToFils(order.amount))}</Ltr>
        </span>
      </p>
      {vat ? (
        <p className="mt-0.5 text-end text-xs text-navy-600">
          <VatIncluded vat={vat} />
        </p>
      ) : null}
      {order.documents.length > 0 ? <TaxDocumentsList documents={order.documents} /> : null}
    </Card>
  );
}
