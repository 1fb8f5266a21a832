import fc, { type JsonValue } from 'fast-check';
import { DANGEROUS_KEYS, hostileValue } from './hostile-values';

/** The marker a prototype-pollution payload tries to plant; it must never appear on `{}`. */
export const POLLUTION_MARKER = 'fuzzPolluted';

type Path = (string | number)[];
type Container = JsonValue[] | { [key: string]: JsonValue | undefined };

const isContainer = (value: JsonValue): value is Container => value !== null && typeof value === 'object';
const childOf = (container: Container, key: string | number): JsonValue =>
  (Array.isArray(container) ? container[Number(key)] : container[key]) ?? null;

/** Every place in a JSON value (the root included) a mutation can aim at. */
function pathsOf(value: JsonValue, at: Path = []): Path[] {
  if (!isContainer(value)) return [at];
  const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return [at, ...keys.flatMap((key) => pathsOf(childOf(value, key), [...at, key]))];
}

/** A copy of `value` with the place at `path` changed; `change` answering undefined removes it. */
function replaceAt(
  value: JsonValue,
  path: Path,
  change: (old: JsonValue) => JsonValue | undefined,
): JsonValue | undefined {
  const [head, ...rest] = path;
  if (head === undefined) return change(value);
  if (!isContainer(value)) return value;
  const next = replaceAt(childOf(value, head), rest, change);
  if (Array.isArray(value)) {
    const copy = [...value];
    if (next === undefined) copy.splice(Number(head), 1);
    else copy[Number(head)] = next;
    return copy;
  }
  const { [head]: _old, ...others } = value;
  return next === undefined ? others : { ...others, [head]: next };
}

/**
 * A valid body with one place broken: its value replaced by a hostile one, removed, or given an extra key.
 * These get past the first checks and reach the services, where a crash would hide.
 */
export function mutatedBody(valid: JsonValue): fc.Arbitrary<JsonValue> {
  const paths = pathsOf(valid);
  const extraKey = fc.oneof(
    fc.constantFrom(...DANGEROUS_KEYS.slice(1), 'userId'),
    fc.string({ unit: 'binary' }),
  );
  const mutation = fc.oneof(
    { arbitrary: hostileValue.map((v) => () => v), weight: 6 },
    { arbitrary: fc.constant(() => undefined), weight: 1 },
    {
      arbitrary: fc.tuple(extraKey, hostileValue).map(
        ([key, v]) =>
          (old: JsonValue) =>
            isContainer(old) && !Array.isArray(old) ? { ...old, [key]: v } : v,
      ),
      weight: 2,
    },
  );
  return fc
    .tuple(fc.constantFrom(...paths), mutation)
    .map(([path, change]) => replaceAt(valid, path, change) ?? null);
}

/** `__proto__` with any of its letters written as a JSON \u escape, as a parser must still recognise. */
const protoKey = fc
  .array(fc.boolean(), { minLength: 9, maxLength: 9 })
  .map((escapes) =>
    [...'__proto__']
      .map((ch, i) => (escapes[i] ? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}` : ch))
      .join(''),
  );

const pollution = fc.oneof(
  protoKey.map((key) => `"${key}":{"${POLLUTION_MARKER}":true}`),
  fc.constant(`"constructor":{"prototype":{"${POLLUTION_MARKER}":true}}`),
  fc.constant(`"__proto__":{"__proto__":{"${POLLUTION_MARKER}":true}}`),
  fc.constant(`"__proto__":[{"${POLLUTION_MARKER}":true}]`),
  fc.constant(`"constructor":{"prototype":null}`),
);

const SLOT = '__fuzz_slot__';

/**
 * Raw JSON text of a valid body with a prototype-pollution member planted in one of its objects. Written
 * as text because JSON.stringify drops a `__proto__` key.
 */
export function pollutedText(valid: JsonValue): fc.Arbitrary<string> {
  const isObject = (value: JsonValue) => isContainer(value) && !Array.isArray(value);
  const objectPaths = pathsOf(valid).filter((path) =>
    isObject(path.reduce<JsonValue>((at, key) => (isContainer(at) ? childOf(at, key) : null), valid)),
  );
  const places = objectPaths.length > 0 ? objectPaths : [[]];
  return fc.tuple(fc.constantFrom(...places), pollution).map(([path, member]) => {
    const marked = replaceAt(valid, path, (old) =>
      isObject(old) ? { ...(old as object), [SLOT]: 0 } : { [SLOT]: 0 },
    );
    return JSON.stringify(marked).replace(`"${SLOT}":0`, member);
  });
}

const BROKEN_JSON = [
  '',
  ' ',
  '{',
  '}',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  '{a:1}',
  'NaN',
  'undefined',
  '\ufeff{}',
  '{"a":1}{"b":2}',
  '1e99999',
  '"\\ud800"',
  '{"\\u0000":1}',
  '{"a":"\\u0000"}',
  '{"a":"\\x00"}',
  '[,]',
  '{"a" 1}',
  '\u0000',
];

/** Text that is not JSON, or is JSON of an unexpected kind: cut, spliced, nested 100k deep, or nonsense. */
export function brokenText(valid: JsonValue): fc.Arbitrary<string> {
  const text = JSON.stringify(valid);
  return fc.oneof(
    fc.constantFrom(...BROKEN_JSON),
    fc.integer({ min: 0, max: Math.max(0, text.length - 1) }).map((cut) => text.slice(0, cut)),
    fc
      .tuple(
        fc.integer({ min: 0, max: text.length }),
        fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 3 }),
      )
      .map(([at, junk]) => text.slice(0, at) + junk + text.slice(at)),
    fc
      .tuple(fc.constantFrom('[', '{"a":'), fc.integer({ min: 1_000, max: 200_000 }))
      .map(([open, depth]) => open.repeat(depth) + (open === '[' ? ']' : '1}').repeat(depth)),
    fc.string({ unit: 'binary', maxLength: 200 }),
  );
}
