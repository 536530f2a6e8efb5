import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const LOADER = join(ROOT, 'tools/ts-node-loader/register.mjs');
/** Seeding aside, a kill -9 test boots the app twice and works through every step. */
const JOB_KILL_TIMEOUT_MS = 900_000;

/** A scheduled job run in a child process (payout-run-child.ts, renewal-child.ts), to kill -9. */
interface JobChild {
  readonly child: ChildProcess;
  readonly exited: Promise<number | null>;
}

/**
 * Starts `backend/src/test-support/<script>` on `dataDir` with the clock at `nowIso`, pushing
 * each line it prints onto `lines`; what it wrote to stderr is shown when it fails.
 */
function startJobChild(script: string, dataDir: string, nowIso: string, lines: string[]): JobChild {
  const child = spawn(
    process.execPath,
    ['--import', LOADER, join(ROOT, 'backend/src/test-support', script), dataDir, nowIso],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let partial = '';
  child.stdout.on('data', (chunk: Buffer) => {
    partial += chunk.toString();
    const parts = partial.split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      if (code !== 0 && code !== null) process.stderr.write(errors);
      resolve(code);
    });
  });
  return { child, exited };
}

/**
 * Waits until `check` holds, or fails as soon as the child exits first. No deadline of its own:
 * how long the child takes to boot and work depends on the machine's load, and only the test
 * timeout bounds it (a fixed wait made these tests fail on a busy machine, not on a real bug).
 */
async function untilChild(
  check: () => boolean,
  what: string,
  exited: Promise<number | null>,
): Promise<void> {
  const child: { exitCode?: number | null } = {};
  void exited.then((code) => {
    child.exitCode = code;
  });
  while (!check()) {
    if (child.exitCode !== undefined) {
      throw new Error(`the child exited (code ${String(child.exitCode)}) before ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface JobKillTest<Seeded> {
  /** The child script in backend/src/test-support, and the time its clock stands at. */
  readonly script: string;
  readonly nowIso: string;
  /** The line the child prints after each step ('paid ', 'renewed '), and how many there are. */
  readonly step: string;
  readonly steps: number;
  /** How many steps the first run takes before its SIGKILL (what: '60 payouts'). */
  readonly killAfter: { readonly count: number; readonly what: string };
  /** Writes the work to do into a fresh data folder. */
  readonly seed: (dataDir: string) => Promise<Seeded>;
  /** What the event store and the sandbox service recorded, after the second run finished. */
  readonly check: (dataDir: string, seeded: Seeded) => Promise<void>;
}

/**
 * The kill -9 test of a scheduled job: on a seeded data folder, the first run is killed with
 * SIGKILL in the middle of its steps, a second run after the restart completes, and `check`
 * proves each step was done exactly once.
 */
export function describeJobKill<Seeded>(
  title: string,
  claim: string,
  test: JobKillTest<Seeded>,
): void {
  describe(title, () => {
    let dataDir: string;
    let seeded: Seeded;

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), `${test.script.replace(/-child\.ts$/, '')}-crash-`));
      seeded = await test.seed(dataDir);
    }, 600_000);
    afterAll(() => {
      rmSync(dataDir, { recursive: true, force: true });
    });

    it(
      claim,
      async () => {
        const stepsIn = (lines: string[]) => lines.filter((line) => line.startsWith(test.step));
        // 1. The first run is killed with SIGKILL in the middle of its steps.
        const firstLines: string[] = [];
        const first = startJobChild(test.script, dataDir, test.nowIso, firstLines);
        await untilChild(
          () => stepsIn(firstLines).length >= test.killAfter.count,
          test.killAfter.what,
          first.exited,
        );
        first.child.kill('SIGKILL');
        expect(await first.exited).toBeNull();
        expect(stepsIn(firstLines).length).toBeLessThan(test.steps);

        // 2. A second run, after the restart, completes.
        const secondLines: string[] = [];
        const second = startJobChild(test.script, dataDir, test.nowIso, secondLines);
        expect(await second.exited).toBe(0);
        expect(secondLines.some((line) => line.startsWith('done '))).toBe(true);

        await test.check(dataDir, seeded);
      },
      JOB_KILL_TIMEOUT_MS,
    );
  });
}
