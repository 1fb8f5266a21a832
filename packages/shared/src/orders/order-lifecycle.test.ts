import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../schemas/order';
import { canCancel, nextStatus, staffMoveRefusal, staffNextStep } from './order-lifecycle';
import { formatOrderNumber, parseOrderNumber } from './order-number';

/** Every move staff may make; every other pair of statuses is refused. */
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
    const refusal = staffMoveRefusal(from, to);
    if (ALLOWED.has(`${from}>${to}`)) expect(refusal).toBeNull();
    else expect(refusal).toEqual(expect.any(String));
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
    expect(staffMoveRefusal('Packing', 'Delivered')).toBe(
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
