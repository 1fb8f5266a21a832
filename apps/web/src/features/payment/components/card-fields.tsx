import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '@/shared/ui/text-field';
import { CARD_MASKS, type CardDetails, type CardErrors } from '../card-details';

interface CardFieldsProps {
  card: CardDetails;
  errors: CardErrors;
  onChange: (card: CardDetails) => void;
  disabled: boolean;
}

/**
 * The demo gateway's card number, expiry and CVC (see docs/product/orders.md), masked as typed and named with
 * the autocomplete tokens browsers use to fill saved cards.
 */
export function CardFields({ card, errors, onChange, disabled }: CardFieldsProps) {
  const { formatMessage: t } = useIntl();
  const field = (name: keyof CardDetails) => ({
    name,
    value: card[name],
    error: errors[name],
    disabled,
    inputMode: 'numeric' as const,
    // Card numbers and dates read left to right in Arabic too: '12 / 28' stays month first.
    dir: 'ltr',
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      onChange({ ...card, [name]: CARD_MASKS[name](event.target.value) }),
  });
  return (
    <div className="grid grid-cols-2 gap-3">
      <TextField
        {...field('cardNumber')}
        label={t({ id: 'payment.cardNumber' })}
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        className="col-span-2"
      />
      <TextField
        {...field('expiry')}
        label={t({ id: 'payment.expiry' })}
        autoComplete="cc-exp"
        placeholder={t({ id: 'payment.expiryPlaceholder' })}
      />
      <TextField {...field('cvc')} label={t({ id: 'payment.cvc' })} autoComplete="cc-csc" placeholder="123" />
    </div>
  );
}
