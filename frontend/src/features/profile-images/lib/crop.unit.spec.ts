import { describe, expect, it } from '@jest/globals';
import { CROP, cropAt, MAX_CANVAS_PIXELS, moveCrop, outputSize } from './crop';

describe('profile image crop', () => {
  it('starts the avatar at half the widest square and the cover at 90 % of the widest 16:6 band', () => {
    const avatar = cropAt(1000, 600, CROP.avatar.aspect, CROP.avatar.initialPercent, {
      x: 500,
      y: 300,
    });
    expect(avatar).toEqual({ x: 350, y: 150, width: 300, height: 300 });
    const cover = cropAt(1600, 1200, CROP.cover.aspect, CROP.cover.initialPercent, {
      x: 800,
      y: 600,
    });
    expect(cover.width).toBeCloseTo(1440);
    expect(cover.width / cover.height).toBeCloseTo(16 / 6);
  });

  it('keeps the crop inside the image when moved', () => {
    const crop = { x: 10, y: 10, width: 100, height: 100 };
    expect(moveCrop(crop, -50, 500, 300, 200)).toEqual({ x: 0, y: 100, width: 100, height: 100 });
  });

  it('scales the output down to at most 2^24 pixels', () => {
    const size = outputSize({ x: 0, y: 0, width: 8000, height: 8000 });
    expect(size.width * size.height).toBeLessThanOrEqual(MAX_CANVAS_PIXELS);
    expect(outputSize({ x: 0, y: 0, width: 300, height: 200 })).toEqual({
      width: 300,
      height: 200,
    });
  });
});
