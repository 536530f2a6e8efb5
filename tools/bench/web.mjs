#!/usr/bin/env node
// `npm run bench -- web`: how much JavaScript the dashboard makes a browser download.
//
// - first screen: the entry chunk, its static imports and the home route's chunk (what a
//   visitor's first page needs), gzip -9, against a 170 kB budget (web.dev's performance budget
//   for a first load on a median phone); chunks loaded by dynamic import (dialogs opened on
//   first use, the listing drawer, response schemas loaded beside their requests) are not in it;
// - the feed's first screen: the same for /feed/home (entry, the route's split chunks and their
//   static imports): its JS against the same 170 kB budget, its CSS beside it, and the two
//   together printed; no AG Grid or Recharts in it;
// - My Customers: what the grid route adds on top, against AG Grid Community and ag-grid-react
//   with every module registered, bundled by the same Vite in the same run;
// - earnings: what the chart route adds, against the whole of Recharts bundled the same way.
// It fails when either first screen (home or feed) is over the budget, and when AG Grid or
// Recharts code reaches a first screen (they must load only on the routes that use them):
// source maps tell which packages each chunk holds.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('../..', import.meta.url).pathname;
const frontend = join(root, 'frontend');
const dist = join(frontend, 'dist');
const manifestFile = join(dist, '.vite', 'manifest.json');

// Always a fresh production build (a build left by the e2e setup or `npm run dev` could be stale);
// `--no-build` measures whatever is in frontend/dist.
if (!existsSync(manifestFile) || !process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '--silent', '-w', 'frontend'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** @type {Record<string, {file: string, imports?: string[], dynamicImports?: string[], css?: string[], isEntry?: boolean}>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => Math.round(bytes / 102.4) / 10;

/** The chunk files a manifest entry needs before it runs: itself and its static imports. */
function staticClosure(keys) {
  const files = new Set();
  const css = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = manifest[key];
    if (!entry) throw new Error(`manifest has no entry ${key}`);
    files.add(entry.file);
    for (const sheet of entry.css ?? []) css.add(sheet);
    for (const child of entry.imports ?? []) visit(child);
  };
  for (const key of keys) visit(key);
  return { files, css };
}

function routeKey(source) {
  const key = Object.keys(manifest).find((k) => k === `${source}?tsr-split=component`);
  if (!key) throw new Error(`no split chunk for ${source}`);
  return key;
}

const gzipOf = (files) =>
  [...files].reduce((sum, file) => sum + gz(readFileSync(join(dist, file))), 0);

/** Packages (node_modules/<name>) whose code is in a chunk, read from its source map. */
function packagesIn(file) {
  const mapFile = join(dist, `${file}.map`);
  if (!existsSync(mapFile)) return new Set();
  const { sources = [] } = JSON.parse(readFileSync(mapFile, 'utf8'));
  const names = new Set();
  for (const source of sources) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
    if (match) names.add(match[1]);
  }
  return names;
}

const first = staticClosure(['index.html', routeKey('src/routes/index.tsx')]);
/** /feed/home: the entry, the route's own module (its guard) and its split component chunk. */
const feedKeys = ['index.html', routeKey('src/routes/feed/home.tsx')];
if (manifest['src/routes/feed/home.tsx']) feedKeys.push('src/routes/feed/home.tsx');
const feed = staticClosure(feedKeys);
const customers = staticClosure([
  routeKey('src/routes/my_customers/route.tsx'),
  routeKey('src/routes/my_customers/index.tsx'),
  'src/features/customers/components/customers-grid.tsx',
]);
const earnings = staticClosure([routeKey('src/routes/account/earnings.tsx')]);
const extra = (set) => new Set([...set.files].filter((file) => !first.files.has(file)));

const firstJs = gzipOf(first.files);
const firstCss = gzipOf(first.css);
const feedJs = gzipOf(feed.files);
const feedCss = gzipOf(feed.css);
const customersJs = gzipOf(extra(customers));
const earningsJs = gzipOf(extra(earnings));

const heavy = ['ag-grid-community', 'ag-grid-react', 'recharts'];
const leaked = [...new Set([...first.files, ...feed.files])].flatMap((file) =>
  [...packagesIn(file)].filter((name) => heavy.includes(name)).map((name) => `${name} in ${file}`),
);
const gridIn = [...extra(customers)].some((file) => packagesIn(file).has('ag-grid-community'));
const chartIn = [...extra(earnings)].some((file) => packagesIn(file).has('recharts'));

/** Builds a one-file entry with the same Vite, minified, and returns its JS gzip size. */
async function bundleSize(name, code) {
  const { build } = await import(join(frontend, 'node_modules/vite/dist/node/index.js')).catch(
    () => import('vite'),
  );
  const dir = mkdtempSync(join(tmpdir(), `fw-bench-${name}-`));
  try {
    writeFileSync(join(dir, 'entry.js'), code);
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      resolve: { modules: [join(root, 'node_modules')] },
      build: {
        outDir: join(dir, 'out'),
        emptyOutDir: true,
        minify: true,
        lib: { entry: join(dir, 'entry.js'), formats: ['es'], fileName: 'bundle' },
        rolldownOptions: {
          external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
        },
      },
    });
    const out = join(dir, 'out');
    return readdirSync(out)
      .filter((file) => file.endsWith('.js') || file.endsWith('.mjs'))
      .reduce((sum, file) => sum + gz(readFileSync(join(out, file))), 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Resolve the libraries from the repository, not from the temporary folder.
const agGrid = JSON.stringify(
  join(root, 'node_modules/ag-grid-community/dist/package/main.esm.mjs'),
);
const agReact = JSON.stringify(join(root, 'node_modules/ag-grid-react/dist/package/index.esm.mjs'));
const recharts = JSON.stringify(join(root, 'node_modules/recharts/es6/index.js'));
const fullGrid = await bundleSize(
  'grid',
  `import { AllCommunityModule, ModuleRegistry } from ${agGrid};\nModuleRegistry.registerModules([AllCommunityModule]);\nexport * from ${agGrid};\nexport * from ${agReact};\n`,
);
const fullCharts = await bundleSize('charts', `export * from ${recharts};\n`);

const FIRST_SCREEN_BUDGET = 170 * 1024;
const results = [
  {
    figure: 'first screen JS (entry + static imports + home route), gzip',
    unit: 'kB',
    ours: kb(firstJs),
    peerName: 'budget (web.dev first load)',
    peer: kb(FIRST_SCREEN_BUDGET),
    better: 'lower',
    target: 1,
  },
  {
    figure: 'first screen CSS, gzip',
    unit: 'kB',
    ours: kb(firstCss),
    peerName: 'none',
    peer: null,
    better: 'lower',
    target: null,
  },
  {
    figure: 'feed first screen JS (/feed/home: entry + static imports + route chunks), gzip',
    unit: 'kB',
    ours: kb(feedJs),
    peerName: 'budget (web.dev first load)',
    peer: kb(FIRST_SCREEN_BUDGET),
    better: 'lower',
    target: 1,
  },
  {
    figure: 'feed first screen CSS, gzip',
    unit: 'kB',
    ours: kb(feedCss),
    peerName: 'none',
    peer: null,
    better: 'lower',
    target: null,
  },
  {
    figure: 'My Customers route adds (grid chunk + route), gzip',
    unit: 'kB',
    ours: kb(customersJs),
    peerName: 'AG Grid + ag-grid-react, all modules, same Vite',
    peer: kb(fullGrid),
    better: 'lower',
    target: 1,
  },
  {
    figure: 'earnings route adds (charts + history), gzip',
    unit: 'kB',
    ours: kb(earningsJs),
    peerName: 'all of Recharts, same Vite',
    peer: kb(fullCharts),
    better: 'lower',
    target: 1.25,
  },
].map((figure) => {
  const ratio = figure.peer === null || figure.peer === 0 ? null : figure.ours / figure.peer;
  const met = ratio === null || figure.target === null ? null : ratio <= figure.target;
  return { ...figure, ratio, met };
});

for (const r of results) {
  console.log(
    `[web] ${r.figure}: ours ${r.ours} ${r.unit} | ${r.peerName} ${r.peer ?? '—'} | ratio ${
      r.ratio === null
        ? '—'
        : `${r.ratio.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}×`
    } | target ${r.target === null ? '—' : `≤ ${r.target}×`} ${r.met === null ? '' : r.met ? 'met' : 'MISSED'}`,
  );
}
console.log(
  `[web] home first screen (/), gzip: JS ${kb(firstJs)} kB of the ${kb(FIRST_SCREEN_BUDGET)} kB budget (${
    firstJs <= FIRST_SCREEN_BUDGET ? 'within' : 'OVER'
  }); CSS ${kb(firstCss)} kB; files: ${[...first.files].join(', ')}`,
);
console.log(
  `[web] feed first screen (/feed/home), gzip: JS ${kb(feedJs)} kB of the ${kb(
    FIRST_SCREEN_BUDGET,
  )} kB budget (${feedJs <= FIRST_SCREEN_BUDGET ? 'within' : 'OVER'}); CSS ${kb(
    feedCss,
  )} kB; JS and CSS together ${kb(feedJs + feedCss)} kB; files: ${[...feed.files, ...feed.css].join(', ')}`,
);
console.log(
  `[web] AG Grid and Recharts only on their routes: ${leaked.length === 0 ? 'yes' : `NO (${leaked.join('; ')})`}; grid chunk holds AG Grid: ${gridIn ? 'yes' : 'no'}; earnings chunk holds Recharts: ${chartIn ? 'yes' : 'no'}`,
);

const dir = process.env.BENCH_RESULTS_DIR ?? join(root, 'bench-results');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'web.json'), JSON.stringify({ suite: 'web', results }, null, 2));
// Both first screens (home and feed) must be within the budget.
if (
  leaked.length > 0 ||
  !gridIn ||
  !chartIn ||
  firstJs > FIRST_SCREEN_BUDGET ||
  feedJs > FIRST_SCREEN_BUDGET
) {
  process.exit(1);
}
