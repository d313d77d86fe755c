// Page-speed figures for docs/performance.md (a measurement, not a pass/fail test).
//
//   npm run build && node bench/pages/lighthouse.mjs [--runs 3] [--port 4250] [--url BASE]
//                                                      [--pages home,marketplace,...]
//
// 1. Initial JavaScript: every script and modulepreload that dist/web/index.html loads, gzipped
//    (zlib level 6, the same bytes as `gzip -c FILE | wc -c`), split into the entry chunk with its
//    static imports and the home route's preloaded chunks (bench/bundle-report.mjs has every chunk).
// 2. Lighthouse 12 (mobile form factor and simulated throttling, its defaults) on every page of
//    PAGES, `--runs` times each (the runs of the pages interleaved, so that a change of the
//    machine's load touches them alike); prints each run, then per page the median with the
//    script bytes the browser received (compressed, on the wire) and the load average. Signed-in
//    pages are measured with the session of the demo account (demo@goldsave.in, sandbox mode),
//    signed in once through the API. Without --url it starts the built app on --port with a
//    fresh embedded database and stops it afterwards.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

/** name, path, whether it is measured signed in */
const PAGES = [
  { name: 'home', path: '/', signedIn: false },
  { name: 'about', path: '/aboutus', signedIn: false },
  { name: 'marketplace', path: '/MarketPlace', signedIn: false },
  { name: 'store', path: '/Store', signedIn: false },
  { name: 'coins', path: '/Store/GoldCoins', signedIn: false },
  { name: 'nuggets', path: '/Store/GoldNuggets', signedIn: false },
  { name: 'dashboard', path: '/user/dashboard', signedIn: true },
  { name: 'quick-buy', path: '/MarketPlace/gold-buying', signedIn: true },
  { name: 'reserve', path: '/reserve', signedIn: false },
  // in Telugu and Hindi (issue 30: Lighthouse 95+ and CLS 0 on /, /MarketPlace and /Store, with
  // at most 10 KB more script than in English); ?lang= renders the page in it and sets the cookie
  ...['te', 'hi'].flatMap((lang) => [
    { name: `home-${lang}`, path: `/?lang=${lang}`, signedIn: false },
    { name: `marketplace-${lang}`, path: `/MarketPlace?lang=${lang}`, signedIn: false },
    { name: `store-${lang}`, path: `/Store?lang=${lang}`, signedIn: false },
  ]),
];
const DEMO = { login: 'demo@goldsave.in', password: 'Demo@1234' };

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '4250' },
    url: { type: 'string' },
    pages: { type: 'string' },
  },
});
const runs = Number(args.runs);
const chosen = args.pages ? PAGES.filter((p) => args.pages.split(',').includes(p.name)) : PAGES;
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
// the home route's chunks carry data-route="/" (preloadAppChunks in vite.config.ts)
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
if (runs === 0) process.exit(0);

// --- 2. Lighthouse
let server;
let base = args.url;
if (!base) {
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
  base = `http://127.0.0.1:${args.port}/`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(new URL('/healthz', base))).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      server.kill('SIGTERM');
      throw new Error('the app did not start within 180 s');
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  // the price feed's first reading (rendered pages show today's price)
  for (let i = 0; i < 20; i++) {
    const price = await (await fetch(new URL('/api/prices/current', base))).json();
    if (price.pricePaisePerGram !== null) break;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The demo account's session cookie (`sid=...`). */
async function signIn() {
  const res = await fetch(new URL('/api/auth/signin', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!res.ok) throw new Error(`demo sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('sid='));
  if (!cookie) throw new Error('demo sign-in set no session cookie');
  return cookie;
}
const cookie = chosen.some((p) => p.signedIn) ? await signIn() : undefined;

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];
/** page name -> rows */
const results = new Map(chosen.map((p) => [p.name, []]));
const loadAtStart = os.loadavg()[0];
try {
  for (let i = 1; i <= runs; i++) {
    for (const page of chosen) {
      const file = `${out}/${page.name}-${i}.json`;
      // Lighthouse sometimes loses its own trace (NO_NAVSTART, NO_FCP): one more try, then give up
      const lighthouse = () =>
        spawnSync(
          'npx',
          [
            'lighthouse',
            new URL(page.path, base).href,
            '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking',
            '--only-categories=performance,accessibility,best-practices,seo',
            ...(page.signedIn ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
            '--output=json',
            `--output-path=${file}`,
            '--quiet',
          ],
          { stdio: 'inherit', env: { CHROME_PATH: '/usr/bin/chromium', ...process.env } },
        );
      let res = lighthouse();
      if (res.status !== 0) {
        console.log(`${page.path} run ${i}: Lighthouse failed; trying once more`);
        res = lighthouse();
      }
      if (res.status !== 0) throw new Error(`lighthouse run ${i} of ${page.path} failed`);
      const r = JSON.parse(readFileSync(file, 'utf8'));
      if (new URL(r.finalDisplayedUrl).pathname !== new URL(page.path, 'http://x').pathname) {
        throw new Error(`${page.path} ended on ${r.finalDisplayedUrl} (signed out?)`);
      }
      const scripts = r.audits['resource-summary'].details.items.find(
        (x) => x.resourceType === 'script',
      );
      const row = {
        performance: Math.round(r.categories.performance.score * 100),
        accessibility: Math.round(r.categories.accessibility.score * 100),
        bestPractices: Math.round(r.categories['best-practices'].score * 100),
        seo: Math.round(r.categories.seo.score * 100),
        benchmarkIndex: Math.round(r.environment.benchmarkIndex),
        scriptBytes: scripts?.transferSize ?? 0,
        scriptFiles: scripts?.requestCount ?? 0,
        load: os.loadavg()[0],
      };
      for (const [id, name] of METRICS) row[name] = r.audits[id].numericValue;
      results.get(page.name).push(row);
      console.log(
        `${page.path} run ${i}: performance ${row.performance}, a11y ${row.accessibility}, best practices ${row.bestPractices}, SEO ${row.seo}; ` +
          METRICS.map(
            ([, n]) => `${n} ${n === 'CLS' ? row[n].toFixed(3) : `${Math.round(row[n])} ms`}`,
          ).join(', ') +
          `; script ${kb(row.scriptBytes)} in ${row.scriptFiles} files` +
          `; benchmarkIndex ${row.benchmarkIndex}, load ${row.load.toFixed(1)}`,
      );
    }
  }
} finally {
  server?.kill('SIGTERM');
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const loads = [...results.values()].flat().map((r) => r.load);
console.log(
  `\n${runs} runs per page, ${new Date().toISOString()}, load average (1 min) ` +
    `${Math.min(loadAtStart, ...loads).toFixed(1)}-${Math.max(loadAtStart, ...loads).toFixed(1)}, ` +
    `${os.cpus().length} vCPU (${os.cpus()[0]?.model ?? 'unknown'})\n`,
);
console.log(
  '| page | performance | FCP | LCP | TBT | CLS | script (on the wire) | a11y / BP / SEO | benchmarkIndex |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |');
const summary = [];
for (const page of chosen) {
  const rows = results.get(page.name);
  const med = (k) => median(rows.map((r) => r[k]));
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const min = (k) => Math.min(...rows.map((r) => r[k]));
  const m = {
    page: page.path + (page.signedIn ? ' (signed in)' : ''),
    performance: med('performance'),
    range: `${min('performance')}-${Math.max(...rows.map((r) => r.performance))}`,
    FCP: med('FCP'),
    LCP: med('LCP'),
    TBT: med('TBT'),
    CLS: med('CLS'),
    scriptBytes: med('scriptBytes'),
    scriptFiles: med('scriptFiles'),
    scores: `${min('accessibility')} / ${min('bestPractices')} / ${min('seo')}`,
    benchmarkIndex: med('benchmarkIndex'),
  };
  summary.push(m);
  console.log(
    `| ${m.page} | **${m.performance}** (${m.range}) | ${s(m.FCP)} | ${s(m.LCP)} | ${Math.round(m.TBT)} ms | ${m.CLS.toFixed(3)} | ${kb(m.scriptBytes)} in ${m.scriptFiles} files | ${m.scores} | ${m.benchmarkIndex} |`,
  );
}
writeFileSync(`${out}/summary.json`, JSON.stringify({ runs, loads, summary }, null, 2));
