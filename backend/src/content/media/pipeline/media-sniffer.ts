import type { ItemType } from '@flirtwire/contracts';

/** What a file is, from its first bytes (never from the name or the browser's claim). */
export interface Sniffed {
  readonly itemType: ItemType;
  readonly contentType: string;
  /** The extension stored renditions get. */
  readonly extension: string;
  /** sharp can decode it (image pipeline). */
  readonly raster: boolean;
}

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  Buffer.from(bytes.subarray(start, start + length)).toString('latin1');

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

const IMAGE_BRANDS = new Set(['avif', 'avis', 'heic', 'heix', 'mif1', 'msf1', 'hevc']);
const AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ']);

/**
 * Recognises the image, audio and video containers the product takes, and a few common
 * non-media files (so the '{type} files not allowed in Posts' message can name them). Pass at
 * least the first 64 bytes.
 */
export function sniff(head: Uint8Array): Sniffed {
  const media = (itemType: ItemType, contentType: string, extension: string, raster = false) => ({
    itemType,
    contentType,
    extension,
    raster,
  });
  if (startsWith(head, [0xff, 0xd8, 0xff])) return media('image', 'image/jpeg', 'jpg', true);
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return media('image', 'image/png', 'png', true);
  }
  if (ascii(head, 0, 4) === 'GIF8') return media('image', 'image/gif', 'gif', true);
  if (ascii(head, 0, 4) === 'RIFF') {
    const form = ascii(head, 8, 4);
    if (form === 'WEBP') return media('image', 'image/webp', 'webp', true);
    if (form === 'WAVE') return media('audio', 'audio/wav', 'wav');
    if (form === 'AVI ') return media('video', 'video/x-msvideo', 'avi');
  }
  if (ascii(head, 4, 4) === 'ftyp') {
    const brand = ascii(head, 8, 4);
    if (IMAGE_BRANDS.has(brand)) {
      return brand.startsWith('avi')
        ? media('image', 'image/avif', 'avif', true)
        : media('image', 'image/heic', 'heic', true);
    }
    if (AUDIO_BRANDS.has(brand)) return media('audio', 'audio/mp4', 'm4a');
    if (brand === 'qt  ') return media('video', 'video/quicktime', 'mov');
    return media('video', 'video/mp4', 'mp4');
  }
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) {
    return ascii(head, 0, 64).includes('webm')
      ? media('video', 'video/webm', 'webm')
      : media('video', 'video/x-matroska', 'mkv');
  }
  if (ascii(head, 0, 3) === 'ID3') return media('audio', 'audio/mpeg', 'mp3');
  if (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0 && ((head[1] ?? 0) & 0x06) !== 0) {
    return media('audio', 'audio/mpeg', 'mp3');
  }
  if (ascii(head, 0, 4) === 'OggS') return media('audio', 'audio/ogg', 'ogg');
  if (ascii(head, 0, 4) === 'fLaC') return media('audio', 'audio/flac', 'flac');
  if (ascii(head, 0, 5) === '%PDF-') return media('document', 'application/pdf', 'pdf');
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return media('archive', 'application/zip', 'zip');
  return media('other', 'application/octet-stream', 'bin');
}
