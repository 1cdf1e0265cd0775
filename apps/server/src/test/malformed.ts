import fc from 'fast-check';

/**
 * Generators of malformed API input for the fuzz test (http/fuzz.test.ts): values of the wrong
 * type, numbers past every integer width, strings that look like numbers, deep nesting, long
 * strings, and mutations of a valid payload (a field replaced, removed or added anywhere in it).
 */

/** Numbers at and past the edges an id or a size may meet (int4, int8, doubles). */
export const edgeNumber = fc.constantFrom(
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  -(2 ** 31) - 1,
  -1,
  0,
  -0,
  0.5,
  1.0000001,
  Number.MIN_VALUE,
);

/** Strings a careless parser reads as numbers, or as nothing. */
export const numberLikeText = fc.constantFrom(
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '1e3',
  '0x1F',
  '1_000',
  '',
  ' ',
  ' 7 ',
  '12abc',
  '\u0663',
  '2147483648',
  '9223372036854775808',
  '-0',
  'null',
  'undefined',
  'true',
);

/** A value nested `depth` levels deep: arrays or objects. */
export function nested(depth: number, asObject: boolean): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = asObject ? { a: value } : [value];
  return value;
}

// Deeper values go as raw JSON text (deepJsonText): built as objects they would overflow the
// stack of the test's own JSON.stringify and of fast-check's printing of a counterexample.
export const deepValue = fc.tuple(fc.integer({ min: 20, max: 800 }), fc.boolean()).map(([depth, asObject]) => nested(depth, asObject));
export const longText = fc.integer({ min: 300, max: 300_000 }).map((length) => 'x'.repeat(length));
export const oddKey = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'prototype', 'type', 'id', 'userId', 'version', 'role', ''));

/** Any value a field should not hold. */
export const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: edgeNumber, weight: 3 },
  { arbitrary: numberLikeText, weight: 3 },
  { arbitrary: fc.oneof(fc.double(), fc.integer(), fc.boolean(), fc.constant(null)), weight: 2 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 1 },
  { arbitrary: longText, weight: 1 },
  { arbitrary: deepValue, weight: 1 },
  // Fresh copies: a mutation may add to a container, which must not change the next run's value.
  { arbitrary: fc.constantFrom({}, [], [null], { type: 'video' }).map((value) => structuredClone(value)), weight: 1 },
  // Text PostgreSQL cannot store (NUL) and broken UTF-16 (lone surrogates).
  { arbitrary: fc.constantFrom('a\u0000b', '\u0000', '\uD800', 'x\uDFFFy'), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
);

export interface Mutation {
  /** Which place in the payload, modulo the number of places. */
  at: number;
  op: 'set' | 'delete' | 'add';
  key: string;
  value: unknown;
}

export const mutations = fc.array(fc.record({ at: fc.nat(), op: fc.constantFrom<Mutation['op']>('set', 'set', 'set', 'delete', 'add'), key: oddKey, value: weirdValue }), {
  minLength: 1,
  maxLength: 4,
});

type Path = (string | number)[];

/** JSON text nested `depth` levels deep (arrays), for a field or the whole body. */
export const deepJsonText = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Every place in a JSON value (the value itself, each container and each leaf), depth first, to 40 levels. */
function placesOf(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (path.length >= 40) return out;
  if (Array.isArray(value)) value.forEach((item, i) => void placesOf(item, [...path, i], out));
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) placesOf(item, [...path, key], out);
  return out;
}

/** Sets an own property (also '__proto__', which plain assignment would take as the prototype). */
function setOwn(container: Record<string | number, unknown>, key: string | number, value: unknown): void {
  Object.defineProperty(container, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * Removes an array's item in place without splice: an earlier mutation may have given the array
 * an own 'constructor' property, which splice would ask for the array to make (its species).
 */
function removeAt(array: unknown[], index: number): void {
  for (let i = index; i < array.length - 1; i++) array[i] = array[i + 1];
  array.length -= 1;
}

/** `base` (a JSON value, not changed) with the mutations applied in order. */
export function mutate(base: unknown, list: readonly Mutation[]): unknown {
  let root = structuredClone(base);
  for (const { value: shared, ...mutation } of list) {
    // The generated value is the run's own: placing a copy keeps the payload free of cycles.
    const value = structuredClone(shared);
    const places = placesOf(root);
    const path = places[mutation.at % places.length]!;
    if (path.length === 0) {
      if (mutation.op === 'set') root = value;
      else if (mutation.op === 'add' && root !== null && typeof root === 'object') setOwn(root as Record<string, unknown>, mutation.key, value);
      continue;
    }
    let parent = root as Record<string | number, unknown>;
    for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
    const last = path[path.length - 1]!;
    const target = parent[last];
    if (mutation.op === 'set') setOwn(parent, last, value);
    else if (mutation.op === 'delete') {
      if (Array.isArray(parent)) removeAt(parent, last as number);
      else delete parent[last];
    } else if (target !== null && typeof target === 'object') {
      if (Array.isArray(target)) target.push(value);
      else setOwn(target as Record<string, unknown>, mutation.key, value);
    } else setOwn(parent, last, value);
  }
  return root;
}

/** A path segment that is not a plain id: edges of int4/int8, signs, fractions, words, escapes. */
export const weirdId = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '2147483647',
    '2147483648',
    '4294967296',
    '9007199254740993',
    '99999999999999999999999',
    '1e3',
    '1.5',
    '0x10',
    '%207',
    'NaN',
    'Infinity',
    '-0',
    '%2e%2e',
    'abc',
    '%D9%A3',
    '1%3Bdrop%20table%20users',
    '%00',
    'null',
    '%5B%5D',
    // Broken percent-encodings: no valid URL component.
    '%',
    '%E0%A4%A',
    '%ZZ',
  ),
  fc.bigInt({ min: 2n ** 31n, max: 2n ** 70n }).map(String),
  fc.integer({ min: -(2 ** 31), max: -1 }).map(String),
  fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
  fc.integer({ min: 300, max: 5000 }).map((n) => '9'.repeat(n)),
);

/** A query string value: plain, encoded, or raw bytes a URL parser must cope with. */
export const weirdQueryValue = fc.oneof(
  numberLikeText.map(encodeURIComponent),
  fc.constantFrom('%00', 'a%00b', '%ED%A0%80'),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.constantFrom('%', '%E0%A4%A', '%ZZ', '&&', '==', '%00', '[]', 'a[b]=c', '%5B%5D'),
  fc.bigInt({ min: 2n ** 31n, max: 2n ** 70n }).map(String),
  fc.integer({ min: 300, max: 20_000 }).map((n) => 'q'.repeat(n)),
);
