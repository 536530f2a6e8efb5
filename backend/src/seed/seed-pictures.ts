import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { UploadMediaCommand } from '../content/media/upload-media/upload-media.command.js';
import { SeedRandom } from './seed-random.js';
import type { SeedFlirt, SeedWorld } from './seed-world.js';

/**
 * Demo pictures for listings and goody bags: a soft gradient in the Flirt's own colours, a few
 * bokeh lights and a portrait silhouette, drawn as SVG and rendered to PNG with sharp (already
 * the media pipeline's image library). Generated, so the repository carries no photos of
 * people; deterministic per (Flirt, picture), so a seeded demo looks the same every time.
 */
async function demoPicture(flirtIndex: number, picture: number): Promise<Buffer> {
  const r = new SeedRandom(flirtIndex * 104_729 + picture * 7_919 + 17);
  // Warm pinks, reds, purples and oranges: the marketplace's palette.
  const hue = [330, 345, 5, 20, 280, 300, 315][(flirtIndex + picture) % 7] ?? 330;
  const lights = Array.from({ length: 9 }, () => {
    const x = r.int(0, 480);
    const y = r.int(0, 360);
    const radius = r.int(12, 48);
    // 0.10 to 0.35, written as digits (not money, and no float to round).
    const alpha = `0.${String(r.int(10, 35))}`;
    return `<circle cx="${String(x)}" cy="${String(y)}" r="${String(radius)}" fill="white" fill-opacity="${alpha}"/>`;
  }).join('');
  const shift = r.int(-40, 40);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${String(hue)}, 70%, 62%)"/>
      <stop offset="1" stop-color="hsl(${String((hue + 40) % 360)}, 65%, 28%)"/>
    </linearGradient>
    <filter id="blur"><feGaussianBlur stdDeviation="6"/></filter>
  </defs>
  <rect width="480" height="360" fill="url(#bg)"/>
  <g filter="url(#blur)">${lights}</g>
  <g fill="hsl(${String(hue)}, 45%, 14%)" opacity="0.8" transform="translate(${String(shift)} 0)">
    <ellipse cx="240" cy="128" rx="74" ry="70"/>
    <ellipse cx="240" cy="150" rx="58" ry="70"/>
    <path d="M240 60 C170 60 150 130 168 200 C150 230 140 250 150 262 C190 250 210 236 214 214 Z"/>
    <path d="M240 60 C310 60 330 130 312 200 C330 230 340 250 330 262 C290 250 270 236 266 214 Z"/>
    <path d="M214 212 L266 212 L272 250 C340 262 380 300 392 360 L88 360 C100 300 140 262 208 250 Z"/>
  </g>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The pictures a new Flirt uploads: goodies (0 to 3), listings (10 to 12), posts (20 to 23). */
const PICTURES = [0, 1, 2, 3, 10, 11, 12, 20, 21, 22, 23];

/** Pictures being rendered ahead of their upload: by Flirt index, then by picture. */
const ahead = new Map<number, Map<number, Promise<Buffer>>>();

/**
 * Starts rendering a Flirt's pictures now, off the main thread (sharp works on libuv's
 * threads), so that they are ready when the seed uploads them: rendering one takes about 30 ms
 * the seed otherwise spent waiting, Flirt after Flirt. Forgets the pictures of Flirts before
 * the one ahead of it (a listing picture a Flirt did not use).
 */
export function renderPicturesAhead(flirtIndex: number): void {
  for (const index of ahead.keys()) if (index < flirtIndex - 1) ahead.delete(index);
  if (ahead.has(flirtIndex)) return;
  const pictures = new Map<number, Promise<Buffer>>();
  for (const picture of PICTURES) {
    const rendering = demoPicture(flirtIndex, picture);
    // A picture never uploaded must not fail the seed as an unhandled rejection; one that is
    // uploaded fails its upload as before.
    rendering.catch(() => undefined);
    pictures.set(picture, rendering);
  }
  ahead.set(flirtIndex, pictures);
}

/** A Flirt's picture, rendered ahead or now. */
function takePicture(flirtIndex: number, picture: number): Promise<Buffer> {
  const pictures = ahead.get(flirtIndex);
  const rendered = pictures?.get(picture);
  pictures?.delete(picture);
  return rendered ?? demoPicture(flirtIndex, picture);
}

/**
 * The Flirt uploads one demo picture through the real upload (so thumbnails, the watermark and
 * signed URLs work as for any photo); answers its file-manager item id, or null.
 */
/** A demo picture's file name: `listing-1.png`. */
export const demoPictureName = (what: 'listing' | 'post' | 'goody', n: number) =>
  `${what}-${String(n)}.png`;

export async function uploadDemoPicture(
  world: SeedWorld,
  flirt: SeedFlirt,
  picture: number,
  fileName: string,
  at: Date,
): Promise<string | null> {
  const png = await takePicture(flirt.index, picture);
  const path = join(tmpdir(), `seed-picture-${randomUUID()}.png`);
  await writeFile(path, png);
  try {
    const uploaded = await world.run(
      new UploadMediaCommand(
        { userId: flirt.userId, login: flirt.login },
        { path, fileName, sizeBytes: png.length },
        null,
        false,
        // A key per upload: the file id is derived from it.
        world.context({ id: flirt.userId, role: 'advisor' }),
      ),
      at,
    );
    return uploaded?.streamId.replace(/^media-/, '') ?? null;
  } finally {
    // The upload has copied it into storage (as a request's temporary file would be removed).
    await rm(path, { force: true });
  }
}
