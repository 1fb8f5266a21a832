import { Button, Section, Text } from '@react-email/components';
import type { OrderStatus } from '@souq/shared/schemas/order';
import type { OrderMailData } from '../order-mail-data';
import type { LocalMail } from './mail-context';
import { button, MailLayout, paragraph } from './mail-layout';
import { OrderSummary } from './order-summary';

function PageButton({ href, label }: { href: string; label: string }) {
  return (
    <Section style={{ margin: '8px 0 16px' }}>
      <Button href={href} style={button}>
        {label}
      </Button>
    </Section>
  );
}

export function orderPlacedSubject(mail: LocalMail, order: OrderMailData): string {
  return mail.text.orders.placedSubject(order.number);
}

export function OrderPlacedMail({ mail, order }: { mail: LocalMail; order: OrderMailData }) {
  const { orders } = mail.text;
  const firstName = order.address.fullname.split(/\s+/)[0] ?? order.address.fullname;
  return (
    <MailLayout mail={mail} preview={orders.placedPreview(order.number)} heading={orders.placedHeading}>
      <Text style={paragraph}>{orders.placedBody(firstName, order.number)}</Text>
      <PageButton href={mail.page('/orders')} label={orders.viewOrders} />
      <OrderSummary mail={mail} order={order} />
    </MailLayout>
  );
}

/** What a later status tells the shopper, when the store has words for it. */
const statusCopy = (mail: LocalMail, status: string) =>
  mail.text.orders.status[status as OrderStatus] ?? null;

export function orderStatusSubject(mail: LocalMail, status: string, number: string): string {
  return statusCopy(mail, status)?.subject(number) ?? mail.text.orders.statusSubject(number, status);
}

function cancellationNote(mail: LocalMail, order: OrderMailData, actor: string, note: string | null): string {
  const { orders } = mail.text;
  const refund = order.paymentMethod === 'stripe' && order.paid ? ` ${orders.refund}` : '';
  if (actor === 'shopper') return `${orders.cancelledByShopper}${refund}`;
  return `${note ? orders.reason(note) : orders.cancelledByStore}${refund}`;
}

export function OrderStatusMail({
  mail,
  order,
  status,
  actor,
  note,
}: {
  mail: LocalMail;
  order: OrderMailData;
  status: string;
  actor: string;
  note: string | null;
}) {
  const { orders } = mail.text;
  const copy = statusCopy(mail, status);
  return (
    <MailLayout
      mail={mail}
      preview={orderStatusSubject(mail, status, order.number)}
      heading={copy?.heading ?? orders.statusHeading(status)}
    >
      <Text style={paragraph}>{copy?.body ?? orders.statusBody(order.number, status)}</Text>
      {status === 'Cancelled' ? (
        <Text style={paragraph}>{cancellationNote(mail, order, actor, note)}</Text>
      ) : null}
      <PageButton href={mail.page('/orders')} label={orders.viewOrders} />
      <OrderSummary mail={mail} order={order} />
    </MailLayout>
  );
}

export function paymentFailedSubject(mail: LocalMail, order: OrderMailData): string {
  return mail.text.orders.failedSubject(order.number);
}

export function PaymentFailedMail({ mail, order }: { mail: LocalMail; order: OrderMailData }) {
  const { orders } = mail.text;
  return (
    <MailLayout mail={mail} preview={orders.failedPreview(order.number)} heading={orders.failedHeading}>
      <Text style={paragraph}>{orders.failedBody(order.number)}</Text>
      <PageButton href={mail.page('/cart')} label={orders.goToCart} />
      <OrderSummary mail={mail} order={order} />
    </MailLayout>
  );
}
