import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { corruptJpeg } from '../../../test-support/media-files.js';
import { ImageRejectedError, processImage } from './image-processor.js';

/** `data` written to a file of its own, as an upload's temporary file is. */
function uploaded(name: string, data: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'image-processor-'));
  const path = join(dir, name);
  writeFileSync(path, data);
  return path;
}

const frame = (background: string, width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 4, background } })
    .png()
    .toBuffer();

describe('the image renditions', () => {
  it('makes a watermarked WebP large (the photo’s own size when smaller) and a 400 px thumbnail', async () => {
    const path = uploaded('photo.png', await frame('#c36'));
    try {
      const made = await processImage(path, {
        contentType: 'image/png',
        watermark: 'flirtwire.test/ann',
      });
      expect(made.large.extension).toBe('webp');
      expect(await sharp(made.large.data).metadata()).toMatchObject({
        format: 'webp',
        width: 900,
        height: 600,
      });
      expect(await sharp(made.thumbnail).metadata()).toMatchObject({
        format: 'webp',
        width: 400,
        height: 267,
      });
      expect({ width: made.width, height: made.height }).toEqual({ width: 900, height: 600 });
    } finally {
      rmSync(join(path, '..'), { recursive: true, force: true });
    }
  });

  it('keeps an animated GIF animated in large, with its first frame as the thumbnail', async () => {
    const gif = await sharp([await frame('red', 40, 30), await frame('blue', 40, 30)], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    const path = uploaded('wave.gif', gif);
    try {
      const made = await processImage(path, { contentType: 'image/gif', watermark: null });
      expect(made.large.extension).toBe('gif');
      expect(await sharp(made.large.data).metadata()).toMatchObject({ format: 'gif', pages: 2 });
      expect(await sharp(made.thumbnail).metadata()).toMatchObject({
        format: 'webp',
        width: 40,
        height: 30,
      });
    } finally {
      rmSync(join(path, '..'), { recursive: true, force: true });
    }
  });

  it('refuses an unreadable image as unreadable, leaving no failure behind', async () => {
    const path = uploaded('broken.jpg', corruptJpeg());
    try {
      await expect(
        processImage(path, { contentType: 'image/jpeg', watermark: 'x' }),
      ).rejects.toEqual(new ImageRejectedError('unreadable'));
    } finally {
      rmSync(join(path, '..'), { recursive: true, force: true });
    }
  });
});
