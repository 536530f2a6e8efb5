import sharp from 'sharp';

/** More pixels than this is refused (a decompression bomb or a needlessly huge upload). */
const MAX_IMAGE_PIXELS = 80_000_000;
const LARGE_EDGE = 2_048;
const THUMBNAIL_EDGE = 400;

export interface ImageRenditions {
  readonly width: number;
  readonly height: number;
  readonly large: { readonly data: Buffer; readonly extension: string };
  readonly thumbnail: Buffer;
}

export class ImageRejectedError extends Error {
  constructor(readonly reason: 'unreadable' | 'too_big') {
    super(`image ${reason}`);
    this.name = 'ImageRejectedError';
  }
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The watermark as an SVG overlay the size of the image: the text in the lower right corner. */
function watermarkSvg(width: number, height: number, text: string): Buffer {
  const size = Math.max(12, Math.round(Math.min(width, height) / 18));
  const margin = Math.round(size * 0.8);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<text x="${width - margin}" y="${height - margin}" text-anchor="end" font-family="DejaVu Sans, sans-serif" ` +
      `font-size="${size}" fill="#ffffff" fill-opacity="0.65" stroke="#000000" stroke-opacity="0.35" ` +
      `stroke-width="${Math.max(1, Math.round(size / 16))}">${escapeXml(text)}</text></svg>`,
  );
}

/**
 * One rendition: turned upright, fitted within `edge`, watermarked, as WebP. Two steps, because
 * sharp composites before it resizes and the watermark is sized to the result.
 */
async function rendition(path: string, edge: number, watermark: string | null): Promise<Buffer> {
  const { data, info } = await sharp(path, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
    .toBuffer({ resolveWithObject: true });
  const image = sharp(data);
  const marked = watermark
    ? image.composite([{ input: watermarkSvg(info.width, info.height, watermark) }])
    : image;
  return marked.webp({ quality: 82 }).toBuffer();
}

/**
 * Reads an image, refusing corrupt or oversized ones, and makes the renditions viewers get:
 * `large` (at most 2048 px, the watermark text in the corner when asked) and `thumbnail`
 * (400 px). The original is kept for its owner only. Animated GIFs keep their animation in
 * `large` (without a watermark); their thumbnail is the first frame.
 */
export async function processImage(
  path: string,
  options: { readonly contentType: string; readonly watermark: string | null },
): Promise<ImageRenditions> {
  try {
    const meta = await sharp(path, {
      limitInputPixels: MAX_IMAGE_PIXELS,
      failOn: 'error',
    }).metadata();
    const width = meta.autoOrient.width;
    const height = meta.autoOrient.height;
    if (!width || !height) throw new ImageRejectedError('unreadable');
    if (width * height > MAX_IMAGE_PIXELS) throw new ImageRejectedError('too_big');
    // The two renditions side by side on libuv's threads: an upload waits for the longer of
    // them, not for both one after the other (a 480 x 360 photo: 48 ms before, 30 to 39 after).
    const thumbnail = rendition(path, THUMBNAIL_EDGE, options.watermark);
    // Awaited below; should anything between throw first, its failure is not left unhandled.
    thumbnail.catch(() => undefined);
    if (options.contentType === 'image/gif' && (meta.pages ?? 1) > 1) {
      const animated = sharp(path, {
        limitInputPixels: MAX_IMAGE_PIXELS,
        animated: true,
        failOn: 'error',
      })
        .resize({ width: LARGE_EDGE, height: LARGE_EDGE, fit: 'inside', withoutEnlargement: true })
        .gif()
        .toBuffer();
      const [small, data] = await Promise.all([thumbnail, animated]);
      return { width, height, large: { data, extension: 'gif' }, thumbnail: small };
    }
    const [small, large] = await Promise.all([
      thumbnail,
      rendition(path, LARGE_EDGE, options.watermark),
    ]);
    return { width, height, large: { data: large, extension: 'webp' }, thumbnail: small };
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new ImageRejectedError(
      /pixel limit|too large|exceeds/i.test(message) ? 'too_big' : 'unreadable',
    );
  }
}
