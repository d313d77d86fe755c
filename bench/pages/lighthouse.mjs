// Page-speed figures for docs/performance.md (a measurement, not a pass/fail test).
//
//   npm run build && node bench/pages/lighthouse.mjs [--runs 3] [--port 4250] [--url URL]
//
// 1. Initial JavaScript: every script and modulepreload that dist/web/index.html loads, gzipped
//    (zlib level 6, the same bytes as `gzip -c FILE | wc -c`), split into the entry chunk with its
//    static imports and the home route's preloaded chunks.
// 2. Lighthouse 12 (mobile form factor and simulated throttling, its defaults) on the home page,
//    `--runs` times; prints each run and the median. Without --url it starts the built app on
//    --port with a fresh embedded database and stops it afterwards.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '4250' },
    url: { type: 'string' },
  },
});
const runs = Number(args.runs);
const dist = 'dist/web';
const out = '.tmp/lighthouse';
mkdirSync(out, { recursive: true });

if (!existsSync(`${dist}/index.html`)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

// --- 1. initial JavaScript
const html = readFileSync(`${dist}/index.html`, 'utf8');
const entry = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]);
const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)].map(
  (m) => m[1],
);
const gz = (f) => gzipSync(readFileSync(path.join(dist, f)), { level: 6 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
// the home route's chunks carry data-route="/" (preloadHomeChunk in vite.config.ts)
const homeTags = [...html.matchAll(/<link[^>]+data-route="\/"[^>]*>/g)].map((m) => m[0]);
const isHome = (f) => homeTags.some((t) => t.includes(`/${f}"`));
const core = [...entry, ...preloads.filter((f) => !isHome(f))];
const home = preloads.filter(isHome);
const coreBytes = core.reduce((s, f) => s + gz(f), 0);
const homeBytes = home.reduce((s, f) => s + gz(f), 0);
console.log('Initial JavaScript (gzip):');
for (const f of [...core, ...home]) console.log(`  ${f.padEnd(48)} ${kb(gz(f))}`);
console.log(`  entry + static imports: ${kb(coreBytes)}`);
console.log(`  home route preloads:    ${kb(homeBytes)}`);
console.log(`  everything index.html loads: ${kb(coreBytes + homeBytes)}`);

// --- 2. Lighthouse
let server;
let url = args.url;
if (!url) {
  const dataDir = `.tmp/bench-lighthouse-data-${args.port}`;
  rmSync(dataDir, { recursive: true, force: true });
  server = spawn(process.execPath, ['dist/server/main.js'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: args.port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  url = `http://127.0.0.1:${args.port}/`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(new URL('/healthz', url))).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      server.kill('SIGTERM');
      throw new Error('the app did not start within 60 s');
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];
const results = [];
try {
  for (let i = 1; i <= runs; i++) {
    const file = `${out}/home-${i}.json`;
    const res = spawnSync(
      'npx',
      [
        'lighthouse',
        url,
        '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking',
        '--only-categories=performance,accessibility,best-practices,seo',
        '--output=json',
        `--output-path=${file}`,
        '--quiet',
      ],
      { stdio: 'inherit', env: { CHROME_PATH: '/usr/bin/chromium', ...process.env } },
    );
    if (res.status !== 0) throw new Error(`lighthouse run ${i} failed`);
    const r = JSON.parse(readFileSync(file, 'utf8'));
    const row = {
      performance: Math.round(r.categories.performance.score * 100),
      accessibility: Math.round(r.categories.accessibility.score * 100),
      bestPractices: Math.round(r.categories['best-practices'].score * 100),
      seo: Math.round(r.categories.seo.score * 100),
      benchmarkIndex: Math.round(r.environment.benchmarkIndex),
      load: os.loadavg()[0].toFixed(1),
    };
    for (const [id, name] of METRICS) row[name] = r.audits[id].numericValue;
    results.push(row);
    console.log(
      `run ${i}: performance ${row.performance}, accessibility ${row.accessibility}, best practices ${row.bestPractices}, SEO ${row.seo}; ` +
        METRICS.map(
          ([, n]) => `${n} ${n === 'CLS' ? row[n].toFixed(3) : `${Math.round(row[n])} ms`}`,
        ).join(', ') +
        `; benchmarkIndex ${row.benchmarkIndex}, load ${row.load}`,
    );
  }
} finally {
  server?.kill('SIGTERM');
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
console.log(
  `median of ${runs}: performance ${median(results.map((r) => r.performance))}, ` +
    METRICS.map(([, n]) => {
      const v = median(results.map((r) => r[n]));
      return `${n} ${n === 'CLS' ? v.toFixed(3) : `${Math.round(v)} ms`}`;
    }).join(', '),
);
console.log(`machine: ${os.cpus().length} vCPU (${os.cpus()[0]?.model ?? 'unknown'})`);
