import { Button, Section, Text } from '@react-email/components';
import type { OrderMailData } from '../order-mail-data';
import type { MailContext } from './mail-context';
import { button, MailLayout, paragraph } from './mail-layout';
import { OrderSummary } from './order-summary';

function OrdersButton({ context }: { context: MailContext }) {
  return (
    <Section style={{ margin: '8px 0 16px' }}>
      <Button href={`${context.publicUrl}/orders`} style={button}>
        View my orders
      </Button>
    </Section>
  );
}

export function OrderPlacedMail({ context, order }: { context: MailContext; order: OrderMailData }) {
  const firstName = order.address.fullname.split(/\s+/)[0] ?? order.address.fullname;
  return (
    <MailLayout
      context={context}
      preview={`We have your order ${order.number}.`}
      heading="Thank you for your order"
    >
      <Text style={paragraph}>
        Hi {firstName}, we have your order {order.number} and are getting it ready. We will e-mail you as it
        moves.
      </Text>
      <OrdersButton context={context} />
      <OrderSummary order={order} />
    </MailLayout>
  );
}

/** What each later status tells the shopper. */
const STATUS_COPY: Record<string, { subject: (n: string) => string; heading: string; body: string }> = {
  Packing: {
    subject: (n) => `Your order ${n} is being packed`,
    heading: 'We are packing your order',
    body: 'Your order is being packed and will be on its way soon.',
  },
  Shipped: {
    subject: (n) => `Your order ${n} has shipped`,
    heading: 'Your order has shipped',
    body: 'Your order has left our warehouse and is on its way to you.',
  },
  'Out for delivery': {
    subject: (n) => `Your order ${n} is out for delivery`,
    heading: 'Your order is out for delivery',
    body: 'Our courier is bringing your order today. Please keep your phone close.',
  },
  Delivered: {
    subject: (n) => `Your order ${n} was delivered`,
    heading: 'Your order was delivered',
    body: 'Your order was delivered. We hope your little ones love it!',
  },
  Cancelled: {
    subject: (n) => `Your order ${n} was cancelled`,
    heading: 'Your order was cancelled',
    body: 'Your order was cancelled.',
  },
};

export function orderStatusSubject(status: string, number: string): string {
  return STATUS_COPY[status]?.subject(number) ?? `Your order ${number} is now ${status}`;
}

function cancellationNote(order: OrderMailData, actor: string, note: string | null): string {
  const refund =
    order.paymentMethod === 'stripe' && order.paid
      ? ' Your card payment is refunded to the same card; banks take 5 to 10 working days to show it.'
      : '';
  if (actor === 'shopper') return `You cancelled this order.${refund}`;
  return `${note ? `Reason: ${note}.` : 'We had to cancel this order.'}${refund}`;
}

export function OrderStatusMail({
  context,
  order,
  status,
  actor,
  note,
}: {
  context: MailContext;
  order: OrderMailData;
  status: string;
  actor: string;
  note: string | null;
}) {
  const copy = STATUS_COPY[status];
  return (
    <MailLayout
      context={context}
      preview={orderStatusSubject(status, order.number)}
      heading={copy?.heading ?? `Your order is now ${status}`}
    >
      <Text style={paragraph}>{copy?.body ?? `Your order ${order.number} is now ${status}.`}</Text>
      {status === 'Cancelled' ? <Text style={paragraph}>{cancellationNote(order, actor, note)}</Text> : null}
      <OrdersButton context={context} />
      <OrderSummary order={order} />
    </MailLayout>
  );
}

export function PaymentFailedMail({ context, order }: { context: MailContext; order: OrderMailData }) {
  return (
    <MailLayout
      context={context}
      preview={`The card payment for ${order.number} did not go through.`}
      heading="Your card payment did not go through"
    >
      <Text style={paragraph}>
        The card payment for order {order.number} failed or was not completed in time, so the order was
        cancelled and nothing was charged. Your items are still in your cart if you would like to try again.
      </Text>
      <Section style={{ margin: '8px 0 16px' }}>
        <Button href={`${context.publicUrl}/cart`} style={button}>
          Go to my cart
        </Button>
      </Section>
      <OrderSummary order={order} />
    </MailLayout>
  );
}
