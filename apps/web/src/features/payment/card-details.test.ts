import { describe, expect, it } from 'vitest';
import { cardErrors, maskCardNumber, maskCvc, maskExpiry } from './card-details';

const june2026 = new Date(2026, 5, 15);

describe('card field masks', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242 4242-4242', '4242 4242 4242'],
    ['424', '424'],
    ['42424', '4242 4'],
    ['abc', ''],
    ['12345678901234567890123', '1234 5678 9012 3456 789'],
  ])('groups the card number %s as %s', (typed, shown) => {
    expect(maskCardNumber(typed)).toBe(shown);
  });

  it.each([
    ['1', '1'],
    ['12', '12'],
    ['123', '12 / 3'],
    ['1234', '12 / 34'],
    ['12 / ', '12'],
    ['4', '04'],
    ['429', '04 / 29'],
    ['12/345', '12 / 34'],
  ])('masks the expiry %s as %s', (typed, shown) => {
    expect(maskExpiry(typed)).toBe(shown);
  });

  it('keeps at most 4 CVC digits', () => {
    expect(maskCvc('12a34 5')).toBe('1234');
  });
});

describe('card checks before paying', () => {
  const good = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' };

  it('accepts a complete card with a future expiry', () => {
    expect(cardErrors(good, june2026)).toEqual({});
  });

  it('accepts the current month', () => {
    expect(cardErrors({ ...good, expiry: '06 / 26' }, june2026)).toEqual({});
  });

  it('names every incomplete field', () => {
    expect(cardErrors({ cardNumber: '4242', expiry: '1', cvc: '12' }, june2026)).toEqual({
      cardNumber: 'Your card number is incomplete.',
      expiry: 'Your card’s expiry date is incomplete.',
      cvc: 'Your card’s security code is incomplete.',
    });
  });

  it.each(['05 / 26', '12 / 25'])('refuses the past expiry %s', (expiry) => {
    expect(cardErrors({ ...good, expiry }, june2026).expiry).toBe('Your card’s expiry date is in the past.');
  });

  it('refuses month 13', () => {
    expect(cardErrors({ ...good, expiry: '13 / 30' }, june2026).expiry).toBe(
      'Your card’s expiry date is incomplete.',
    );
  });
});
