import { CARD_DECLINED, DEMO_CARD_SUCCEEDS } from '@souq/shared/schemas/payment';
import { AppError, badRequest } from '../../lib/app-error';
import { CARD_EXPIRED, CARD_NUMBER_INVALID } from './payment-messages';

/** The card fields the demo gateway reads, already shaped by demoConfirmRequestSchema. */
export interface DemoCard {
  cardNumber: string;
  /** 'MM/YY'. */
  expiry: string;
}

/** Stripe answers card errors with 402 Payment Required; the demo gateway does the same. */
const cardError = (message: string) => new AppError(402, message);

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card is good through the last day of its expiry month. */
export function hasExpired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map((part) => Number(part.trim()));
  const expiresAfter = new Date(2000 + (year ?? 0), month ?? 0, 1);
  return expiresAfter.getTime() <= now.getTime();
}

/**
 * The demo gateway answers Stripe's public test cards as Stripe's test mode does: 4242… is taken,
 * every other well-formed number is declined (4000 0000 0000 0002 is the documented decline). Throws the
 * card provider's message the payment page shows as it is (see docs/product/orders.md).
 */
export function chargeDemoCard(card: DemoCard, now: Date): void {
  if (!passesLuhn(card.cardNumber)) throw cardError(CARD_NUMBER_INVALID);
  if (hasExpired(card.expiry, now)) throw badRequest(CARD_EXPIRED);
  if (card.cardNumber !== DEMO_CARD_SUCCEEDS) throw cardError(CARD_DECLINED);
}
