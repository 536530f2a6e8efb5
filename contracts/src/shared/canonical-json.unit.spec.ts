import { describe, expect, it } from '@jest/globals';
import { canonicalJson } from './canonical-json.js';

describe('canonicalJson', () => {
  it('sorts keys at every depth, inside arrays too', () => {
    expect(
      canonicalJson({ b: 1, a: [2, { d: 1, c: 0 }], e: { z: null, y: [{ x: 'a', w: true }] } }),
    ).toBe('{"a":[2,{"c":0,"d":1}],"b":1,"e":{"y":[{"w":true,"x":"a"}],"z":null}}');
  });

  it('gives equal text for equal values built in different orders', () => {
    const one = { amountCents: 500, nested: { second: 2, first: 1 }, list: [{ k: 1, j: 2 }] };
    const two = { list: [{ j: 2, k: 1 }], nested: { first: 1, second: 2 }, amountCents: 500 };
    expect(canonicalJson(one)).toBe(canonicalJson(two));
  });

  it('keeps keys that appear only in some objects and drops undefined like JSON does', () => {
    expect(canonicalJson([{ a: 1 }, { b: 2, a: undefined }])).toBe('[{"a":1},{"b":2}]');
    expect(canonicalJson({ when: new Date('2024-01-02T03:04:05.000Z'), n: -0 })).toBe(
      '{"n":0,"when":"2024-01-02T03:04:05.000Z"}',
    );
  });

  it('handles scalars, null and empty containers', () => {
    expect(canonicalJson('x')).toBe('"x"');
    expect(canonicalJson(null)).toBe('null');
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson({})).toBe('{}');
    expect(canonicalJson([])).toBe('[]');
  });
});
