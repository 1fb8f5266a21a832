import { z } from 'zod';
import { orderIdSchema } from './order';

/**
 * Stripe when its keys are set, otherwise the built-in demo gateway, which follows the
 * same flows with Stripe's public test card numbers and never touches the network.
 */
export const PAYMENT_GATEWAYS = ['stripe', 'demo'] as const;
export type PaymentGatewayKind = (typeof PAYMENT_GATEWAYS)[number];

/** GET /api/payment/config: which gateway the payment page talks to. */
export const paymentConfigResponseSchema = z.object({
  success: z.literal(true),
  gateway: z.enum(PAYMENT_GATEWAYS),
  /** Stripe's publishable key, null with the demo gateway. */
  publishableKey: z.string().nullable(),
});
export type PaymentConfigResponse = z.infer<typeof paymentConfigResponseSchema>;

/** POST /api/order/embedded-stripe → {clientSecret, orderId} (the order waits as 'Payment Pending'). */
export const embeddedPaymentResponseSchema = z.object({
  success: z.literal(true),
  clientSecret: z.string(),
  orderId: z.string(),
});

/** POST /api/order/stripe → {success, session_url} (the hosted flow). */
export const hostedPaymentResponseSchema = z.object({
  success: z.literal(true),
  session_url: z.string(),
  orderId: z.string(),
});

/** POST /api/order/verifyEmbeddedStripe {orderId} (a body userId is ignored). */
export const verifyEmbeddedRequestSchema = z.object({ orderId: orderIdSchema });

/**
 * POST /api/order/verifyStripe {success, orderId}: `success` is only what the URL said; the server
 * asks the gateway and never takes it on trust (see docs/product/orders.md).
 */
export const verifyHostedRequestSchema = z.object({
  orderId: orderIdSchema,
  success: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
});

/**
 * Both verify calls answer whether the gateway says the order is paid. `success` is true only for a paid
 * order, so a client reading `success` alone empties the cart for paid orders only; an unpaid, declined or
 * still-processing payment answers `success: false` with the reason in `message`.
 */
export const verifyPaymentResponseSchema = z.discriminatedUnion('success', [
  z.object({ success: z.literal(true), paid: z.literal(true), message: z.string() }),
  z.object({ success: z.literal(false), paid: z.literal(false), message: z.string() }),
]);
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

export const PAYMENT_SUCCESSFUL = 'Payment successful!';
export const PAYMENT_NOT_COMPLETED =
  'The payment was not completed. Your order was cancelled and nothing was charged.';
export const CARD_DECLINED = 'Your card was declined.';

/**
 * Stripe's public test cards (see docs/product/orders.md): the demo gateway answers them as Stripe's test
 * mode does.
 */
export const DEMO_CARD_SUCCEEDS = '4242424242424242';
export const DEMO_CARD_DECLINED = '4000000000000002';

/**
 * The demo gateway's stand-in for Stripe.js confirming a card: POST /api/payment/demo/confirm. The card is
 * checked by the demo gateway only; nothing about it is stored.
 */
export const demoConfirmRequestSchema = z.object({
  clientSecret: z.string({ error: 'clientSecret is required.' }).min(1, 'clientSecret is required.').max(200),
  cardNumber: z
    .string({ error: 'Enter your card number.' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Your card number is incomplete.')),
  expiry: z
    .string({ error: 'Enter the expiry date.' })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'Your card’s expiry date is incomplete.'),
  cvc: z
    .string({ error: 'Enter the CVC.' })
    .trim()
    .regex(/^\d{3,4}$/, 'Your card’s security code is incomplete.'),
  name: z.string().trim().max(100).optional(),
  email: z.string().trim().max(254).optional(),
});
export type DemoConfirmRequest = z.input<typeof demoConfirmRequestSchema>;

export const demoConfirmResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal('succeeded'),
});

/** The demo gateway's hosted page (the hosted flow's session_url points at /pay/demo/{sessionId}). */
export const demoSessionResponseSchema = z.object({
  success: z.literal(true),
  sessionId: z.string(),
  orderId: z.string(),
  /** AED. */
  amount: z.number(),
  status: z.enum(['open', 'paid', 'expired']),
});
export const demoSessionPayRequestSchema = demoConfirmRequestSchema.omit({ clientSecret: true });
/** Where the browser goes next: /verify?success=…&orderId=… */
export const demoSessionPayResponseSchema = z.object({ success: z.literal(true), redirectUrl: z.string() });
