import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonUtf8 } from './jsonUtf8';

const asText = (bytes: Buffer) => bytes.toString('utf8');

describe('jsonUtf8: JSON.stringify as bytes, member by member', () => {
  it('writes exactly what JSON.stringify writes, for any JSON value and any text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.dictionary(fc.string(), fc.jsonValue()), fc.array(fc.jsonValue())), (value) => {
        expect(asText(jsonUtf8(value))).toBe(JSON.stringify(value));
      }),
      { numRuns: 500 },
    );
  });

  it('leaves out members that have no JSON and writes null for such items, as JSON.stringify does', () => {
    const value = {
      a: undefined,
      b: () => 1,
      c: Symbol('c'),
      d: [undefined, () => 1, { toJSON: () => undefined }, 2],
      e: new Date(0),
      f: { toJSON: () => 'mine' },
      g: { toJSON: () => undefined },
      h: 1,
    };
    expect(asText(jsonUtf8(value))).toBe(JSON.stringify(value));
  });

  it('grows its buffer past its first size, keeping characters of every width whole', () => {
    const value = { pages: Array.from({ length: 300 }, (_, i) => ({ id: `p${i}`, text: 'é✓😀"\\\n'.repeat(40) })) };
    expect(asText(jsonUtf8(value))).toBe(JSON.stringify(value));
  });

  it('refuses a value that has no JSON at all', () => {
    expect(() => jsonUtf8(undefined)).toThrow(TypeError);
  });
});
