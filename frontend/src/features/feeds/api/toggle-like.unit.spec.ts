import { describe, expect, it } from '@jest/globals';
import { QueryClient } from '@tanstack/react-query';
import { feedKeys } from './keys';
import { likedSince } from './toggle-like';

/** A like press through the mutation cache, as the button's useMutation makes it. */
function press(client: QueryClient, postId: string) {
  let land: () => void = () => undefined;
  const landed = new Promise<void>((resolve) => {
    land = resolve;
  });
  const mutation = client.getMutationCache().build(client, {
    mutationKey: feedKeys.like(),
    mutationFn: () => landed,
  });
  const done = mutation.execute({ postId, liked: true });
  return {
    land: async () => {
      land();
      await done;
    },
  };
}

describe('a live post reload against a like press', () => {
  it('gives way while a press of that post is under way, and not for another post', () => {
    const client = new QueryClient();
    const asked = Date.now();
    press(client, 'p1');
    expect(likedSince(client, 'p1', asked)).toBe(true);
    expect(likedSince(client, 'p2', asked)).toBe(false);
  });

  it('gives way when the press landed after the reload was asked, not when it came before', async () => {
    const client = new QueryClient();
    const before = Date.now();
    const pressed = press(client, 'p1');
    await pressed.land();
    // Asked before the press: its answer may not show the like.
    expect(likedSince(client, 'p1', before)).toBe(true);
    // Asked after the press had landed: its answer shows it.
    expect(likedSince(client, 'p1', Date.now() + 1)).toBe(false);
  });
});
