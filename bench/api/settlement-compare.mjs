// Two (or more) builds of the server through `order-settlement.mjs`, one run of each in turn for
// several rounds, so that the machine's drift (its pgbench speed moves by a fifth within minutes)
// falls on every build alike: each run's figures, then each build's medians. Figures, not
// pass/fail.
//
//   node bench/api/settlement-compare.mjs base=dist/server-base/main.js new=dist/server/main.js
//     [--rounds 3] [--seconds 15] [--users 32] [--warmup 20]
//
// A build to compare with is built from its commit and copied beside the current one, e.g.
//   git stash && node scripts/build-server.mjs && cp -r dist/server dist/server-base && git stash pop
// (dist/server-base/main.js finds the same dist/web as dist/server/main.js).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const opt = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};
const ROUNDS = Number(opt('rounds', 3));
// handed to each run: 32 buyers unless told, the settlement bench's own defaults for the rest
const passed = [
  ['--users', opt('users', '32')],
  ...['seconds', 'warmup'].filter((k) => opt(k)).map((k) => [`--${k}`, opt(k)]),
].flat();
const builds = process.argv
  .slice(2)
  .filter((a) => /^[\w-]+=/.test(a))
  .map((a) => ({ name: a.slice(0, a.indexOf('=')), server: a.slice(a.indexOf('=') + 1) }));
if (builds.length < 2) {
  // a usage error, as a shell command says one: nothing was run
  console.error('give at least two builds: name=path/to/main.js name=path/to/main.js');
  process.exit(2);
}
const bench = path.join(path.dirname(fileURLToPath(import.meta.url)), 'order-settlement.mjs');

// what each run reports, by a short name: [label, read from the run's JSON]
const FIGURES = [
  ['orders/s', (j) => j.ordersPerSecond],
  ['app ms', (j) => j.appCpuMsPerOrder],
  ['PG ms', (j) => j.postgresCpuMsPerOrder],
  ['load gen. ms', (j) => j.loadClientCpuMsPerOrder],
  ['statements', (j) => j.perOrder.statementsSent],
  ['PG tx', (j) => j.perOrder.transactionsInPostgres],
  ['WAL flushes', (j) => j.perOrder.walFlushes],
  ['settle p50 ms', (j) => j.settleLatencyMsInDb.p50],
  ['pgbench tps', (j) => j.pgbenchTpcbTps],
  ['machine x', (j) => j.machineCpuRatioToPgbench],
  ['PG x', (j) => j.postgresCpuRatioToPgbench],
];

const runs = new Map(builds.map((b) => [b.name, []]));
for (let round = 1; round <= ROUNDS; round++) {
  for (const b of builds) {
    const out = execFileSync(process.execPath, [bench, '--server', b.server, ...passed], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const j = JSON.parse(out.slice(out.indexOf('{')));
    const checked = j.ordersSuccessInDb === j.goldPostingsInDb && j.errors === 0;
    if (!checked) console.error(`${b.name}: the database check failed`, j);
    runs.get(b.name).push(j);
    const load = j.loadAverageAtEnd.split(' ')[0];
    console.log(
      `round ${round} ${b.name} (load ${load}): ` +
        FIGURES.map(([label, f]) => `${label} ${f(j)}`).join(', '),
    );
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
console.log('\nmedians of each build:');
for (const [name, js] of runs) {
  console.log(
    `${name}: ` +
      FIGURES.map(([label, f]) => `${label} ${Number(median(js.map(f)).toFixed(2))}`).join(', '),
  );
}
