import Stripe from 'stripe';
import { badRequest } from '../../lib/app-error';
import type { PaymentGateway, PaymentOutcome } from '../orders/payment-gateway';
import { INVALID_SIGNATURE } from './payment-messages';
import { verifyPath } from './verify-path';

/** A signed webhook event reduced to what the orders need: which payment, and what became of it. */
export interface WebhookNews {
  ref: string;
  outcome: 'paid' | 'failed';
}

export interface StripeGateway extends PaymentGateway {
  readonly kind: 'stripe';
  /** Checks the `stripe-signature` header over the raw body; null for events the store does not act on. */
  webhookNews(rawBody: Buffer, signature: string | undefined): WebhookNews | null;
}

export interface StripeGatewayOptions {
  stripe: Stripe;
  publishableKey: string;
  webhookSecret: string | null;
  publicUrl: string;
}

/** A signed event as it may really arrive: Stripe's body parsed, with no field promised. */
type UncheckedEvent = { data?: { object?: { id?: unknown } | null } | null } | null;

const CURRENCY = 'aed';
const isSession = (ref: string) => ref.startsWith('cs_');

function intentOutcome(intent: Stripe.PaymentIntent): PaymentOutcome {
  if (intent.status === 'succeeded') return 'paid';
  if (intent.status === 'requires_payment_method' || intent.status === 'canceled') return 'failed';
  return 'pending';
}

/** 'complete' but unpaid is a delayed payment method still settling; 'open' was never paid. */
function sessionOutcome(session: Stripe.Checkout.Session): PaymentOutcome {
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') return 'paid';
  return session.status === 'complete' ? 'pending' : 'failed';
}

/** Stripe, when STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set. */
export function createStripeGateway({
  stripe,
  publishableKey,
  webhookSecret,
  publicUrl,
}: StripeGatewayOptions): StripeGateway {
  // Stripe's idempotency keys make a retried open or refund return the first object, never a second one.
  const once = (what: string, id: string) => ({ idempotencyKey: `little-souq-${what}-${id}` });

  /** The payment intent a ref names: itself, or the one its checkout session made. */
  async function paymentIntentOf(ref: string): Promise<string> {
    const intent = isSession(ref) ? (await stripe.checkout.sessions.retrieve(ref)).payment_intent : ref;
    const intentId = typeof intent === 'string' ? intent : intent?.id;
    if (!intentId) throw new Error(`no payment to refund for ${ref}`);
    return intentId;
  }

  return {
    kind: 'stripe',
    publishableKey,

    async openIntent({ orderId, amountFils }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountFils,
          currency: CURRENCY,
          metadata: { orderId },
          automatic_payment_methods: { enabled: true },
        },
        once('intent', orderId),
      );
      if (!intent.client_secret) throw new Error('Stripe returned an intent without a client secret');
      return { ref: intent.id, clientSecret: intent.client_secret };
    },

    async openSession({ orderId, amountFils }) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: CURRENCY,
                unit_amount: amountFils,
                product_data: { name: `Little Souq order ${orderId.slice(0, 8)}` },
              },
            },
          ],
          client_reference_id: orderId,
          metadata: { orderId },
          success_url: `${publicUrl}${verifyPath(orderId, true)}`,
          cancel_url: `${publicUrl}${verifyPath(orderId, false)}`,
        },
        once('session', orderId),
      );
      if (!session.url) throw new Error('Stripe returned a session without a url');
      return { ref: session.id, url: session.url };
    },

    async outcome(ref) {
      if (isSession(ref)) return sessionOutcome(await stripe.checkout.sessions.retrieve(ref));
      return intentOutcome(await stripe.paymentIntents.retrieve(ref));
    },

    async stop(ref) {
      if (isSession(ref)) {
        const session = await stripe.checkout.sessions.retrieve(ref);
        if (session.status !== 'open') return sessionOutcome(session);
        return sessionOutcome(await stripe.checkout.sessions.expire(ref));
      }
      const intent = await stripe.paymentIntents.retrieve(ref);
      if (intentOutcome(intent) === 'paid' || intent.status === 'canceled' || intent.status === 'processing')
        return intentOutcome(intent);
      return intentOutcome(await stripe.paymentIntents.cancel(ref));
    },

    async refund(ref) {
      const intentId = await paymentIntentOf(ref);
      await stripe.refunds.create({ payment_intent: intentId }, once('refund', intentId));
    },

    async refundPart(ref, amountFils, key) {
      const intentId = await paymentIntentOf(ref);
      await stripe.refunds.create({ payment_intent: intentId, amount: amountFils }, once('refund-part', key));
    },

    webhookNews(rawBody, signature) {
      if (!webhookSecret || !signature) throw badRequest(INVALID_SIGNATURE);
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch {
        throw badRequest(INVALID_SIGNATURE);
      }
      // Signed, so it is Stripe's; still, an event without a payment id of Stripe's shape names nothing the
      // store could settle, and is acknowledged and ignored rather than failing on a missing field.
      const ref = (event as UncheckedEvent)?.data?.object?.id;
      if (typeof ref !== 'string' || !/^[\w-]+$/.test(ref)) return null;
      switch (event.type) {
        case 'payment_intent.succeeded':
          return { ref: event.data.object.id, outcome: 'paid' };
        case 'payment_intent.payment_failed':
          return { ref: event.data.object.id, outcome: 'failed' };
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
          return sessionOutcome(event.data.object) === 'paid'
            ? { ref: event.data.object.id, outcome: 'paid' }
            : null;
        case 'checkout.session.expired':
        case 'checkout.session.async_payment_failed':
          return { ref: event.data.object.id, outcome: 'failed' };
        default:
          return null;
      }
    },
  };
}

/** The Stripe client for the configured secret key. */
export function stripeClient(secretKey: string): Stripe {
  return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
}
