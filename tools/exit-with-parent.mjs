// Preloaded (`node --import tools/exit-with-parent.mjs ...`) into a process another one starts
// with its stdin as a pipe: a browser suite's backend (frontend/e2e/support/server-process.mjs),
// the harness's seeds (backend/src/test-support/seeded.ts, global-setup.mjs). When the starting
// process ends, even killed, its end of the pipe closes and this process ends too, so nothing
// outlives the Jest run or worker that started it. REMOVE_ON_PARENT_EXIT names a folder that
// goes with it (a backend's data folder).
import { rmSync } from 'node:fs';

process.stdin.on('end', () => {
  const folder = process.env.REMOVE_ON_PARENT_EXIT;
  if (folder) rmSync(folder, { recursive: true, force: true });
  process.exit(0);
});
process.stdin.resume();
