import { DEFAULT_STORE_CONTACT } from '@souq/shared/config/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare-database';
import { type FakeStripe, startFakeStripe } from '../src/modules/payments/fake-stripe-server';
import { createStripeGateway } from '../src/modules/payments/stripe-gateway';
import { openTestDatabase } from './test-database';

let database: Database;
let demo: App;
let stripe: App;
let fake: FakeStripe;

beforeAll(async () => {
  database = await openTestDatabase();
  await prepareDatabase(database);
  fake = await startFakeStripe();
  const base = {
    database,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    store: DEFAULT_STORE_CONTACT,
    uploadsDir: '/nonexistent',
    webDistDir: '/nonexistent',
  };
  demo = await buildApp(base);
  stripe = await buildApp({
    ...base,
    gateway: createStripeGateway({
      stripe: fake.stripe,
      publishableKey: 'pk_test_fake',
      webhookSecret: 'whsec_test',
      publicUrl: 'https://shop.example',
    }),
  });
});
afterAll(async () => {
  await demo.close();
  await stripe.close();
  await fake.close();
  await database.close();
});

/** The CSP as a map of directive → sources. */
async function policyOf(app: App): Promise<Map<string, string[]>> {
  const res = await app.inject({ method: 'GET', url: '/api/health' });
  const header = String(res.headers['content-security-policy']);
  return new Map(
    header.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('security headers', () => {
  it('forbid inline script, framing and sniffing, on every response', async () => {
    const res = await demo.inject({ method: 'GET', url: '/api/product/list' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    const policy = await policyOf(demo);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('name no Stripe domain with the demo gateway', async () => {
    const policy = await policyOf(demo);
    expect([...policy.values()].flat().some((source) => source.includes('stripe'))).toBe(false);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
  });

  it('allow exactly Stripe.js, its frames and its API when Stripe is configured', async () => {
    const policy = await policyOf(stripe);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://js.stripe.com']);
    expect(policy.get('frame-src')).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });
});
