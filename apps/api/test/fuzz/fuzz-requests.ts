import fc from 'fast-check';
import { STORE_ORIGIN } from '../admin-test-kit';
import { type Endpoint, readsBody } from './endpoints';
import type { FuzzWorld } from './fuzz-world';
import { brokenText, mutatedBody, pollutedText } from './hostile-bodies';
import { hostileCsv } from './hostile-csv';
import { hostileForm } from './hostile-forms';
import { contentType, fieldsObject, pathSegment, queryString } from './hostile-values';

export interface FuzzRequest {
  method: Endpoint['method'];
  url: string;
  headers: Record<string, string>;
  /** JSON text, or the bytes of a multipart form. */
  payload?: string | Buffer;
}

/** A header value a client could really send: printable ASCII. */
const headerText = fc.string({ unit: 'grapheme-ascii', maxLength: 60 });

/** Mostly the shopper's real token (either header form), sometimes none or junk. */
function credentials(token: string): fc.Arbitrary<Record<string, string>> {
  return fc.oneof(
    { arbitrary: fc.constant({ token }), weight: 10 },
    { arbitrary: fc.constant({ authorization: `Bearer ${token}` }), weight: 3 },
    { arbitrary: fc.constant({}), weight: 1 },
    { arbitrary: headerText.map((junk) => ({ token: junk })), weight: 1 },
    { arbitrary: headerText.map((junk) => ({ authorization: junk })), weight: 1 },
  );
}

/**
 * A back-office request's credentials: mostly the member's session cookie, sometimes none, junk, the cookie
 * given twice, or a shopper's token, which opens nothing there.
 */
function staffCredentials(cookie: string, shopperToken: string): fc.Arbitrary<Record<string, string>> {
  return fc.oneof(
    { arbitrary: fc.constant({ cookie }), weight: 12 },
    { arbitrary: fc.constant({}), weight: 1 },
    {
      arbitrary: fc.constantFrom<Record<string, string>>(
        { token: shopperToken },
        { authorization: `Bearer ${shopperToken}` },
        { cookie: `souq_admin=${shopperToken}` },
      ),
      weight: 1,
    },
    { arbitrary: headerText.map((junk) => ({ cookie: junk })), weight: 1 },
    { arbitrary: headerText.map((junk) => ({ cookie: `souq_admin=${junk}` })), weight: 1 },
    { arbitrary: headerText.map((junk) => ({ cookie: `${cookie}; souq_admin=${junk}` })), weight: 1 },
  );
}

/**
 * Where a browser says a back-office request came from: mostly this store, sometimes another site, which a
 * state-changing request is refused for (decision 015), or headers no browser would send.
 */
const origins: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { arbitrary: fc.constant({ origin: STORE_ORIGIN }), weight: 12 },
  { arbitrary: fc.constant({}), weight: 2 },
  {
    arbitrary: fc.constantFrom<Record<string, string>>(
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: `${STORE_ORIGIN}.evil.example` },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'same-origin' },
      { origin: STORE_ORIGIN, 'sec-fetch-site': 'cross-site' },
    ),
    weight: 3,
  },
  { arbitrary: headerText.map((origin) => ({ origin })), weight: 1 },
);

/** The headers that say who is calling: a shopper's token, a staff cookie and its origin, or nothing. */
function callerHeaders(endpoint: Endpoint, world: FuzzWorld): fc.Arbitrary<Record<string, string>> {
  if (endpoint.staff) {
    return fc
      .tuple(staffCredentials(world.valid(endpoint).cookie ?? '', world.shopper.token), origins)
      .map(([credentials, origin]) => ({ ...credentials, ...origin }));
  }
  return endpoint.signIn ? credentials(world.shopper.token) : fc.constant({});
}

/** The body text: the valid one broken in one place, the route's fields with any values, or not JSON. */
function bodyText(endpoint: Endpoint, valid: FuzzWorld['valid']): fc.Arbitrary<string> {
  const base = valid(endpoint).body ?? {};
  return fc.oneof(
    { arbitrary: mutatedBody(base).map((v) => JSON.stringify(v)), weight: 6 },
    { arbitrary: fieldsObject(endpoint.fields).map((v) => JSON.stringify(v)), weight: 3 },
    { arbitrary: fc.jsonValue({ stringUnit: 'binary' }).map((v) => JSON.stringify(v)), weight: 1 },
    { arbitrary: pollutedText(base), weight: 2 },
    { arbitrary: brokenText(base), weight: 2 },
  );
}

/** The url: the real params or hostile ones, and now and then a hostile query string. */
function url(endpoint: Endpoint, valid: FuzzWorld['valid']): fc.Arbitrary<string> {
  const realUrl = valid(endpoint).url;
  const params = endpoint.route.match(/:\w+/g) ?? [];
  const path =
    params.length === 0
      ? fc.constant(realUrl)
      : fc.oneof(
          { arbitrary: fc.constant(realUrl), weight: 1 },
          {
            arbitrary: pathSegment.map((segment) =>
              params.reduce((route, param) => route.replace(param, segment), endpoint.route),
            ),
            weight: 2,
          },
        );
  const query = queryString(endpoint.query ?? [], endpoint.staff ? ADMIN_QUERY_VALUES : PRODUCT_QUERY_VALUES);
  const queryWeight = endpoint.query ? 6 : 1;
  // A valid url with a query of its own (a period, a mode) takes the hostile pairs after it, not a second `?`.
  return fc
    .tuple(
      path,
      fc.oneof({ arbitrary: fc.constant(''), weight: 3 }, { arbitrary: query, weight: queryWeight }),
    )
    .map(([p, q]) => (q ? `${p}${p.includes('?') ? '&' : '?'}${q}` : p));
}

/** What /api/products reads, and near misses: mixed into every query so its filters meet both. */
const PRODUCT_QUERY_VALUES = [
  'Boys',
  'Girls,Unisex',
  'low-high',
  'high-low',
  'relevant',
  'flash',
  'bestofkids',
  'bestseller',
  '1',
  '2',
  '100',
  '101',
  '0',
  '-1',
  '1.5',
  '1e3',
  'dress',
];

/**
 * What the back office's lists read (statuses, methods, paid, an order's number, id, email or phone, Dubai days,
 * periods, pages, audit entities, the customers' sorts, the products import's modes, the tax documents'
 * kinds), and near misses.
 */
const ADMIN_QUERY_VALUES = [
  'invoice',
  'credit_note',
  'Invoice',
  'credit-note',
  'dry-run',
  'apply',
  'Order%20Placed',
  'Out%20for%20delivery',
  'order%20placed',
  'Cancelled',
  'cod',
  'STRIPE',
  'true',
  'false',
  'LS-100001',
  'ls100001',
  '100001',
  '0501234567',
  '%2B971501234567',
  'layla%40example.com',
  '2025-01-31',
  '2024-02-29',
  '2025-02-30',
  '2025-1-1',
  '0000-01-01',
  '9999-12-31',
  '7',
  '30',
  '90',
  '365',
  'order',
  'staff',
  'settings',
  '1',
  '100',
  '101',
  '0',
  '-1',
  '1e3',
  '-spend',
  'lastOrder',
  '-Spend',
  '--name',
];

/** Any request a client could send to the endpoint. */
export function fuzzRequest(endpoint: Endpoint, world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const auth = callerHeaders(endpoint, world);
  const idempotency = endpoint.idempotent
    ? fc.option(fc.oneof(fc.uuid().map(String), headerText, fc.constantFrom('', 'null', '{}', '%00')), {
        freq: 2,
      })
    : fc.constant(null);
  const jsonBody = fc.tuple(bodyText(endpoint, world.valid), contentType);
  // A file upload mostly gets forms (well or badly made), and sometimes the JSON the other routes read.
  const formBody = fc.oneof(
    { arbitrary: hostileForm.map(({ payload, contentType }) => [payload, contentType] as const), weight: 6 },
    { arbitrary: jsonBody, weight: 1 },
  );
  // A CSV import mostly gets CSV (broken in one place, or not CSV at all), and sometimes JSON.
  const csvBody = () =>
    fc.oneof(
      { arbitrary: hostileCsv(String(world.valid(endpoint).body ?? '')), weight: 6 },
      { arbitrary: jsonBody, weight: 1 },
    );
  const body = endpoint.multipart
    ? formBody
    : endpoint.csvBody
      ? csvBody()
      : readsBody(endpoint)
        ? jsonBody
        : fc.option(jsonBody, { freq: 8 });
  return fc
    .record({ auth, idempotency, body, url: url(endpoint, world.valid) })
    .map(({ auth, idempotency, body, url }) => {
      const headers: Record<string, string> = { ...auth };
      if (idempotency !== null) headers['idempotency-key'] = idempotency;
      if (body?.[1] !== undefined) headers['content-type'] = body[1];
      return {
        method: endpoint.method,
        url,
        headers,
        ...(body ? { payload: body[0] } : {}),
      };
    });
}

/** A short description of a request for a failure message (bodies can be 300 KB). */
export function describeRequest(request: FuzzRequest): string {
  const payload = request.payload ?? '';
  // A form's bytes shown one character a byte, so a picture's binary stays readable as what it is.
  const [head, unit] =
    typeof payload === 'string'
      ? [payload.slice(0, 300), 'chars']
      : [payload.subarray(0, 300).toString('latin1'), 'bytes'];
  const shown = payload.length > 300 ? `${head}… (${payload.length} ${unit})` : head;
  const headers = JSON.stringify(request.headers).slice(0, 300);
  return `${request.method} ${request.url.slice(0, 300)} ${headers} ${shown}`;
}
