// What each JavaScript chunk of the built app weighs and who loads it (a measurement for
// docs/performance.md, not a pass/fail test).
//
//   npm run build && node bench/bundle-report.mjs
//
// Every chunk in dist/web/assets with its raw and gzipped size (zlib level 6, the bytes a browser
// is sent), marked `initial` when dist/web/index.html loads it for every page, or with the route
// whose first screen preloads it (`data-route`); the rest are fetched on demand (lazy routes,
// the price chart's library). Ends with the totals of the initial load and of the home page.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = 'dist/web';
const html = readFileSync(`${dist}/index.html`, 'utf8');

/** asset file name -> 'initial' or the route that preloads it */
const loadedBy = new Map();
for (const m of html.matchAll(/<(?:script|link)([^>]*)>/g)) {
  const attrs = m[1] ?? '';
  const file = /(?:src|href)="\/assets\/([^"]+\.js)"/.exec(attrs)?.[1];
  if (!file) continue;
  const route = /data-route="([^"]+)"/.exec(attrs)?.[1];
  loadedBy.set(file, route ? `route ${route}` : 'initial');
}

const rows = readdirSync(`${dist}/assets`)
  .filter((f) => f.endsWith('.js'))
  .map((file) => {
    const bytes = readFileSync(`${dist}/assets/${file}`);
    return {
      file,
      raw: statSync(`${dist}/assets/${file}`).size,
      gzip: gzipSync(bytes, { level: 6 }).length,
      loadedBy: loadedBy.get(file) ?? 'on demand',
    };
  })
  .sort((a, b) => b.gzip - a.gzip);

const kb = (n) => (n / 1024).toFixed(1).padStart(7);
console.log(`${'gzip KB'.padStart(7)} ${'raw KB'.padStart(7)}  loaded by      chunk`);
for (const r of rows)
  console.log(`${kb(r.gzip)} ${kb(r.raw)}  ${r.loadedBy.padEnd(13)}  ${r.file}`);

const sum = (pick) => rows.filter(pick).reduce((t, r) => t + r.gzip, 0);
const initial = sum((r) => r.loadedBy === 'initial');
const home = sum((r) => r.loadedBy === 'initial' || r.loadedBy === 'route /');
console.log(`\ninitial (every page): ${kb(initial).trim()} KB gzip`);
console.log(`home page first screen: ${kb(home).trim()} KB gzip`);
console.log(`all chunks: ${kb(sum(() => true)).trim()} KB gzip in ${rows.length} files`);
