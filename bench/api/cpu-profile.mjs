// Where a V8 CPU profile (node --cpu-prof) spent its time: self time by package or source file, and
// the top functions. Used with `bench/api/plan-debits.mjs --profile DIR`.
//
//   node bench/api/cpu-profile.mjs .tmp/prof/CPU.*.cpuprofile [--top 25] [--last SECONDS]
//     [--skip-end SECONDS]
//
// --last: only the profile's last SECONDS (a benchmark's measured rounds, not the start-up);
// --skip-end: leave out the profile's final SECONDS first (what a bench does after its measured
// window: order-settlement.mjs runs pgbench for about 12 s before it stops the instances)
import { readFileSync } from 'node:fs';

const files = process.argv.slice(2).filter((a) => a.endsWith('.cpuprofile'));
const topIdx = process.argv.indexOf('--top');
const TOP = topIdx > 0 ? Number(process.argv[topIdx + 1]) : 25;
const lastIdx = process.argv.indexOf('--last');
const LAST_US = lastIdx > 0 ? Number(process.argv[lastIdx + 1]) * 1e6 : Infinity;
const skipIdx = process.argv.indexOf('--skip-end');
const SKIP_US = skipIdx > 0 ? Number(process.argv[skipIdx + 1]) * 1e6 : 0;

/** node_modules/<pkg> (or @scope/pkg), our source file, or V8's own (GC, idle, program) */
function groupOf(url, name) {
  if (!url) return name?.startsWith('(') ? name : `(${name || 'native'})`;
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  if (url.startsWith('node:')) return url;
  const src = url.match(/src\/(.+?)(?:\?|$)/);
  if (src) return `src/${src[1]}`;
  return url.replace(/^file:\/\/.*\/dist\//, 'dist/');
}

for (const file of files) {
  const p = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map();
  // samples are node ids; timeDeltas the microseconds before each sample
  const at = [];
  p.timeDeltas.reduce((t, d, i) => (at[i] = t + d), p.startTime);
  const to = p.endTime - SKIP_US;
  const from = to - LAST_US;
  p.samples.forEach((id, i) => {
    if (at[i] >= from && at[i] < to) self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[i] ?? 0));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const groups = new Map();
  const fns = new Map();
  for (const [id, us] of self) {
    const n = byId.get(id);
    const { url, functionName, lineNumber } = n.callFrame;
    const g = groupOf(url, functionName);
    groups.set(g, (groups.get(g) ?? 0) + us);
    const f = `${functionName || '(anonymous)'} ${g}:${lineNumber + 1}`;
    fns.set(f, (fns.get(f) ?? 0) + us);
  }
  const busy = total - (groups.get('(idle)') ?? 0);
  const pct = (us) => `${((100 * us) / busy).toFixed(1)}%`;
  console.log(
    `\n${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s not idle`,
  );
  console.log('self time by package / file (share of non-idle time):');
  for (const [g, us] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    if (g === '(idle)') continue;
    console.log(`  ${pct(us).padStart(6)}  ${(us / 1e3).toFixed(0).padStart(7)} ms  ${g}`);
  }
  console.log('top functions:');
  for (const [f, us] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    if (f.startsWith('(idle)')) continue;
    console.log(`  ${pct(us).padStart(6)}  ${f}`);
  }
}
