import { afterEach, describe, expect, it } from '@jest/globals';
import { preloadFirstPhotos } from './preload-photos';

const asked: string[] = [];

/** Stands in for the browser's Image: notes each photo asked for. */
class RecordingImage {
  set src(url: string) {
    asked.push(url);
  }
}

const scope = globalThis as { Image?: unknown };
const before = scope.Image;

describe('preloadFirstPhotos', () => {
  afterEach(() => {
    asked.length = 0;
    scope.Image = before;
  });

  it('asks for the photos of the first two cards only, skipping cards without one', () => {
    scope.Image = RecordingImage;
    preloadFirstPhotos([{ photoUrl: '/fm/a' }, { photoUrl: null }, { photoUrl: '/fm/c' }]);
    expect(asked).toEqual(['/fm/a']);
    preloadFirstPhotos([{ photoUrl: '/fm/a' }, { photoUrl: '/fm/b' }, { photoUrl: '/fm/c' }]);
    expect(asked).toEqual(['/fm/a', '/fm/a', '/fm/b']);
  });

  it('does nothing where there is no Image (server-side, tests)', () => {
    scope.Image = undefined;
    expect(() => {
      preloadFirstPhotos([{ photoUrl: '/fm/a' }]);
    }).not.toThrow();
    expect(asked).toEqual([]);
  });
});
