#!/usr/bin/env node
// `npm run bench [-- <suite> ...]`: builds, runs each benchmark suite in its own process, then
// prints one table (figure, ours, the raw engine or peer in the same run, ratio, target) and
// writes it to bench-results/summary.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const SUITES = {
  'event-store': 'backend/dist/bench/event-store.bench.js',
  'read-side': 'backend/dist/bench/read-side.bench.js',
  customers: 'backend/dist/bench/customers.bench.js',
  feeds: 'backend/dist/bench/feeds.bench.js',
  audit: 'backend/dist/bench/audit.bench.js',
  web: 'tools/bench/web.mjs',
  // LCP, CLS and interaction latency in Chromium, CPU 4× slower, fast 3G
  vitals: 'tools/bench/vitals.mjs',
  load: 'backend/dist/bench/load.bench.js',
  // marketplace search
  marketplace: 'backend/dist/bench/marketplace.bench.js',
  bus: 'backend/dist/bench/bus.bench.js',
};

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const chosen = args.length > 0 ? args : Object.keys(SUITES);
for (const name of chosen) {
  if (!SUITES[name]) {
    console.error(`unknown benchmark "${name}"; choose from: ${Object.keys(SUITES).join(', ')}`);
    process.exit(2);
  }
}

const resultsDir = join(root, 'bench-results');
mkdirSync(resultsDir, { recursive: true });

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const summary = [];
let failed = false;
for (const name of chosen) {
  const script = join(root, SUITES[name]);
  if (!existsSync(script)) {
    console.log(`\n== ${name}: not built yet (${SUITES[name]} missing), skipped`);
    continue;
  }
  console.log(`\n== ${name}`);
  rmSync(join(resultsDir, `${name}.json`), { force: true });
  const run = spawnSync(
    process.execPath,
    [
      '--expose-gc',
      script,
      ...process.argv.slice(2).filter((a) => a.startsWith('--') && a !== '--no-build'),
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, BENCH_RESULTS_DIR: resultsDir },
    },
  );
  if (run.status !== 0) {
    failed = true;
    console.error(`benchmark ${name} exited with ${run.status}`);
    continue;
  }
  const file = join(resultsDir, `${name}.json`);
  if (existsSync(file)) summary.push(JSON.parse(readFileSync(file, 'utf8')));
}

const fmt = (v) =>
  v === null || v === undefined
    ? '—'
    : Math.abs(v) >= 1000
      ? Math.round(v).toLocaleString('en-US')
      : Number(v).toPrecision(3);
// A ratio as a percentage, three significant digits (Intl, not `* 100`: the money lint rule).
const pct = (v) => v.toLocaleString('en-US', { style: 'percent', maximumSignificantDigits: 3 });
const rows = summary.flatMap((s) =>
  s.results.map((r) => [
    s.suite,
    r.figure,
    `${fmt(r.ours)} ${r.unit}`,
    r.peer === null ? '—' : `${fmt(r.peer)} (${r.peerName})`,
    r.ratio === null ? '—' : r.better === 'higher' ? pct(r.ratio) : `${fmt(r.ratio)}×`,
    r.target === null ? '—' : r.better === 'higher' ? `≥ ${pct(r.target)}` : `≤ ${fmt(r.target)}×`,
    r.met === null ? '' : r.met ? 'met' : 'MISSED',
  ]),
);
const header = ['suite', 'figure', 'ours', 'raw engine / peer (same run)', 'ratio', 'target', ''];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ');
console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}`);
for (const row of rows) console.log(line(row));
writeFileSync(
  join(resultsDir, 'summary.json'),
  JSON.stringify({ at: new Date().toISOString(), suites: summary }, null, 2),
);
console.log(`\nwritten: bench-results/summary.json`);
process.exit(failed ? 1 : 0);
