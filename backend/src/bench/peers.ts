import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const PEERS_DIR = join(process.cwd(), 'tools/bench/peers');

/**
 * Loads a comparison peer (Emmett...) from tools/bench/peers, installing it there on first use.
 * Returns null, with the reason printed, when it cannot be installed here.
 */
export async function loadPeer<T>(specifier: string): Promise<T | null> {
  if (!existsSync(join(PEERS_DIR, 'node_modules'))) {
    console.log(`installing benchmark peers in ${PEERS_DIR} (once)...`);
    const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--no-workspaces'], {
      cwd: PEERS_DIR,
      stdio: 'inherit',
    });
    if (install.status !== 0) {
      console.log(`peer ${specifier} unavailable: npm install failed`);
      return null;
    }
  }
  try {
    const require = createRequire(join(PEERS_DIR, 'package.json'));
    return (await import(pathToFileURL(require.resolve(specifier)).href)) as T;
  } catch (error) {
    console.log(
      `peer ${specifier} unavailable: ${error instanceof Error ? error.message : String(error)}`,
    );
    return null;
  }
}
