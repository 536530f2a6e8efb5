import { describe, expect, it } from '@jest/globals';
import { REDACTED, redactSecrets } from './secret-fields.js';

describe('secret fields in audit views', () => {
  it('redacts card processor tokens and reset hashes at any depth, keeping everything else', () => {
    const state = {
      userId: 'u1',
      cards: [{ cardId: 'c1', token: 'tok_live_abc', brand: 'visa', last4: '4242' }],
      reset: { resetId: 'r1', tokenHash: 'f00d', expiresAt: '2026-01-01T00:00:00.000Z' },
      pending: { tokenHash: null },
    };
    expect(redactSecrets(state)).toEqual({
      userId: 'u1',
      cards: [{ cardId: 'c1', token: REDACTED, brand: 'visa', last4: '4242' }],
      reset: { resetId: 'r1', tokenHash: REDACTED, expiresAt: '2026-01-01T00:00:00.000Z' },
      pending: { tokenHash: null },
    });
    expect(state.cards[0]?.token).toBe('tok_live_abc');
  });

  it('leaves values without secrets as they are', () => {
    expect(redactSecrets(null)).toBeNull();
    expect(redactSecrets(7)).toBe(7);
    expect(redactSecrets(['a', { b: 1 }])).toEqual(['a', { b: 1 }]);
  });
});
