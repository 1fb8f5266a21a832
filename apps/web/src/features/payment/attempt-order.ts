import type { IntlShape } from 'react-intl';
import { ApiError } from '@/shared/api/api-client';
import type { CheckoutHandoff } from '@/shared/checkout/checkout-handoff';
import { toast } from '@/shared/ui/toast';
import type { PlaceOrderVariables } from './api/place-order';
import { orderPayload } from './order-payload';
import type { PaymentOutcome } from './payment-outcome';

/** An order created, or the outcome the shopper is left with when it was not. */
type OrderAttempt<T> = { placed: true; order: T } | { placed: false; outcome: PaymentOutcome };

/**
 * Creates the order the hand-off describes, the one way every payment method does it. A server's refusal
 * (a 4xx) is toasted in its own words and kept on the page; a network failure or a server fault toasts
 * 'Order placement failed. Try again.' and leaves nothing on the page, since trying again may well work.
 */
export async function attemptOrder<T>(
  handoff: CheckoutHandoff,
  create: (variables: PlaceOrderVariables) => Promise<T>,
  t: IntlShape['formatMessage'],
): Promise<OrderAttempt<T>> {
  try {
    return { placed: true, order: await create(await orderPayload(handoff)) };
  } catch (error) {
    const refusal = refusalOf(error);
    toast.error(refusal ?? t({ id: 'payment.orderFailed' }));
    return { placed: false, outcome: { finished: false, refusal } };
  }
}

function refusalOf(error: unknown): string | null {
  return error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : null;
}
