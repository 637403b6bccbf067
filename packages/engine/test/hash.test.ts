import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, hashString, stateHash } from '../src/hash.ts';

/** JSON-like values with the awkward parts: index-like keys, escapes, lone surrogates, undefined. */
const awkwardKey = fc.oneof(fc.string(), fc.constantFrom('0', '1', '10', '2', '01', '-1', '4294967295', '4294967294'));
const value = fc.letrec((tie) => ({
  leaf: fc.oneof(
    fc.string({ unit: 'binary' }),
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
  ),
  node: fc.oneof({ depthSize: 'small' }, tie('leaf'), tie('array'), tie('object')),
  array: fc.array(tie('node'), { maxLength: 5 }),
  object: fc.dictionary(awkwardKey, tie('node'), { maxKeys: 6 }),
})).node;

describe('stateHash', () => {
  it('is the hash of the canonical JSON, for any JSON-like value', () => {
    fc.assert(
      fc.property(fc.oneof(value, fc.jsonValue()), (v) => {
        fc.pre(v !== undefined);
        expect(stateHash(v)).toBe(hashString(canonicalJson(v)));
      }),
      { numRuns: 2000 },
    );
  });

  it('ignores the order in which fields were added', () => {
    expect(stateHash({ b: 1, a: [2, { d: 3, c: 4 }] })).toBe(stateHash({ a: [2, { c: 4, d: 3 }], b: 1 }));
    expect(stateHash({ b: 1, 10: 'x', 2: 'y' })).toBe(stateHash({ 2: 'y', 10: 'x', b: 1 }));
  });

  it('keeps a "__proto__" field, as JSON.parse makes one', () => {
    const parsed: unknown = JSON.parse('{"b":{"__proto__":null},"__proto__":1}');
    expect(canonicalJson(parsed)).toBe('{"__proto__":1,"b":{"__proto__":null}}');
    expect(stateHash(parsed)).toBe(hashString('{"__proto__":1,"b":{"__proto__":null}}'));
  });

  it('matches hashes recorded before it walked states by hand', () => {
    // Values from the replaced implementation, hashString(canonicalJson(v)).
    expect(stateHash({ b: 1, a: 'x' })).toBe(hashString('{"a":"x","b":1}'));
    expect(stateHash({ z: [1, null, undefined], 10: true, 9: '\u2028"' })).toBe(
      hashString('{"9":"\u2028\\"","10":true,"z":[1,null,null]}'),
    );
  });

  it('writes numbers as String does, at the edges of the digit-by-digit path', () => {
    const numbers = [
      0, -0, 9, 10, -1, -9, 2147483647, 2147483648, -2147483647, -2147483648, -2147483649, 1e21, 0.1, -0.5,
    ];
    for (const n of numbers) expect(stateHash({ n, a: [n] })).toBe(hashString(canonicalJson({ n, a: [n] })));
  });

  it('tells apart objects whose keys start alike (the sorted orders it remembers)', () => {
    const shapes = [
      { b: 1, a: 2 },
      { b: 1, a: 2, c: 3 },
      { b: 1, c: 3 },
      { b: 1, c: 3, a: 2 },
      { b: 1, 0: 2 },
    ];
    for (let round = 0; round < 2; round++) {
      for (const v of shapes) expect(stateHash(v)).toBe(hashString(canonicalJson(v)));
    }
  });
});
