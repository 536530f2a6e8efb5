import { describe, expect, it } from '@jest/globals';
import { contentsLine, goodyBagPath, pageCount, signInToBuyPath } from './goody-display';

describe('goody display', () => {
  it('builds the storefront and profile goody routes with the buy action', () => {
    expect(goodyBagPath('Ann', 'b1')).toBe('/Ann/gb/b1');
    expect(goodyBagPath('Ann', 'b1', { profilePage: true, action: 'buy' })).toBe(
      '/profile/Ann/gb/b1?action=buy',
    );
  });

  it('sends visitors to sign in, then back to buy', () => {
    expect(signInToBuyPath('Ann', 'b1')).toBe(
      '/login?return_url=%2FAnn%2Fgb%2Fb1%3Faction%3Dbuy&product=gb&advisor=Ann',
    );
  });

  it('names what is inside and counts pages of 20', () => {
    expect(contentsLine({ image_count: 3, video_count: 1, audio_count: 0 })).toBe(
      '3 photos, 1 video',
    );
    expect([pageCount(0, 20), pageCount(20, 20), pageCount(21, 20)]).toEqual([1, 1, 2]);
  });
});
