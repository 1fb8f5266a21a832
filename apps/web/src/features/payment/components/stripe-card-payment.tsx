import { CardNumberElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeElementChangeEvent } from '@stripe/stripe-js';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '@/shared/ui/toast';
import type { CardDetails, CardErrors } from '../card-details';
import type { CardPaymentProps } from './card-payment-props';
import { HostedPaymentButton } from './hosted-payment-button';
import { PayNowButton } from './pay-now-button';
import { StripeCardFields } from './stripe-card-fields';
import { WalletPayment } from './wallet-payment';

type FieldName = keyof CardDetails;

/** Stripe's own wording when a field is left empty; its change events give the rest. */
const INCOMPLETE: Record<FieldName, string> = {
  cardNumber: 'Your card number is incomplete.',
  expiry: 'Your card’s expiry date is incomplete.',
  cvc: 'Your card’s security code is incomplete.',
};

const stripeByKey = new Map<string, Promise<Stripe | null>>();

/** The script is loaded once per key; if it cannot load, paying says 'Stripe not loaded yet.'. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch((error: unknown) => {
      console.error('Stripe.js could not be loaded', error);
      return null;
    });
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

function StripeCardForm({ amount, billing, processing, onPay, onPayHosted }: CardPaymentProps) {
  const { formatMessage: t } = useIntl();
  const stripe = useStripe();
  const elements = useElements();
  const [complete, setComplete] = useState<Record<FieldName, boolean>>({
    cardNumber: false,
    expiry: false,
    cvc: false,
  });
  const [errors, setErrors] = useState<CardErrors>({});

  const onFieldChange = (name: FieldName, event: StripeElementChangeEvent) => {
    setComplete((current) => ({ ...current, [name]: event.complete }));
    setErrors((current) => ({ ...current, [name]: event.error?.message }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (processing) return;
    const card = elements?.getElement(CardNumberElement);
    if (!stripe || !card) {
      toast.error(t({ id: 'payment.stripeNotLoaded' }));
      return;
    }
    const missing = (Object.keys(INCOMPLETE) as FieldName[]).filter((name) => !complete[name]);
    if (missing.length > 0) {
      setErrors((current) =>
        Object.fromEntries(missing.map((name) => [name, current[name] ?? INCOMPLETE[name]])),
      );
      return;
    }
    void onPay(async (clientSecret) => {
      const { error } = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: billing },
      });
      return error ? (error.message ?? t({ id: 'payment.cardFailed' })) : null;
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t({ id: 'payment.cardDetails' })} className="space-y-4">
      <StripeCardFields errors={errors} disabled={processing} onFieldChange={onFieldChange} />
      <PayNowButton amount={amount} processing={processing} />
      <HostedPaymentButton processing={processing} onClick={onPayHosted} />
      <WalletPayment amount={amount} processing={processing} onPay={onPay} />
    </form>
  );
}

/** On an Arabic page the Elements' own texts (their placeholders and field errors) are in Arabic too. */
const ARABIC_ELEMENTS = { locale: 'ar' } as const;

/** Stripe Elements when Stripe is the gateway; this module is its own chunk (see card-payment). */
export function StripeCardPayment({
  publishableKey,
  ...props
}: CardPaymentProps & { publishableKey: string }) {
  const { locale } = useIntl();
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={locale.startsWith('ar') ? ARABIC_ELEMENTS : undefined}
    >
      <StripeCardForm {...props} />
    </Elements>
  );
}
