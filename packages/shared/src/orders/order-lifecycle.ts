import type { OrderStatus } from '../schemas/order';

/**
 * The path every order walks (docs/product/orders.md): placement or the gateway make it `Order Placed`, then
 * staff move it one step at a time. `Cancelled` is the only other way out, and only before the parcel leaves.
 */
export const FULFILMENT_PATH = [
  'Payment Pending',
  'Order Placed',
  'Packing',
  'Shipped',
  'Out for delivery',
  'Delivered',
] as const satisfies readonly OrderStatus[];
export type FulfilmentStatus = (typeof FULFILMENT_PATH)[number];

/** Where an order may still be cancelled, by its shopper or by staff: the parcel is not yet with the courier. */
export const CANCELLABLE_STATUSES: ReadonlySet<string> = new Set<OrderStatus>([
  'Payment Pending',
  'Order Placed',
  'Packing',
]);

/** Cancel is offered, and accepted, only before the order is shipped. */
export function canCancel(status: string): boolean {
  return CANCELLABLE_STATUSES.has(status);
}

/** The status one step on from `status`, or null at the end of the path (or for a cancelled order). */
export function nextStatus(status: string): FulfilmentStatus | null {
  const path: readonly string[] = FULFILMENT_PATH;
  const at = path.indexOf(status);
  if (at < 0 || at === FULFILMENT_PATH.length - 1) return null;
  return FULFILMENT_PATH[at + 1] ?? null;
}

export const ONLY_THE_GATEWAY_CONFIRMS = 'A card payment is confirmed by the payment gateway, not by hand.';

/** What staff's moves depend on besides the status: how the order is paid for. */
export interface OrderPayment {
  paymentMethod: string;
  payment: boolean;
}

/** Where a parcel is already with the courier and can still come back, refused at the door. */
const WITH_THE_COURIER: ReadonlySet<string> = new Set<OrderStatus>(['Shipped', 'Out for delivery']);

/**
 * A cash-on-delivery parcel the shopper refused, or that could not be delivered, comes back unpaid: staff
 * cancel it from Shipped or Out for delivery with the reason, and its stock returns. A paid order that has
 * left cannot be cancelled: that is a return, not a cancellation.
 */
export function comesBackUnpaid(status: string, order: OrderPayment): boolean {
  return WITH_THE_COURIER.has(status) && order.paymentMethod === 'cod' && !order.payment;
}

/** Whether staff may cancel an order in `status`, paid for as `order` says. */
export function staffCanCancel(status: string, order: OrderPayment): boolean {
  return canCancel(status) || comesBackUnpaid(status, order);
}

/**
 * Why staff may not move an order from `from` to `to`, or null when they may. A pending card order becomes
 * Order Placed only when the gateway reports it paid, so staff can only cancel it.
 */
export function staffMoveRefusal(from: string, to: string, order: OrderPayment): string | null {
  if (to === 'Cancelled') {
    if (from === 'Cancelled') return 'This order is already cancelled.';
    return staffCanCancel(from, order) ? null : `An order that is ${from} can no longer be cancelled.`;
  }
  if (from === 'Payment Pending' && to === 'Order Placed') return ONLY_THE_GATEWAY_CONFIRMS;
  const next = nextStatus(from);
  if (next === to) return null;
  if (from === 'Cancelled') return 'A cancelled order cannot be moved.';
  if (next === null) return `An order that is ${from} has no further step.`;
  return `An order that is ${from} can only move to ${next}.`;
}

/** The one step staff can take from `status` (not counting Cancel), or null. */
export function staffNextStep(status: string): FulfilmentStatus | null {
  const next = nextStatus(status);
  return next !== null && !(status === 'Payment Pending' && next === 'Order Placed') ? next : null;
}
