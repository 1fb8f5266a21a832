import fc from 'fast-check';
import type { Endpoint } from './endpoints';
import type { FuzzWorld } from './fuzz-world';
import { brokenText, mutatedBody, pollutedText } from './hostile-bodies';
import { contentType, fieldsObject, pathSegment, queryString } from './hostile-values';

export interface FuzzRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string;
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
  const query = queryString(endpoint.query ?? [], PRODUCT_QUERY_VALUES);
  const queryWeight = endpoint.query ? 6 : 1;
  return fc
    .tuple(
      path,
      fc.oneof({ arbitrary: fc.constant(''), weight: 3 }, { arbitrary: query, weight: queryWeight }),
    )
    .map(([p, q]) => (q ? `${p}?${q}` : p));
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

/** Any request a client could send to the endpoint. */
export function fuzzRequest(endpoint: Endpoint, world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const auth = endpoint.signIn ? credentials(world.shopper.token) : fc.constant({});
  const idempotency = endpoint.idempotent
    ? fc.option(fc.oneof(fc.uuid().map(String), headerText, fc.constantFrom('', 'null', '{}', '%00')), {
        freq: 2,
      })
    : fc.constant(null);
  const body =
    endpoint.method === 'POST'
      ? fc.tuple(bodyText(endpoint, world.valid), contentType)
      : fc.option(fc.tuple(bodyText(endpoint, world.valid), contentType), { freq: 8 });
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
  const shown = payload.length > 300 ? `${payload.slice(0, 300)}… (${payload.length} chars)` : payload;
  const headers = JSON.stringify(request.headers).slice(0, 300);
  return `${request.method} ${request.url.slice(0, 300)} ${headers} ${shown}`;
}
