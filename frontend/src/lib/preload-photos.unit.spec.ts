import { afterEach, describe, expect, it } from '@jest/globals';
import { withFirstPhotos } from './preload-photos';

const asked: string[] = [];

/** Stands in for the browser's Image: notes each photo asked for. */
class RecordingImage {
  set src(url: string) {
    asked.push(url);
  }
}

/** The list answers; its photos are asked for before the next turn. */
async function withListings(listings: readonly { readonly photoUrl: string | null }[]) {
  withFirstPhotos(Promise.resolve({ listings }));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const scope = globalThis as { Image?: unknown };
const before = scope.Image;

describe('withFirstPhotos', () => {
  afterEach(() => {
    asked.length = 0;
    scope.Image = before;
  });

  it('asks for the photos of the first two cards only, skipping cards without one', async () => {
    scope.Image = RecordingImage;
    await withListings([{ photoUrl: '/fm/a' }, { photoUrl: null }, { photoUrl: '/fm/c' }]);
    expect(asked).toEqual(['/fm/a']);
    await withListings([{ photoUrl: '/fm/a' }, { photoUrl: '/fm/b' }, { photoUrl: '/fm/c' }]);
    expect(asked).toEqual(['/fm/a', '/fm/a', '/fm/b']);
  });

  it('does nothing where there is no Image (server-side, tests)', async () => {
    scope.Image = undefined;
    await withListings([{ photoUrl: '/fm/a' }]);
    expect(asked).toEqual([]);
  });

  it('swallows a failed request (the screen shows it when it asks itself)', async () => {
    scope.Image = RecordingImage;
    withFirstPhotos(Promise.reject(new Error('offline')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([]);
  });
});
