import { DEFAULT_STORE_CONTACT } from '@souq/shared/config/store';
import fc, { type JsonValue } from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { prepareDatabase } from '../../src/db/prepare-database';
import { createStripeGateway } from '../../src/modules/payments/stripe-gateway';
import { type FakeStripe, startFakeStripe } from '../fake-stripe-server';
import { sizeSupply } from '../order-test-kit';
import { cardOrderBody, orderRow, placeEmbedded } from '../payments-test-kit';
import { addShopper } from '../shopper-test-kit';
import type { TestApp } from '../test-app';
import { openTestDatabase } from '../test-database';
import { endpointName, registeredApiRoutes, STRIPE_WEBHOOK } from './endpoints';
import type { FuzzRequest } from './fuzz-requests';
import { fuzzRequests } from './fuzz-run';
import { brokenText, POLLUTION_MARKER, pollutedText } from './hostile-bodies';
import { contentType, hostileString, hostileValue } from './hostile-values';
import { prototypeSnapshot } from './safe-answer';
import { storeDigest } from './state-digest';

const WEBHOOK_SECRET = 'whsec_fuzz_secret_for_signing';
const RUNS = 250;

let t: TestApp;
let fake: FakeStripe;
/** Payment intents of real pending orders, so some signed events name a payment the store knows. */
const intents: string[] = [];

beforeAll(async () => {
  const database = await openTestDatabase();
  await prepareDatabase(database);
  fake = await startFakeStripe();
  const app = await buildApp({
    database,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    store: DEFAULT_STORE_CONTACT,
    uploadsDir: '/nonexistent',
    webDistDir: '/nonexistent',
    gateway: createStripeGateway({
      stripe: fake.stripe,
      publishableKey: 'pk_test_fake',
      webhookSecret: WEBHOOK_SECRET,
      publicUrl: 'https://shop.example',
    }),
  });
  t = {
    app,
    database,
    uploadsDir: '/nonexistent',
    close: async () => {
      await app.close();
      await fake.close();
      await database.close();
    },
  };
  const supply = sizeSupply(t);
  const shopper = await addShopper(t);
  for (let i = 0; i < 3; i += 1) {
    const res = await placeEmbedded(t, shopper, cardOrderBody(await supply(20, 100)));
    expect(res.statusCode, res.body).toBe(200);
    intents.push(String((await orderRow(t, res.json().orderId)).gatewayRef));
  }
});
afterAll(() => t.close());

const EVENT_TYPES = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
  'checkout.session.async_payment_failed',
  'customer.created',
];

const optionalFields = <T extends Record<string, fc.Arbitrary<JsonValue>>>(fields: T) =>
  fc.record(fields, { requiredKeys: [] });

/** The event's payment: an intent or a session, its id unknown, hostile, or (null) one of the real ones. */
const payment = optionalFields({
  id: fc.oneof(fc.constantFrom('pi_unknown', 'cs_unknown'), fc.constant(null), hostileValue),
  object: fc.constantFrom('payment_intent', 'checkout.session'),
  status: fc.oneof(fc.constantFrom('open', 'complete', 'expired'), hostileValue),
  payment_status: fc.oneof(fc.constantFrom('paid', 'unpaid', 'no_payment_required'), hostileValue),
});

/** A Stripe-like event: known types and shapes mixed with hostile values anywhere in it. */
const event: fc.Arbitrary<JsonValue> = optionalFields({
  id: fc.oneof(fc.constant('evt_fuzz'), hostileValue),
  object: fc.oneof(fc.constant('event'), hostileValue),
  type: fc.oneof(fc.constantFrom(...EVENT_TYPES), hostileValue),
  data: fc.oneof(optionalFields({ object: fc.oneof(payment, hostileValue) }), hostileValue),
});

/** The real intents exist only after beforeAll, so a null payment id is filled in with one of them here. */
const withKnownIntent = (value: JsonValue, pick: number): JsonValue => {
  const data = (value as { data?: { object?: { id?: unknown } } } | null)?.data;
  if (data?.object && typeof data.object === 'object' && data.object.id === null) {
    return { ...(value as object), data: { object: { ...data.object, id: intents[pick % intents.length] } } };
  }
  return value;
};

const signedWith = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });

const SIGNATURE_KINDS = ['none', 'junk', 'another secret', 'an hour old'] as const;

/** The stripe-signature header: a valid one, none, junk, another secret's, or one too old to accept. */
function signatureOf(payload: string, kind: (typeof SIGNATURE_KINDS)[number] | 'valid', junk: string) {
  if (kind === 'none') return undefined;
  if (kind === 'junk') return junk;
  if (kind === 'another secret') return signedWith(payload, 'whsec_someone_else');
  if (kind === 'an hour old')
    return signedWith(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600);
  return signedWith(payload);
}

const webhookRequest: fc.Arbitrary<FuzzRequest> = fc
  .tuple(
    event,
    fc.nat(),
    fc.constantFrom('json', 'polluted', 'broken', 'text'),
    fc.string({ unit: 'binary', maxLength: 100 }),
  )
  .chain(([value, pick, form, text]) => {
    const known = withKnownIntent(value, pick);
    const payload =
      form === 'json'
        ? fc.constant(JSON.stringify(known))
        : form === 'polluted'
          ? pollutedText(known)
          : form === 'broken'
            ? brokenText(known)
            : fc.oneof(fc.constant(text), hostileString);
    return fc.tuple(
      payload,
      fc.oneof(
        { arbitrary: fc.constant('valid' as const), weight: 6 },
        { arbitrary: fc.constantFrom(...SIGNATURE_KINDS), weight: 3 },
      ),
      fc.string({ unit: 'grapheme-ascii', maxLength: 80 }),
      contentType,
    );
  })
  .map(([payload, kind, junk, type]) => {
    const signed = signatureOf(payload, kind, junk);
    return {
      method: 'POST' as const,
      url: STRIPE_WEBHOOK.route,
      headers: {
        ...(type === undefined ? {} : { 'content-type': type }),
        ...(signed === undefined ? {} : { 'stripe-signature': signed }),
      },
      payload,
    };
  });

describe('fuzzing the Stripe webhook', () => {
  // Each was a 500 when the fuzz first ran (a missing field read), pinned so every run checks them.
  it.each([
    'null',
    '{"type":"payment_intent.succeeded"}',
    '{"type":"checkout.session.completed","data":null}',
    '{"type":"checkout.session.expired","data":{"object":{"id":42}}}',
    '{"type":"payment_intent.payment_failed","data":{"object":{"id":"pi_\\u0000"}}}',
  ])('a signed event that names no payment, %s, is acknowledged and changes nothing', async (payload) => {
    const before = await storeDigest(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK.route,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signedWith(payload),
      },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await storeDigest(t.database.db)).toEqual(before);
  });

  it('is registered when Stripe is the gateway', () => {
    expect(registeredApiRoutes(t.app.printRoutes({ commonPrefix: false }))).toContain(
      endpointName(STRIPE_WEBHOOK),
    );
  });

  it(`${endpointName(STRIPE_WEBHOOK)}: never a 5xx or a leak, and a refusal changes nothing`, async () => {
    const prototypes = prototypeSnapshot();
    const tally = await fuzzRequests(t, webhookRequest, RUNS);
    expect(prototypeSnapshot()).toEqual(prototypes);
    expect(({} as Record<string, unknown>)[POLLUTION_MARKER]).toBeUndefined();
    console.info(`the Stripe webhook: ${tally.cases} cases, ${tally.refused} refused`);
    expect(tally.cases).toBe(RUNS);
  }, 120_000);
});
