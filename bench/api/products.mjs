// Product API under load: `npm run build` first, then `node bench/api/products.mjs`.
// Starts the built app on a fresh embedded database (or on PostgreSQL with BENCH_DATABASE_URL),
// seeds the demo catalogue, then measures with autocannon (50 connections, 10 s):
//   1. the public product list (the gallery page and the coins page), priced at the current gold price;
//   2. the largest stored product image (the 1200 px WebP with the most bytes).
// Prints a Markdown table for docs/performance.md. Figures, not pass/fail.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';

const port = Number(process.env.BENCH_PORT ?? 4690);
const base = `http://127.0.0.1:${port}`;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const dataDir = `.tmp/bench-products-${port}`;
rmSync(dataDir, { recursive: true, force: true });

const server = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    JOBS_ENABLED: 'false',
    RATE_LIMIT_PER_MINUTE: '100000000',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  },
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

async function waitUp() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

const run = (title, url, opts = {}) =>
  new Promise((resolve, reject) => {
    const inst = autocannon({ url, connections, duration, ...opts }, (err, res) =>
      err ? reject(err) : resolve({ title, res }),
    );
    autocannon.track(inst, { renderProgressBar: false, renderResultsTable: false });
  });

const row = ({ title, res }) =>
  `| ${title} | ${Math.round(res.requests.average)} | ${res.latency.p50} | ${res.latency.p97_5} | ${res.latency.p99} | ${res.non2xx + res.errors} |`;

const t0 = Date.now();
await waitUp();
const startSeconds = ((Date.now() - t0) / 1000).toFixed(1);

const list = await (await fetch(`${base}/api/catalogue/products?pageSize=100`)).json();
let largest = { url: '', bytes: 0 };
for (const p of list.items) {
  for (const img of p.images) {
    const v = img.variants.at(-1);
    const res = await fetch(base + v.url);
    const bytes = (await res.arrayBuffer()).byteLength;
    if (bytes > largest.bytes) largest = { url: v.url, bytes };
  }
}

// single requests first: what one shopper waits for the largest picture (server side, no browser cache)
const singles = [];
for (let i = 0; i < 30; i++) {
  const t = performance.now();
  const r = await fetch(base + largest.url);
  await r.arrayBuffer();
  singles.push(performance.now() - t);
}
singles.sort((a, b) => a - b);
const pct = (q) => singles[Math.min(singles.length - 1, Math.floor(q * singles.length))].toFixed(1);

const results = [];
results.push(
  await run('GET /api/catalogue/products (all, 24 a page)', `${base}/api/catalogue/products`),
);
results.push(
  await run(
    'GET /api/catalogue/products?catalogue=Gold Coin',
    `${base}/api/catalogue/products?catalogue=Gold%20Coin`,
  ),
);
results.push(
  await run(
    'GET /api/catalogue/products?section=gallery&pageSize=100',
    `${base}/api/catalogue/products?section=gallery&pageSize=100`,
  ),
);
results.push(
  await run(`GET largest image (${(largest.bytes / 1024).toFixed(1)} KB WebP)`, base + largest.url),
);
stop();

console.log(`
Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load average ${os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' / ')} at the end
Database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}, CATALOGUE_CACHE_SECONDS=${process.env.CATALOGUE_CACHE_SECONDS ?? '10 (default)'}; server start incl. migrations and demo seed: ${startSeconds} s
autocannon: ${connections} connections, ${duration} s each

| request | req/s | p50 ms | p97.5 ms | p99 ms | errors/non-2xx |
|---|---|---|---|---|---|
${results.map(row).join('\n')}

Largest image, one request at a time (30 requests): p50 ${pct(0.5)} ms, p90 ${pct(0.9)} ms, max ${singles.at(-1).toFixed(1)} ms.
`);
process.exit(0);
