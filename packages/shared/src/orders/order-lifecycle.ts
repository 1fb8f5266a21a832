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
  const at = FULFILMENT_PATH.findIndex((step) => step === status);
  if (at < 0 || at === FULFILMENT_PATH.length - 1) return null;
  return FULFILMENT_PATH[at + 1] ?? null;
}

export const ONLY_THE_GATEWAY_CONFIRMS = 'A card payment is confirmed by the payment gateway, not by hand.';

/**
 * Why staff may not move an order from `from` to `to`, or null when they may. A pending card order becomes
 * Order Placed only when the gateway reports it paid, so staff can only cancel it.
 */
export function staffMoveRefusal(from: string, to: string): string | null {
  if (to === 'Cancelled') {
    if (from === 'Cancelled') return 'This order is already cancelled.';
    return canCancel(from) ? null : `An order that is ${from} can no longer be cancelled.`;
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
  return next !== null && staffMoveRefusal(status, next) === null ? next : null;
}
