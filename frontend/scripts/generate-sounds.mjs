// Writes the app's three alert sounds (chat message, call alert, call failed) as small mono
// 16-bit WAV files into public/sounds. They are synthesised so the repository carries no
// third-party audio and the tones can be changed here. Run: node frontend/scripts/generate-sounds.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RATE = 22050;
const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'sounds');

/** notes: [frequency Hz, seconds][]; a short fade at each edge avoids clicks. */
function tone(notes, volume = 0.35) {
  const samples = [];
  for (const [freq, seconds] of notes) {
    const n = Math.round(seconds * RATE);
    const fade = Math.min(Math.round(0.01 * RATE), Math.floor(n / 2));
    for (let i = 0; i < n; i++) {
      const edge = Math.min(1, i / fade, (n - i) / fade);
      samples.push(freq === 0 ? 0 : Math.sin((2 * Math.PI * freq * i) / RATE) * volume * edge);
    }
  }
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(Math.round(s * 32767), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

mkdirSync(out, { recursive: true });
writeFileSync(
  join(out, 'chat-message.wav'),
  tone(
    [
      [880, 0.08],
      [0, 0.03],
      [1320, 0.12],
    ],
    0.25,
  ),
);
writeFileSync(
  join(out, 'call-alert.wav'),
  tone([
    [660, 0.18],
    [880, 0.18],
    [0, 0.12],
    [660, 0.18],
    [880, 0.18],
  ]),
);
writeFileSync(
  join(out, 'call-fail.wav'),
  tone([
    [494, 0.2],
    [392, 0.2],
    [330, 0.35],
  ]),
);
