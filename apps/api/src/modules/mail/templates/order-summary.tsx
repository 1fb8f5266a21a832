import { Column, Row, Section, Text } from '@react-email/components';
import { formatAed } from '@souq/shared/pricing/money';
import { PAYMENT_METHODS } from '@souq/shared/schemas/order';
import type { OrderMailData } from '../order-mail-data';
import type { LocalMail } from './mail-context';
import { lineEnd } from './mail-layout';

const cell = { fontSize: '14px', lineHeight: '20px', margin: 0 };
const muted = { ...cell, color: '#52606d' };
const label = {
  fontSize: '12px',
  fontWeight: 700,
  color: '#52606d',
  margin: '16px 0 4px',
  textTransform: 'uppercase' as const,
};

/** An amount, kept left to right inside an Arabic line. */
function Amount({ fils, minus }: { fils: number; minus?: boolean }) {
  return (
    <span dir="ltr">
      {minus ? '-' : ''}
      {formatAed(fils)}
    </span>
  );
}

function BillLine({
  mail,
  name,
  fils,
  strong,
  minus,
}: {
  mail: LocalMail;
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
      <Column align={lineEnd(mail)}>
        <Text style={style}>
          <Amount fils={fils} minus={minus ?? false} />
        </Text>
      </Column>
    </Row>
  );
}

function paymentText(mail: LocalMail, order: OrderMailData): string {
  const { summary } = mail.text;
  const method = PAYMENT_METHODS.find((m) => m === order.paymentMethod);
  const name = method ? summary.paymentMethod[method] : order.paymentMethod;
  if (order.paymentMethod === 'cod') return summary.payOnArrival(name, order.bill.totalFils);
  return order.paid ? summary.paid(name) : summary.notPaid(name);
}

/** The order's lines, bill, delivery address and payment, as every order e-mail shows them. */
export function OrderSummary({ mail, order }: { mail: LocalMail; order: OrderMailData }) {
  const { summary } = mail.text;
  const { bill, address } = order;
  const arabic = mail.locale === 'ar';
  return (
    <Section>
      <Text style={muted}>{summary.placed(order.number, mail.text.date(order.placedAt.toISOString()))}</Text>
      <Text style={label}>{summary.items}</Text>
      {order.items.map((item) => (
        <Row key={item.position} style={{ marginBottom: '8px' }}>
          <Column>
            <Text style={cell}>{arabic && item.nameAr ? item.nameAr : item.name}</Text>
            <Text style={muted}>
              {summary.line(
                arabic && item.colorNameAr ? item.colorNameAr : item.colorName,
                item.size,
                item.quantity,
              )}
            </Text>
          </Column>
          <Column align={lineEnd(mail)} style={{ verticalAlign: 'top' }}>
            <Text style={cell}>
              <Amount fils={item.lineFils} />
            </Text>
          </Column>
        </Row>
      ))}
      <Text style={label}>{summary.bill}</Text>
      <BillLine mail={mail} name={summary.itemsTotal} fils={bill.itemsFils} />
      {bill.couponFils > 0 ? (
        <BillLine
          mail={mail}
          name={summary.discount(order.discountCode ?? '', order.discountPercent)}
          fils={bill.couponFils}
          minus
        />
      ) : null}
      <BillLine
        mail={mail}
        name={summary.delivery(summary.shippingMethod(order.shippingMethod))}
        fils={bill.deliveryFils}
      />
      <BillLine mail={mail} name={summary.total} fils={bill.totalFils} strong />
      {bill.vatPercent > 0 ? (
        <Text style={muted}>{summary.vatIncluded(bill.vatFils, bill.vatPercent)}</Text>
      ) : null}
      <Text style={label}>{summary.deliveryAddress}</Text>
      <Text style={cell}>{address.fullname}</Text>
      <Text style={cell}>{address.street}</Text>
      <Text style={cell}>
        {address.city}, {address.region} {address.zipcode}
      </Text>
      <Text style={cell}>
        <span dir="ltr">{address.phone}</span>
      </Text>
      <Text style={label}>{summary.payment}</Text>
      <Text style={cell}>{paymentText(mail, order)}</Text>
    </Section>
  );
}
