import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '@/shared/api/api-client';
import { confirmDemoCard } from '../api/confirm-demo-card';
import { type CardDetails, type CardErrors, cardErrors, EMPTY_CARD } from '../card-details';
import { CardFields } from './card-fields';
import type { CardPaymentProps } from './card-payment-props';
import { DemoCardHint } from './demo-card-hint';
import { HostedPaymentButton } from './hosted-payment-button';
import { PayNowButton } from './pay-now-button';

/**
 * With the demo gateway the card is confirmed by the store's own api instead of Stripe.js. An
 * incomplete card is caught here, before an order is created for it.
 */
export function DemoCardPayment({ amount, billing, processing, onPay, onPayHosted }: CardPaymentProps) {
  const { formatMessage: t } = useIntl();
  const [card, setCard] = useState<CardDetails>(EMPTY_CARD);
  const [errors, setErrors] = useState<CardErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (processing) return;
    const found = cardErrors(card, new Date());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void onPay(async (clientSecret) => {
      try {
        await confirmDemoCard({ clientSecret, ...card, ...billing });
        return null;
      } catch (error) {
        // A refusal (402 declined, 400 a card the gateway cannot read) is the card provider's message.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
        throw error;
      }
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t({ id: 'payment.cardDetails' })} className="space-y-4">
      <CardFields card={card} errors={errors} onChange={setCard} disabled={processing} />
      <DemoCardHint />
      <PayNowButton amount={amount} processing={processing} />
      <HostedPaymentButton processing={processing} onClick={onPayHosted} />
    </form>
  );
}
