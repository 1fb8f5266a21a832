import { Column, Row, Section, Text } from '@react-email/components';
import { formatOrderDate, paymentMethodLabel } from '@souq/shared/orders/order-labels';
import { formatAed } from '@souq/shared/pricing/money';
import { vatIncludedText } from '@souq/shared/pricing/vat';
import { PAYMENT_METHODS } from '@souq/shared/schemas/order';
import type { OrderMailData } from '../order-mail-data';

const cell = { fontSize: '14px', lineHeight: '20px', margin: 0 };
const muted = { ...cell, color: '#52606d' };
const label = {
  fontSize: '12px',
  fontWeight: 700,
  color: '#52606d',
  margin: '16px 0 4px',
  textTransform: 'uppercase' as const,
};

function BillLine({
  name,
  fils,
  strong,
  minus,
}: {
  name: string;
  fils: number;
  strong?: boolean;
  minus?: boolean;
}) {
  const style = strong ? { ...cell, fontWeight: 700 } : cell;
  return (
    <Row>
      <Column>
        <Text style={style}>{name}</Text>
      </Column>
      <Column align="right">
        <Text style={style}>
          {minus ? '-' : ''}
          {formatAed(fils)}
        </Text>
      </Column>
    </Row>
  );
}

function paymentText(order: OrderMailData): string {
  const method = PAYMENT_METHODS.find((m) => m === order.paymentMethod);
  const name = method ? paymentMethodLabel(method) : order.paymentMethod;
  if (order.paymentMethod === 'cod') return `${name}: pay ${formatAed(order.bill.totalFils)} when it arrives`;
  return order.paid ? `${name}: paid` : `${name}: not paid`;
}

/** The order's lines, bill, delivery address and payment, as every order e-mail shows them. */
export function OrderSummary({ order }: { order: OrderMailData }) {
  const { bill, address } = order;
  return (
    <Section>
      <Text style={muted}>
        Order {order.number} · placed {formatOrderDate(order.placedAt.toISOString())}
      </Text>
      <Text style={label}>Items</Text>
      {order.items.map((item) => (
        <Row key={item.position} style={{ marginBottom: '8px' }}>
          <Column>
            <Text style={cell}>{item.name}</Text>
            <Text style={muted}>
              Colour: {item.colorName} · Size: {item.size} · Qty: {item.quantity}
            </Text>
          </Column>
          <Column align="right" style={{ verticalAlign: 'top' }}>
            <Text style={cell}>{formatAed(item.lineFils)}</Text>
          </Column>
        </Row>
      ))}
      <Text style={label}>Bill</Text>
      <BillLine name="Items" fils={bill.itemsFils} />
      {bill.couponFils > 0 ? (
        <BillLine
          name={`Discount code ${order.discountCode ?? ''} (${order.discountPercent}%)`}
          fils={bill.couponFils}
          minus
        />
      ) : null}
      <BillLine name={`Delivery (${order.shippingMethod})`} fils={bill.deliveryFils} />
      <BillLine name="Total" fils={bill.totalFils} strong />
      {bill.vatPercent > 0 ? (
        <Text style={muted}>{vatIncludedText(bill.vatFils, bill.vatPercent)}</Text>
      ) : null}
      <Text style={label}>Delivery address</Text>
      <Text style={cell}>{address.fullname}</Text>
      <Text style={cell}>{address.street}</Text>
      <Text style={cell}>
        {address.city}, {address.region} {address.zipcode}
      </Text>
      <Text style={cell}>{address.phone}</Text>
      <Text style={label}>Payment</Text>
      <Text style={cell}>{paymentText(order)}</Text>
    </Section>
  );
}
