import { beforeAll, describe, expect, it } from 'vitest';
import { FOREIGN_ORIGIN, OWNER_ONLY, STAFF_SIGN_IN_REQUIRED } from '../../src/modules/admin/admin-messages';
import { STORE_ORIGIN, type StaffLogin, signedInStaff } from '../admin-test-kit';
import { addShopper } from '../shopper-test-kit';
import { useTestApp } from '../test-app';
import { type AdminRequest, adminRequests } from './admin-acl-world';
import { ADMIN_ENDPOINTS, changesState, type Endpoint, endpointName } from './endpoints';
import { FORGED_INPUTS, forgedInputs } from './forged-link-inputs';
import { REFUSED_STAFF_CREDENTIALS, staffCredentialHeaders } from './forged-staff-cookies';
import { leftByRefusal, storeDigest } from './state-digest';

/** An accepted request: 200, or 201 for one that makes something (a product, a picture). */
const ACCEPTED = [200, 201];

const t = useTestApp();
let owner: StaffLogin;
/** A member of staff who is not an owner. */
let member: StaffLogin;
let requests: ReturnType<typeof adminRequests>;
let credentials: Awaited<ReturnType<typeof staffCredentialHeaders>>;
let forged: Awaited<ReturnType<typeof forgedInputs>>;

beforeAll(async () => {
  owner = await signedInStaff(t, 'owner');
  member = await signedInStaff(t);
  requests = adminRequests(t, owner);
  credentials = await staffCredentialHeaders(t, owner, await addShopper(t));
  forged = await forgedInputs(t, owner);
});

const OPEN = ADMIN_ENDPOINTS.filter((endpoint) => endpoint.staff === 'open');
const SIGNED_IN = ADMIN_ENDPOINTS.filter((endpoint) => endpoint.staff !== 'open');
const OWNERS_ONLY = ADMIN_ENDPOINTS.filter((endpoint) => endpoint.staff === 'owner');
const ANY_MEMBER = ADMIN_ENDPOINTS.filter((endpoint) => endpoint.staff === 'member');
const STATE_CHANGING = ADMIN_ENDPOINTS.filter(changesState);

/** A valid request per route, made once: a refused request uses nothing up, so every refusal can share it. */
const made = new Map<string, Promise<AdminRequest>>();
function requestFor(endpoint: Endpoint): Promise<AdminRequest> {
  const name = endpointName(endpoint);
  const request =
    made.get(name) ?? requests[name]?.(owner) ?? Promise.reject(new Error(`no request: ${name}`));
  made.set(name, request);
  return request;
}

/** Sends the request with exactly these headers (the caller's credentials and where it says it came from). */
function send(endpoint: Endpoint, request: AdminRequest, headers: Record<string, string>) {
  return t.app.inject({
    method: endpoint.method,
    url: request.url ?? endpoint.route,
    headers: { ...request.headers, ...headers },
    ...(request.body === undefined ? {} : { payload: request.body }),
  });
}

const cells = <C extends string>(endpoints: readonly Endpoint[], columns: readonly C[]) =>
  endpoints.flatMap((endpoint) =>
    columns.map((column) => [endpointName(endpoint), column, endpoint] as const),
  );

describe('every back-office route that needs a session refuses a caller without a live one', () => {
  it.each(cells(SIGNED_IN, REFUSED_STAFF_CREDENTIALS))(
    '%s with %s → 401, nothing read or changed',
    async (_name, column, endpoint) => {
      const request = await requestFor(endpoint);
      const before = await storeDigest(t.database.db);
      const res = await send(endpoint, request, { origin: STORE_ORIGIN, ...credentials[column] });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: STAFF_SIGN_IN_REQUIRED });
      expect(await storeDigest(t.database.db)).toEqual(before);
    },
  );
});

/** A forged input to an open route must be refused, and may leave nothing but a failed sign-in's record. */
async function expectForgedRefused(endpoint: Endpoint, what: string, headers: Record<string, string>) {
  const request = forged(endpointName(endpoint), what);
  const before = await storeDigest(t.database.db);
  const res = await send(endpoint, request, { origin: STORE_ORIGIN, ...headers });
  expect([400, 401, 404], res.body).toContain(res.statusCode);
  expect(res.json()).toEqual({ success: false, message: expect.any(String) });
  expect(res.headers['set-cookie']).toBeUndefined();
  const after = await storeDigest(t.database.db);
  const sent = { method: endpoint.method, url: request.url ?? endpoint.route };
  expect(after).toEqual(leftByRefusal(before, after, sent));
}

/**
 * The open routes read no session, so a few callers stand for all (each forged sign-in or link costs argon2):
 * none, a forged cookie, an ended session's, a removed member's, a shopper's token either way.
 */
const OPEN_ROUTE_CREDENTIALS = [
  'no cookie',
  'a made-up session cookie',
  'the cookie of a session idle past its expiry',
  'a removed member’s cookie',
  'a shopper’s token',
  'a shopper’s bearer token',
] as const satisfies readonly (typeof REFUSED_STAFF_CREDENTIALS)[number][];

const firstForgery = (endpoint: Endpoint) => FORGED_INPUTS[endpointName(endpoint)]?.[0] ?? '';

describe('the open routes (signing in, the one-time links) never answer forged input with a 200', () => {
  it.each(
    OPEN.flatMap((endpoint) =>
      (FORGED_INPUTS[endpointName(endpoint)] ?? []).map(
        (what) => [endpointName(endpoint), what, endpoint] as const,
      ),
    ),
  )('%s with %s → 400, 401 or 404, nothing changed', async (_name, what, endpoint) => {
    await expectForgedRefused(endpoint, what, {});
  });

  it.each(cells(OPEN, OPEN_ROUTE_CREDENTIALS))(
    '%s with %s and forged input → 400, 401 or 404, nothing changed',
    async (_name, column, endpoint) => {
      await expectForgedRefused(endpoint, firstForgery(endpoint), credentials[column]);
    },
  );
});

describe('only an owner manages staff and the settings', () => {
  it.each(OWNERS_ONLY.map((endpoint) => [endpointName(endpoint), endpoint] as const))(
    '%s from a member of staff → 403, nothing changed',
    async (_name, endpoint) => {
      const request = await requestFor(endpoint);
      const before = await storeDigest(t.database.db);
      const res = await send(endpoint, request, { origin: STORE_ORIGIN, cookie: member.cookie });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: OWNER_ONLY });
      expect(await storeDigest(t.database.db)).toEqual(before);
    },
  );

  it.each(ANY_MEMBER.map((endpoint) => [endpointName(endpoint), endpoint] as const))(
    '%s from a member of staff → accepted',
    async (name, endpoint) => {
      const request = await requests[name]?.(member);
      if (!request) throw new Error(`no request: ${name}`);
      const res = await send(endpoint, request, {
        origin: STORE_ORIGIN,
        cookie: request.cookie ?? member.cookie,
      });
      expect(ACCEPTED, res.body).toContain(res.statusCode);
    },
  );
});

/** How a browser says a request came from another site (decision 015). */
const FOREIGN = {
  'Origin https://evil.example': { origin: 'https://evil.example' },
  'Origin null': { origin: 'null' },
  'Sec-Fetch-Site cross-site, no Origin': { 'sec-fetch-site': 'cross-site' },
} as const;

describe('no state-changing request from another site is accepted, signed in or not', () => {
  it.each(cells(STATE_CHANGING, Object.keys(FOREIGN) as (keyof typeof FOREIGN)[]))(
    '%s from %s → 403, nothing changed',
    async (_name, column, endpoint) => {
      const request = await requestFor(endpoint);
      const before = await storeDigest(t.database.db);
      const res = await send(endpoint, request, {
        cookie: request.cookie ?? owner.cookie,
        ...FOREIGN[column],
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: FOREIGN_ORIGIN });
      expect(res.headers['set-cookie']).toBeUndefined();
      // Refused before any route ran: not even a failed sign-in is recorded.
      expect(await storeDigest(t.database.db)).toEqual(before);
    },
  );
});

describe('the same requests from an owner, on this store, are accepted: each refusal above is the caller’s', () => {
  // Made afresh: a two-factor code made for the refusals above may be out of date by now.
  it.each(ADMIN_ENDPOINTS.map((endpoint) => [endpointName(endpoint), endpoint] as const))(
    '%s → accepted',
    async (name, endpoint) => {
      const request = await requests[name]?.(owner);
      if (!request) throw new Error(`no request: ${name}`);
      const res = await send(endpoint, request, {
        origin: STORE_ORIGIN,
        cookie: request.cookie ?? owner.cookie,
      });
      expect(ACCEPTED, res.body).toContain(res.statusCode);
      if (endpoint.csvAnswer) expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      else if (endpoint.pdfAnswer) expect(res.headers['content-type']).toBe('application/pdf');
      else expect(res.json()).toMatchObject({ success: true });
    },
  );
});
