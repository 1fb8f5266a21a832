import { CardCvcElement, CardExpiryElement, CardNumberElement } from '@stripe/react-stripe-js';
import type { StripeElementChangeEvent, StripeElementStyle } from '@stripe/stripe-js';
import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { answerText } from '@/shared/i18n/answers';
import type { CardDetails, CardErrors } from '../card-details';

/** The Elements live in Stripe's iframes, which cannot read the theme: its navy-800, navy-300 and danger. */
const ELEMENT_STYLE: StripeElementStyle = {
  base: { color: '#1e2a4a', fontSize: '16px', '::placeholder': { color: '#8e9abb' } },
  invalid: { color: '#c62828' },
};

type FieldName = keyof CardDetails;

interface StripeCardFieldsProps {
  errors: CardErrors;
  disabled: boolean;
  onFieldChange: (name: FieldName, event: StripeElementChangeEvent) => void;
}

function Field({
  label,
  error,
  children,
}: {
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  const errorId = useId();
  return (
    <div>
      <span className="mb-1 block text-sm font-bold text-navy-800">{label}</span>
      <div
        aria-describedby={error ? errorId : undefined}
        className={`flex min-h-11 items-center rounded-xl border bg-white px-3 focus-within:border-navy-600 [&>div]:w-full ${
          error ? 'border-danger' : 'border-navy-100'
        }`}
      >
        {children}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-danger">
          {answerText(error)}
        </p>
      ) : null}
    </div>
  );
}

/** Payment page: card number, expiry and CVC as Stripe Elements, so the card never touches the store. */
export function StripeCardFields({ errors, disabled, onFieldChange }: StripeCardFieldsProps) {
  const { formatMessage: t } = useIntl();
  const options = { style: ELEMENT_STYLE, disabled };
  return (
    <div className="grid grid-cols-2 gap-3">
      <div className="col-span-2">
        <Field label={t({ id: 'payment.cardNumber' })} error={errors.cardNumber}>
          <CardNumberElement
            options={{ ...options, showIcon: true }}
            onChange={(event) => onFieldChange('cardNumber', event)}
          />
        </Field>
      </div>
      <Field label={t({ id: 'payment.expiry' })} error={errors.expiry}>
        <CardExpiryElement options={options} onChange={(event) => onFieldChange('expiry', event)} />
      </Field>
      <Field label={t({ id: 'payment.cvc' })} error={errors.cvc}>
        <CardCvcElement options={options} onChange={(event) => onFieldChange('cvc', event)} />
      </Field>
    </div>
  );
}
