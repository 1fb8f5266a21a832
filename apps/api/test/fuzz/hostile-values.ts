import fc, { type JsonValue } from 'fast-check';

/** Keys that mean something to JavaScript itself: code using plain objects as maps trips on them. */
export const DANGEROUS_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__defineGetter__',
  'then',
] as const;

/** 100 K to 300 K characters of one unicode piece repeated: cheap to make, and up to past 1 MB of UTF-8. */
const hugeString = fc
  .tuple(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 4 }),
    fc.integer({ min: 100_000, max: 300_000 }),
  )
  .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)));

/** Text that has broken parsers, databases and templates before. */
const TRICKY_TEXT = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202e',
  '\ufeff',
  '👨‍👩‍👧‍👦',
  'ﷺ',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  "' or 1=1 --",
  '"; drop table users; --',
  '../../etc/passwd',
  '%00',
  '%',
  ['$', '{7*7}'].join(''), // template injection, written so it is not read as a template by mistake
  '{{7*7}}',
  '<script>alert(1)</script>',
  '00000000-0000-0000-0000-000000000000',
  'FIRSTDAY',
  ...DANGEROUS_KEYS,
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.constantFrom(...TRICKY_TEXT), weight: 3 },
  { arbitrary: hugeString, weight: 1 },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 0.5, 1.5, 11, 99, 100, 2 ** 31, 2 ** 53 + 2, Number.MAX_VALUE, Number.MIN_VALUE),
);

/** A JSON value of any type, skewed to the edges: wrong types, huge or strange text, odd numbers. */
export const hostileValue: fc.Arbitrary<JsonValue> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: hostileNumber, weight: 2 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.constant(null), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' }), weight: 2 },
);

/** An object with some of the endpoint's own field names (and maybe dangerous or extra keys), any values. */
export function fieldsObject(fields: readonly string[]): fc.Arbitrary<JsonValue> {
  const extraKey = fc.oneof(fc.constantFrom(...DANGEROUS_KEYS.slice(1), 'userId', '_id'), fc.string());
  return fc
    .tuple(
      fc.record(Object.fromEntries(fields.map((field) => [field, hostileValue])), { requiredKeys: [] }),
      fc.dictionary(extraKey, hostileValue, { maxKeys: 3 }),
    )
    .map(([own, extra]) => ({ ...extra, ...own }));
}

/** Mostly JSON; also every other way a client can label (or mislabel) a body. */
export const contentType = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 20 },
  {
    arbitrary: fc.constantFrom(
      undefined,
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'application/json;;',
      'application/jsonp',
      'application/vnd.api+json',
      'application/json, text/plain',
      'text/plain',
      'text/plain; charset=utf-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/octet-stream',
      'text/xml',
      '*/*',
      '',
      ';',
    ),
    weight: 3,
  },
  { arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 30 }), weight: 1 },
);

/** Percent-encodes any string; a lone surrogate (which encodeURIComponent refuses) goes as U+FFFD. */
const encode = (text: string) => encodeURIComponent(text.replace(/\p{Surrogate}/gu, '\ufffd'));

/** One query value: plain, percent-encoded hostile text, a broken escape, or a key repeated. */
const queryValue = fc.oneof(
  hostileString.filter((s) => s.length < 2_000).map(encode),
  fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '%ff', '+', '&', '=', '[]', 'a[b]=c'),
  fc.string({ unit: 'grapheme-ascii', maxLength: 20 }).map(encode),
);

/** A query string built from the route's own keys (valid and invalid values alike) and random ones. */
export function queryString(keys: readonly string[], validValues: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    { arbitrary: fc.constantFrom(...(keys.length > 0 ? keys : ['q'])), weight: 4 },
    { arbitrary: fc.constantFrom(...DANGEROUS_KEYS, 'userId', 'token'), weight: 1 },
    { arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 10 }).map(encode), weight: 1 },
  );
  const value = fc.oneof(fc.constantFrom(...validValues), queryValue);
  return fc
    .array(fc.tuple(key, value, fc.boolean()), { maxLength: 6 })
    .map((pairs) => pairs.map(([k, v, bare]) => (bare && v === '' ? k : `${k}=${v}`)).join('&'));
}

/** A path segment: encoded hostile text, or raw characters that a URL parser must cope with. */
export const pathSegment: fc.Arbitrary<string> = fc.oneof(
  hostileString.filter((s) => s.length < 1_000).map(encode),
  fc.constantFrom(
    '%',
    '%zz',
    '%E0%A4%A',
    '%00',
    '..',
    '.',
    '%2e%2e',
    '%2F',
    ';',
    'demo_cs_',
    'x'.repeat(300),
    // Tax documents' numbers of the right form: no one's, in lower case, of year 0, past any integer, padded.
    'INV-1999-000001',
    'cn-2026-000001',
    'INV-0000-000000',
    `INV-2026-${'9'.repeat(40)}`,
    '%20INV-2026-000001%20',
  ),
  fc.uuid().map(String),
);
