import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AuditRunView, ReplayReport } from '@flirtwire/contracts';
import { AuditRuns } from '../audit/runs/audit-runs.js';
import { isSeedScale, type SeedScaleName } from '../seed/seed-scales.js';
import type { SeedSummary } from '../seed/seed.js';
import type { TestApp } from './test-app.js';

/**
 * A population seeded by hand instead of the cached one: a folder that seed-child.ts wrote
 * (`data/` and `seeded.json`), e.g. `large`, which takes an hour (see the README). The harness
 * copies it like the cached one and never changes it.
 */
const HARNESS_SEEDED = process.env.HARNESS_SEEDED ?? '';

/**
 * The population the harness suites run on: `small` (20 Flirts, 2,000 customers, two years),
 * seeded once per test run and shared. `HARNESS_SCALE=ci npm test -- backend/src/harness` runs
 * them on the `ci` population instead (seconds to seed), while working on the harness itself.
 * With `HARNESS_SEEDED` it is that population's scale.
 */
export const HARNESS_SCALE: SeedScaleName = harnessScale(process.env.HARNESS_SCALE);

/**
 * A harness test's time limit at `small`, stretched for the population it runs on: a replay or
 * a scan of `large` (several million events) takes tens of minutes, not seconds.
 */
export function harnessTimeout(smallMs: number): number {
  const factor = { ci: 1, small: 1, medium: 10, large: 60 }[HARNESS_SCALE];
  return smallMs * factor;
}

/** The random seed of the harness population (the same people and history every run). */
const HARNESS_SEED = 7;

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const LOADER = join(ROOT, 'tools/ts-node-loader/register.mjs');
const CHILD = join(ROOT, 'backend/src/test-support/seed-child.ts');
/** Ends a child when the process that started it does (its stdin closes). */
const EXIT_WITH_PARENT = join(ROOT, 'tools/exit-with-parent.mjs');
/** Per clone, beside other tools' caches; never in git, never read by lint or prettier. */
const CACHE = join(ROOT, 'node_modules/.cache/flirtwire-seeded');
/** What the seeded data follows from: every non-test source file, and the dependencies. */
const SOURCES = ['contracts/src', 'projections/src', 'backend/src'];

function harnessScale(value: string | undefined): SeedScaleName {
  if (HARNESS_SEEDED && (value === undefined || value === '')) {
    const { summary } = JSON.parse(readFileSync(join(HARNESS_SEEDED, 'seeded.json'), 'utf8')) as {
      summary: SeedSummary;
    };
    return summary.scale;
  }
  if (value === undefined || value === '') return 'small';
  if (!isSeedScale(value)) throw new Error(`HARNESS_SCALE must be a seed scale, not ${value}`);
  return value;
}

export interface SeededFolder {
  /** A private copy of the seeded data folder: the caller's to change and to delete. */
  readonly dataDir: string;
  readonly summary: SeedSummary;
  /** Every line the seed and its app logged (progress and JSON log lines). */
  readonly logs: readonly string[];
  /** Seconds this call spent seeding (0 when another suite or an earlier run had seeded). */
  readonly seededNow: number;
}

/**
 * A fresh copy of a seeded data folder. The first caller seeds (in its own process, through
 * the real handlers; see seed-child.ts) into a cache folder keyed by a hash of every source file
 * the data follows from, the scale, the seed and the day, while holding a lock file; every other
 * caller, in any Jest worker, waits for it, then copies the folder (nothing writes it once it is
 * published). A failed seed fails every suite that needs it, with the seed's own output.
 */
export async function seededCopy(scale: SeedScaleName = HARNESS_SCALE): Promise<SeededFolder> {
  const began = Date.now();
  const { dir, seeded } = HARNESS_SEEDED
    ? { dir: HARNESS_SEEDED, seeded: false }
    : await seededCache(scale, HARNESS_SEED);
  const dataDir = mkdtempSync(join(tmpdir(), 'flirtwire-seeded-'));
  cpSync(join(dir, 'data'), dataDir, { recursive: true });
  const { summary, logs, cpuSeconds } = JSON.parse(
    readFileSync(join(dir, 'seeded.json'), 'utf8'),
  ) as { summary: SeedSummary; logs: string[]; cpuSeconds: number };
  if (seeded) {
    process.stderr.write(
      `seeded ${scale}: ${summary.events} events in ${summary.seconds.toFixed(1)} s, ${cpuSeconds.toFixed(1)} s of CPU (${((Date.now() - began) / 1000).toFixed(1)} s with its start and the copy)\n`,
    );
  }
  return { dataDir, summary, logs, seededNow: seeded ? summary.seconds : 0 };
}

/**
 * Seeds the harness's population now unless it is cached (or named by `HARNESS_SEEDED`): what
 * seed-ahead.ts runs in the background of a whole test run.
 */
export async function seedHarnessPopulation(): Promise<void> {
  if (!HARNESS_SEEDED) await seededCache(HARNESS_SCALE, HARNESS_SEED);
}

/** The key of a seeded population: what it is made of and by which code. */
function cacheKey(scale: SeedScaleName, seed: number): string {
  const hash = createHash('sha256');
  // The seed's history ends today: a folder seeded yesterday is not today's population.
  hash.update(`${scale}\n${seed}\n${new Date().toISOString().slice(0, 10)}\n${process.version}\n`);
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  for (const source of SOURCES) walk(join(ROOT, source));
  files.sort();
  for (const file of [...files, join(ROOT, 'package-lock.json')]) {
    hash.update(`${relative(ROOT, file)}\n`);
    hash.update(readFileSync(file));
  }
  return `${scale}-${hash.digest('hex').slice(0, 20)}`;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid in a lock file ('' while its holder is writing it), or null when it is gone. */
function readLock(lock: string): string | null {
  try {
    return readFileSync(lock, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

/** The published cache folder of `scale`, seeding it first when no one has. */
async function seededCache(
  scale: SeedScaleName,
  seed: number,
): Promise<{ dir: string; seeded: boolean }> {
  mkdirSync(CACHE, { recursive: true });
  const key = cacheKey(scale, seed);
  const dir = join(CACHE, key);
  const lock = `${dir}.lock`;
  const failed = `${dir}.failed`;
  // Jest starts its workers when the run starts: a failure recorded since then is this run's.
  const processStarted = Date.now() - process.uptime() * 1000;
  for (;;) {
    if (existsSync(join(dir, 'seeded.json'))) return { dir, seeded: false };
    if (existsSync(failed) && statSync(failed).mtimeMs >= processStarted) {
      throw new Error(
        `seeding ${scale} failed in another test suite of this run:\n${readFileSync(failed, 'utf8')}`,
      );
    }
    let fd: number;
    try {
      fd = openSync(lock, 'wx');
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
      const holder = readLock(lock);
      if (holder === null) continue;
      // The holder writes its pid right after creating the lock; an empty lock is being made.
      if (/^\d+$/.test(holder) && !alive(Number(holder))) rmSync(lock, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    try {
      writeSync(fd, String(process.pid));
      closeSync(fd);
      if (existsSync(join(dir, 'seeded.json'))) return { dir, seeded: false };
      rmSync(failed, { force: true });
      prune(scale, key);
      const building = mkdtempSync(`${dir}.building-`);
      await runSeedChild(building, scale, seed);
      renameSync(building, dir);
      return { dir, seeded: true };
    } catch (error) {
      writeFileSync(
        failed,
        error instanceof Error ? (error.stack ?? error.message) : String(error),
      );
      throw error;
    } finally {
      rmSync(lock, { force: true });
    }
  }
}

/**
 * Deletes this scale's populations made by other code and half-built ones whose builder is
 * gone (run while holding the lock); other scales' stay (a `HARNESS_SCALE=ci` run keeps the
 * `small` population).
 */
function prune(scale: SeedScaleName, key: string): void {
  for (const name of readdirSync(CACHE)) {
    if (!name.startsWith(`${scale}-`)) continue;
    // This key's half-built folders are stale: their builder let go of the lock we now hold.
    if (name.startsWith(key) && !name.startsWith(`${key}.building-`)) continue;
    const path = join(CACHE, name);
    if (name.endsWith('.lock')) {
      const holder = readLock(path);
      if (holder !== null && (!/^\d+$/.test(holder) || alive(Number(holder)))) continue;
    }
    rmSync(path, { recursive: true, force: true });
  }
}

function runSeedChild(dir: string, scale: SeedScaleName, seed: number): Promise<void> {
  // Its stdin is a pipe from this process: the seed ends when this process does, however.
  const child = spawn(
    process.execPath,
    ['--import', LOADER, '--import', EXIT_WITH_PARENT, CHILD, dir, scale, String(seed)],
    {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  child.stdin.on('error', () => undefined);
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0 && existsSync(join(dir, 'seeded.json'))) resolve();
      else {
        reject(
          new Error(
            `seeding ${scale} failed (exit ${String(code ?? signal)}):\n${output.slice(-8_000)}`,
          ),
        );
      }
    });
  });
}

/** Runs the auditors' replay of every projection (a full rebuild, compared with the live one). */
export async function replayEverything(
  t: TestApp,
  auditorHeaders: Record<string, string>,
): Promise<ReplayReport & { status: string }> {
  const started = await t.inject({
    method: 'POST',
    url: '/audit/replays',
    payload: {},
    headers: auditorHeaders,
  });
  if (started.statusCode !== 202) throw new Error(`replay refused: ${started.body}`);
  const { runId } = started.json<AuditRunView>();
  await t.app.get(AuditRuns).finished(runId);
  const run = (
    await t.inject({ method: 'GET', url: `/audit/runs/${runId}`, headers: auditorHeaders })
  ).json<AuditRunView>();
  return { ...(run.report as ReplayReport), status: run.status };
}
