import { describe, expect, it } from '@jest/globals';
import { findSealedValues, streamSubject } from './personal-data-masker.js';

const sealed = 'pd1.aaaa.bbbb';

describe('finding sealed values', () => {
  it('names each sealed value by its path, with the nearest userId as the first subject', () => {
    const state = {
      userId: 'u-1',
      sealedEmail: sealed,
      login: 'ann',
      phones: [{ phoneId: 'p', sealedPhone: sealed }],
      other: { userId: 'u-2', sealedPin: sealed },
    };
    expect(findSealedValues(state, 'stream-subject')).toEqual([
      { path: 'sealedEmail', field: 'sealedEmail', sealed, subjects: ['u-1', 'stream-subject'] },
      {
        path: 'phones.0.sealedPhone',
        field: 'sealedPhone',
        sealed,
        subjects: ['u-1', 'stream-subject'],
      },
      {
        path: 'other.sealedPin',
        field: 'sealedPin',
        sealed,
        subjects: ['u-2', 'u-1', 'stream-subject'],
      },
    ]);
  });

  it('ignores text that is not sealed', () => {
    expect(findSealedValues({ message: 'pd1 is not sealed', n: 3 }, null)).toEqual([]);
  });

  it('takes the first UUID of a stream id as its subject', () => {
    const id = '0190d6a4-8f5e-7cc1-9a51-5b8c0f7a2d10';
    expect(streamSubject(`user-${id}`)).toBe(id);
    expect(streamSubject('calendar')).toBeNull();
  });
});
