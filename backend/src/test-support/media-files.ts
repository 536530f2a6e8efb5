import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Small, valid (or deliberately broken) media files for upload tests, built byte by byte. */

/** A PCM WAV of `seconds` of silence (8 kHz, mono, 16 bit). */
export function wav(seconds: number): Buffer {
  const byteRate = 8_000 * 2;
  const dataSize = Math.round(seconds * byteRate);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + dataSize, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8_000, 24);
  header.writeUInt32LE(byteRate, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataSize, 40);
  return Buffer.concat([header, Buffer.alloc(dataSize)]);
}

function box(type: string, payload: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
}

/** An MP4 whose movie header says `seconds` (no real frames: a container is all we read). */
export function mp4(seconds: number): Buffer {
  const ftyp = box('ftyp', Buffer.from('isom\u0000\u0000\u0002\u0000isomiso2mp41', 'latin1'));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt8(0, 0);
  mvhd.writeUInt32BE(1_000, 12);
  mvhd.writeUInt32BE(Math.round(seconds * 1_000), 16);
  const moov = box('moov', box('mvhd', mvhd));
  return Buffer.concat([ftyp, box('mdat', Buffer.alloc(64)), moov]);
}

/** Says it is an MP4 (ftyp) but has no movie: encoding fails. */
export function brokenMp4(): Buffer {
  return Buffer.concat([
    box('ftyp', Buffer.from('isom\u0000\u0000\u0002\u0000isom', 'latin1')),
    box('mdat', Buffer.alloc(256, 7)),
  ]);
}

/** A JPEG signature followed by garbage: sniffed as an image, refused when decoded. */
export function corruptJpeg(): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2_048, 0x5a)]);
}

/**
 * A real PNG whose header is patched to claim 100,000 × 100,000 pixels (a decompression bomb):
 * refused by the pixel limit before anything is decoded.
 */
export async function hugePng(): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(100_000, 16);
  png.writeUInt32BE(100_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}
