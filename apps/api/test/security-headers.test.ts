import { DEFAULT_STORE_CONTACT } from '@souq/shared/config/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare-database';
import { createStripeGateway } from '../src/modules/payments/stripe-gateway';
import { type FakeStripe, startFakeStripe } from './fake-stripe-server';
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

/** What every page carries. */
const PAGE_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'permissions-policy',
];

/** What every API answer carries, and exactly these: JSON is never a page. */
const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** A page of the storefront (here a not-found one: these apps have no built storefront). */
const PAGE = '/no/such/page';

/** A page's CSP as a map of directive → sources. */
async function policyOf(app: App): Promise<Map<string, string[]>> {
  const res = await app.inject({ method: 'GET', url: PAGE });
  const header = String(res.headers['content-security-policy']);
  return new Map(
    header.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('security headers', () => {
  it('forbid inline script, framing and sniffing on a page', async () => {
    const res = await demo.inject({ method: 'GET', url: PAGE });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    for (const name of PAGE_HEADERS) expect(res.headers[name], name).toBeTruthy();
    const policy = await policyOf(demo);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('let a page show pictures from any https address, as the product editor and the CSV import take them', async () => {
    for (const app of [demo, stripe]) {
      const policy = await policyOf(app);
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
      // Only images: scripts, styles, frames and connections keep their own lists.
      expect(policy.get('script-src')).not.toContain('https:');
      expect(policy.get('connect-src')).not.toContain('https:');
      expect(policy.get('default-src')).toEqual(["'self'"]);
    }
  });

  it('come with every kind of API answer, a list, a 304, a page of products, a refusal, a not-found, and let nothing run in it', async () => {
    const list = await demo.inject({ method: 'GET', url: '/api/product/list' });
    const answers = [
      list,
      await demo.inject({
        method: 'GET',
        url: '/api/product/list',
        headers: { 'if-none-match': String(list.headers.etag) },
      }),
      await demo.inject({
        method: 'GET',
        url: '/api/products?page=1',
        headers: { 'accept-encoding': 'gzip' },
      }),
      await demo.inject({ method: 'GET', url: '/api/products?page=0' }),
      await demo.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      }),
      await demo.inject({ method: 'GET', url: '/api/nothing-here' }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 304, 200, 400, 400, 404]);
    for (const res of answers) {
      for (const [name, value] of Object.entries(API_HEADERS)) expect(res.headers[name], name).toBe(value);
      expect(res.headers['permissions-policy']).toBeTruthy();
      // None of a page's own: they would only be written and read past on every answer.
      for (const name of PAGE_HEADERS.filter((name) => !(name in API_HEADERS))) {
        if (name !== 'permissions-policy') expect(res.headers[name], name).toBeUndefined();
      }
    }
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

  it('turn off the browser features the store never uses, on every response, and keep payment for Stripe', async () => {
    const features = async (app: App, url: string) => {
      const res = await app.inject({ method: 'GET', url });
      return new Map(
        String(res.headers['permissions-policy'])
          .split(',')
          .map((entry) => {
            const [name = '', value = ''] = entry.trim().split('=');
            return [name, value] as const;
          }),
      );
    };
    for (const url of ['/api/health', '/api/nope', '/no/such/page']) {
      const policy = await features(demo, url);
      for (const feature of [
        'camera',
        'microphone',
        'geolocation',
        'usb',
        'serial',
        'midi',
        'browsing-topics',
      ]) {
        expect(policy.get(feature), `${url} ${feature}`).toBe('()');
      }
      expect(policy.get('payment'), url).toBe('(self)');
    }
    expect((await features(stripe, PAGE)).get('payment')).toBe('(self "https://js.stripe.com")');
  });
});
