import type { ChangeEvent } from 'react';
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
  const field = (name: keyof CardDetails) => ({
    name,
    value: card[name],
    error: errors[name],
    disabled,
    inputMode: 'numeric' as const,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      onChange({ ...card, [name]: CARD_MASKS[name](event.target.value) }),
  });
  return (
    <div className="grid grid-cols-2 gap-3">
      <TextField
        {...field('cardNumber')}
        label="Card number"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        className="col-span-2"
      />
      <TextField {...field('expiry')} label="Expiry (MM / YY)" autoComplete="cc-exp" placeholder="MM / YY" />
      <TextField {...field('cvc')} label="CVC" autoComplete="cc-csc" placeholder="123" />
    </div>
  );
}
