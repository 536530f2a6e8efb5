import { describe, expect, it } from '@jest/globals';
import { withPatch } from './availability';

describe('availability switches while saving', () => {
  it('moves the pressed switches and keeps the others and Online/Offline as they were', () => {
    const current = {
      available_for_chat: false,
      available_for_calls: true,
      listings: [
        { id: '1000000001', title: 'A title', type: 1 as const, available: true, enabled: true },
        { id: '1000000002', title: 'B title', type: 2 as const, available: true, enabled: true },
      ],
    };
    expect(
      withPatch(current, {
        available_for_chat: true,
        listings: [{ id: '1000000002', available: false }],
      }),
    ).toEqual({
      available_for_chat: true,
      available_for_calls: true,
      listings: [current.listings[0], { ...current.listings[1], enabled: false }],
    });
  });
});
