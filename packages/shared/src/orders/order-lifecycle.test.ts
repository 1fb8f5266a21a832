import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../schemas/order';
import { canCancel, nextStatus, staffCanCancel, staffMoveRefusal, staffNextStep } from './order-lifecycle';
import { formatOrderNumber, parseOrderNumber } from './order-number';

const CARD = { paymentMethod: 'stripe', payment: true };
const CASH_UNPAID = { paymentMethod: 'cod', payment: false };
const CASH_PAID = { paymentMethod: 'cod', payment: true };

/** Every move staff may make on any order; every other pair of statuses is refused, but for the next. */
const ALLOWED = new Set([
  'Order Placed>Packing',
  'Packing>Shipped',
  'Shipped>Out for delivery',
  'Out for delivery>Delivered',
  'Payment Pending>Cancelled',
  'Order Placed>Cancelled',
  'Packing>Cancelled',
]);

describe('the order lifecycle', () => {
  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

  it.each(pairs)('staff moving %s to %s', (from, to) => {
    for (const order of [CARD, CASH_PAID]) {
      const refusal = staffMoveRefusal(from, to, order);
      if (ALLOWED.has(`${from}>${to}`)) expect(refusal).toBeNull();
      else expect(refusal).toEqual(expect.any(String));
    }
    // An unpaid cash parcel refused at the door comes back from the courier: cancelled, stock returned.
    const cashRefusal = staffMoveRefusal(from, to, CASH_UNPAID);
    const comesBack = to === 'Cancelled' && (from === 'Shipped' || from === 'Out for delivery');
    expect(cashRefusal === null).toBe(ALLOWED.has(`${from}>${to}`) || comesBack);
  });

  it('lets staff cancel an unpaid cash parcel with the courier, never a paid one', () => {
    expect(staffCanCancel('Out for delivery', CASH_UNPAID)).toBe(true);
    expect(staffCanCancel('Shipped', CASH_UNPAID)).toBe(true);
    expect(staffCanCancel('Out for delivery', CASH_PAID)).toBe(false);
    expect(staffCanCancel('Out for delivery', CARD)).toBe(false);
    expect(staffCanCancel('Delivered', CASH_UNPAID)).toBe(false);
    // The shopper cannot: the parcel is already on its way.
    expect(canCancel('Out for delivery')).toBe(false);
  });

  it.each([
    ['Payment Pending', true],
    ['Order Placed', true],
    ['Packing', true],
    ['Shipped', false],
    ['Out for delivery', false],
    ['Delivered', false],
    ['Cancelled', false],
  ] as const)('a shopper may cancel an order that is %s: %s', (status, expected) => {
    expect(canCancel(status)).toBe(expected);
  });

  it('names the one step forward, none from a pending card order', () => {
    expect(nextStatus('Payment Pending')).toBe('Order Placed');
    expect(staffNextStep('Payment Pending')).toBeNull();
    expect(staffNextStep('Order Placed')).toBe('Packing');
    expect(staffNextStep('Delivered')).toBeNull();
    expect(staffNextStep('Cancelled')).toBeNull();
    expect(staffMoveRefusal('Packing', 'Delivered', CARD)).toBe(
      'An order that is Packing can only move to Shipped.',
    );
  });
});

describe('order numbers', () => {
  it.each([
    ['LS-100231', 100231],
    ['ls-100231', 100231],
    [' LS100231 ', 100231],
    ['100231', 100231],
    ['LS-', null],
    ['LS-12a', null],
    ['9999999999999999999', null],
  ] as const)('reads %j as %j', (text, expected) => {
    expect(parseOrderNumber(text)).toBe(expected);
  });

  it('writes LS- and the sequence', () => {
    expect(formatOrderNumber(100231)).toBe('LS-100231');
  });
});
