import { fromPercent, type ProfileImageKind } from '@flirtwire/contracts';

/** Crop ratios and first crop sizes (spec 000 §9): avatar 1:1 at 50 %, cover 16:6 at 90 %. */
export const CROP = {
  avatar: { aspect: 1, initialPercent: 50, label: 'Avatar' },
  cover: { aspect: 16 / 6, initialPercent: 90, label: 'Cover' },
} as const satisfies Record<ProfileImageKind, unknown>;

/** Browsers refuse larger canvases: the output is scaled down to at most 2^24 pixels. */
export const MAX_CANVAS_PIXELS = 2 ** 24;

export const ACCEPTED_TYPES = ['image/jpeg', 'image/png'] as const;

export interface CropRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The widest crop of this aspect that fits the image. */
function maxCropWidth(imageWidth: number, imageHeight: number, aspect: number): number {
  return Math.min(imageWidth, imageHeight * aspect);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}

/** A crop of `percent` of the widest one, centred on (cx, cy) and kept inside the image. */
export function cropAt(
  imageWidth: number,
  imageHeight: number,
  aspect: number,
  percent: number,
  centre: { readonly x: number; readonly y: number },
): CropRect {
  const width = maxCropWidth(imageWidth, imageHeight, aspect) * fromPercent(percent);
  const height = width / aspect;
  return {
    x: clamp(centre.x - width / 2, 0, imageWidth - width),
    y: clamp(centre.y - height / 2, 0, imageHeight - height),
    width,
    height,
  };
}

/** The crop moved by (dx, dy) image pixels, kept inside the image. */
export function moveCrop(
  crop: CropRect,
  dx: number,
  dy: number,
  imageWidth: number,
  imageHeight: number,
): CropRect {
  return {
    ...crop,
    x: clamp(crop.x + dx, 0, imageWidth - crop.width),
    y: clamp(crop.y + dy, 0, imageHeight - crop.height),
  };
}

/** The output size of a crop: its own pixels, scaled down to the canvas limit. */
export function outputSize(crop: CropRect): { width: number; height: number } {
  const scale = Math.min(1, Math.sqrt(MAX_CANVAS_PIXELS / (crop.width * crop.height)));
  return {
    width: Math.max(1, Math.floor(crop.width * scale)),
    height: Math.max(1, Math.floor(crop.height * scale)),
  };
}
