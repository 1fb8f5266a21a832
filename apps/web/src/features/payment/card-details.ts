/**
 * The demo gateway's own card fields (see docs/product/orders.md): masks applied as the shopper types and the
 * checks made before any order is created, with Stripe's wording so both gateways read the same.
 */
export interface CardDetails {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export type CardErrors = Partial<Record<keyof CardDetails, string>>;

export const EMPTY_CARD: CardDetails = { cardNumber: '', expiry: '', cvc: '' };

/** The demo gateway's test card, which the payment form's hint names. */
export const DEMO_CARD_NUMBER = '4242 4242 4242 4242';

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** '4242424242424242' → '4242 4242 4242 4242' (groups of 4, at most 19 digits). */
export function maskCardNumber(value: string): string {
  return digits(value, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * 'MM / YY'. A first digit above 1 can only be a single-digit month, so it becomes '0n'. The separator
 * appears with the third digit, so deleting back over it never re-adds it.
 */
export function maskExpiry(value: string): string {
  let raw = digits(value, 4);
  if (/^[2-9]/.test(raw)) raw = `0${raw}`.slice(0, 4);
  return raw.length > 2 ? `${raw.slice(0, 2)} / ${raw.slice(2)}` : raw;
}

export function maskCvc(value: string): string {
  return digits(value, 4);
}

export const CARD_MASKS: Record<keyof CardDetails, (value: string) => string> = {
  cardNumber: maskCardNumber,
  expiry: maskExpiry,
  cvc: maskCvc,
};

/** The field errors of a card; empty when it can be sent to the gateway. */
export function cardErrors(card: CardDetails, now: Date): CardErrors {
  const errors: CardErrors = {};
  const number = card.cardNumber.replace(/\D/g, '');
  if (number.length < 12) errors.cardNumber = 'Your card number is incomplete.';
  const match = /^(\d{2}) \/ (\d{2})$/.exec(card.expiry);
  const month = Number(match?.[1]);
  const year = 2000 + Number(match?.[2]);
  if (!match || month < 1 || month > 12) {
    errors.expiry = 'Your card’s expiry date is incomplete.';
  } else if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
    errors.expiry = 'Your card’s expiry date is in the past.';
  }
  if (!/^\d{3,4}$/.test(card.cvc)) errors.cvc = 'Your card’s security code is incomplete.';
  return errors;
}
