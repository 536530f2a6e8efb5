// Preloaded into a browser suite's backend (server-process.mjs): when the process that started
// it ends, even killed, its end of the stdin pipe closes, and the backend ends too (with its
// data folder), so no server outlives the Jest worker that shared it.
import { rmSync } from 'node:fs';

process.stdin.on('end', () => {
  if (process.env.DATA_DIR) rmSync(process.env.DATA_DIR, { recursive: true, force: true });
  process.exit(0);
});
process.stdin.resume();
