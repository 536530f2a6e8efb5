import { beforeEach, describe, expect, it } from '@jest/globals';
import { FLASH_MS, showSnackbar, useSnackbars } from './snackbar-store';

describe('flash timings', () => {
  beforeEach(() => {
    useSnackbars.setState({ items: [] });
  });

  it.each(['info', 'success', 'warning', 'error'] as const)(
    'closes a %s flash after the default 3 s',
    (severity) => {
      showSnackbar('Saved', severity);
      expect(useSnackbars.getState().items.map((item) => item.durationMs)).toEqual([3000]);
    },
  );

  it('keeps the feed (5 s) and scheduled-post (10 s) timings when asked', () => {
    showSnackbar('There are new posts in your feed.', 'info', FLASH_MS.feed);
    showSnackbar('Scheduled', 'success', FLASH_MS.scheduledPost);
    expect(useSnackbars.getState().items.map((item) => item.durationMs)).toEqual([5000, 10_000]);
  });

  it('shows at most three flashes, and a repeated message once', () => {
    for (const message of ['a', 'b', 'c', 'd', 'd']) showSnackbar(message);
    expect(useSnackbars.getState().items.map((item) => item.message)).toEqual(['b', 'c', 'd']);
  });
});
