import { type FileHandle, open } from 'node:fs/promises';

/** What "encoding" learns about audio and video: we keep the file as uploaded, and its duration. */
export type AvProbe =
  | { readonly ok: true; readonly durationSeconds: number | null }
  | { readonly ok: false; readonly reason: string };

const MAX_BOXES = 10_000;

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** Walks ISO-BMFF boxes in [start, end) and returns the first of `type` (its payload range). */
async function findBox(
  file: FileHandle,
  start: number,
  end: number,
  type: string,
): Promise<{ start: number; end: number } | null> {
  let offset = start;
  for (let i = 0; i < MAX_BOXES && offset + 8 <= end; i++) {
    const header = await readAt(file, offset, 16);
    if (header.length < 8) return null;
    let size = header.readUInt32BE(0);
    const name = header.toString('latin1', 4, 8);
    let headerSize = 8;
    if (size === 1) {
      if (header.length < 16) return null;
      size = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < headerSize || offset + size > end) return null;
    if (name === type) return { start: offset + headerSize, end: offset + size };
    offset += size;
  }
  return null;
}

/** MP4 / MOV / M4A: the movie header's duration over its timescale. */
async function probeIsoMedia(file: FileHandle, length: number): Promise<AvProbe> {
  const moov = await findBox(file, 0, length, 'moov');
  if (!moov) return { ok: false, reason: 'The video has no movie header (moov).' };
  const mvhd = await findBox(file, moov.start, moov.end, 'mvhd');
  if (!mvhd) return { ok: false, reason: 'The video has no movie header (mvhd).' };
  const body = await readAt(file, mvhd.start, 32);
  const version = body[0];
  let timescale: number;
  let duration: number;
  if (version === 1 && body.length >= 32) {
    timescale = body.readUInt32BE(20);
    duration = Number(body.readBigUInt64BE(24));
  } else if (version === 0 && body.length >= 20) {
    timescale = body.readUInt32BE(12);
    duration = body.readUInt32BE(16);
  } else {
    return { ok: false, reason: 'The movie header cannot be read.' };
  }
  if (timescale === 0) return { ok: false, reason: 'The movie header has no timescale.' };
  return { ok: true, durationSeconds: Math.round((duration / timescale) * 1000) / 1000 };
}

/** WAV: the data chunk's size over the format's byte rate. */
async function probeWav(file: FileHandle, length: number): Promise<AvProbe> {
  let offset = 12;
  let byteRate: number | null = null;
  for (let i = 0; i < MAX_BOXES && offset + 8 <= length; i++) {
    const header = await readAt(file, offset, 16);
    if (header.length < 8) break;
    const id = header.toString('latin1', 0, 4);
    const size = header.readUInt32LE(4);
    if (id === 'fmt ') {
      const format = await readAt(file, offset + 8, 16);
      if (format.length >= 12) byteRate = format.readUInt32LE(8);
    }
    if (id === 'data') {
      if (!byteRate) return { ok: false, reason: 'The audio has no format chunk.' };
      const dataSize = Math.min(size, length - offset - 8);
      return { ok: true, durationSeconds: Math.round((dataSize / byteRate) * 1000) / 1000 };
    }
    offset += 8 + size + (size % 2);
  }
  return { ok: false, reason: 'The audio has no data chunk.' };
}

/**
 * Reads the duration of the containers whose headers say it plainly (MP4, MOV, M4A, WAV); the
 * others (MP3, Ogg, FLAC, WebM, Matroska, AVI) are kept with an unknown duration. A container
 * that claims to be MP4 or WAV but cannot be read fails, and the post holding it is removed.
 */
export async function probeAudioVideo(path: string, contentType: string): Promise<AvProbe> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    if (size === 0) return { ok: false, reason: 'The file is empty.' };
    switch (contentType) {
      case 'video/mp4':
      case 'video/quicktime':
      case 'audio/mp4':
        return await probeIsoMedia(file, size);
      case 'audio/wav':
        return await probeWav(file, size);
      default:
        return { ok: true, durationSeconds: null };
    }
  } finally {
    await file.close();
  }
}
