import { describe, expect, it } from '@jest/globals';
import { sortsBefore } from './sorts-before.js';

describe('the documents before a row in an order', () => {
  it('is, for each key, equal on the keys before it and strictly before on it', () => {
    expect(sortsBefore({ _id: 'b', n: 2, up: true }, { up: -1, n: 1, _id: 1 })).toEqual({
      $or: [
        { up: { $gt: true } },
        { up: true, n: { $lt: 2 } },
        { up: true, n: 2, _id: { $lt: 'b' } },
      ],
    });
  });

  it('refuses a key whose value is not a plain value', () => {
    expect(() => sortsBefore({ _id: 'a', tags: [1] }, { tags: 1, _id: 1 })).toThrow(/tags/);
  });
});
