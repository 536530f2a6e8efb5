// Jest globalSetup of the e2e project: builds the dashboard when the build is missing or older
// than its sources, so `npm test` from a clean clone drives what the backend really serves.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const frontend = new URL('..', import.meta.url).pathname;
const root = join(frontend, '..');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'routeTree.gen.ts') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

export default function globalSetup() {
  const built = join(frontend, 'dist', 'index.html');
  const sources = Math.max(
    newest(join(frontend, 'src')),
    newest(join(frontend, 'scripts')),
    newest(join(root, 'contracts', 'src')),
    statSync(join(frontend, 'index.html')).mtimeMs,
    statSync(join(frontend, 'vite.config.ts')).mtimeMs,
  );
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  // Jest runs with NODE_ENV=test, which would make Vite emit a development build (dev JSX
  // runtime, AG Grid's validation): test what production serves.
  const build = spawnSync('npm', ['run', 'build', '--silent', '-w', 'frontend'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('the frontend build failed');
}
