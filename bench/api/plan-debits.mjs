// The Autopay debit job on PostgreSQL with two app instances: N active daily plans due in one
// window, notified and then executed against the PhonePe sandbox. Figures, not pass/fail.
//
//   npm run build && node bench/api/plan-debits.mjs [--plans 10000] [--batch 200] [--concurrency 16]
//     [--ports 3160,3161] [--gateway-port 3159] [--server dist/server/main.js]
//     [--profile .tmp/prof]
//
// A third instance, G, serves only the PhonePe sandbox, on a database of its own; instances A and B
// use it as their gateway (PhonePe's work in production), so its CPU is counted apart. Both A and B
// run the debit job on the shared job runner (every second; PLAN_JOB_BATCH plans or debits a claim,
// with a lease and SKIP LOCKED; PLAN_JOB_CONCURRENCY of them worked at once).
// Set-up (not measured): N customers are written to the database; for each, a mandate is created
// and approved in G's sandbox (its 'demo-mandate' control and its UPI app), and an ACTIVE daily
// plan on that mandate, activated today, is stored. Then:
//   1. notify: both jobs store and notify each plan's first cycle (one debit per plan and cycle);
//   2. execute: the three instances' clocks are moved by the sandbox clock control past the 24 h
//      notice into a non-peak window, and both jobs price, record and execute every debit (done
//      when every debit is recorded and its execute call answered).
// Measured per phase: debits per second, CPU ms per debit of the two app processes, of their
// database's PostgreSQL processes, of the gateway and of the whole machine, and the load average.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  machineBusyMs,
  procCpuMs,
  startInstance,
  stopAndDrop,
  waitUp,
  watchPostgres,
} from './instances.mjs';

const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};
const PLANS = Number(arg('plans', 10000));
const BATCH = Number(arg('batch', 200));
const CONCURRENCY = Number(arg('concurrency', 16));
const PORTS = arg('ports', '3160,3161').split(',').map(Number);
const GATEWAY_PORT = Number(arg('gateway-port', 3159));
// another build of the server to compare with (e.g. dist/server-base/main.js of an older commit)
const SERVER = arg('server', 'dist/server/main.js');
// --profile DIR: each instance writes a V8 CPU profile there when it stops (bench/api/cpu-profile.mjs reads it)
const PROFILE = arg('profile', undefined);
const ADMIN = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB = `gs_bench_plans_${Date.now()}`;
const DB_URL = ADMIN.replace(/\/[^/]*$/, `/${DB}`);
const GATEWAY_DB = `${DB}_gw`;
const AMOUNT = 2000; // Rs 20, the smallest daily preset

// the statement goes on stdin: a 10,000-row insert is longer than one argument may be
const psql = (sql, db = DB_URL) =>
  execFileSync('psql', [db, '-qAt', '-v', 'ON_ERROR_STOP=1'], { input: sql, encoding: 'utf8' });

const instance = (port, gatewayPort, databaseUrl = DB_URL) =>
  startInstance({
    port,
    gatewayPort,
    databaseUrl,
    seedDemo: port === PORTS[0],
    server: SERVER,
    nodeArgs: PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`] : [],
    env: {
      RATE_LIMIT_PER_MINUTE: '100000000',
      PLAN_JOB_INTERVAL_SECONDS: '1',
      PLAN_JOB_BATCH: String(BATCH),
      PLAN_JOB_CONCURRENCY: String(CONCURRENCY),
      // only the first cycle is due in the notify phase
      PLAN_NOTIFY_LEAD_HOURS: '24',
    },
  });

async function control(port, body) {
  const res = await fetch(`http://127.0.0.1:${port}/sandbox/phonepe/_control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`control ${res.status}: ${await res.text()}`);
  return res.json();
}

async function pool(n, concurrency, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) await work(next++);
    }),
  );
}

const count = (where) => Number(psql(`select count(*) from plan_debits where ${where}`).trim());

/** Statements and transactions the app sent, and HTTP requests it answered, from its /metrics. */
async function counters(ports) {
  const totals = { statements: 0, begin: 0, http: 0, refused: 0 };
  for (const port of ports) {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    const sum = (re) => [...text.matchAll(re)].reduce((t, m) => t + Number(m[1]), 0);
    totals.statements += sum(/^db_statements_total\{kind="all"\} (\d+)/gm);
    totals.begin += sum(/^db_statements_total\{kind="begin"\} (\d+)/gm);
    totals.http += sum(/^http_request_duration_seconds_count\{[^}]*\} (\d+)/gm);
    // answered 4xx/5xx (a callback refused by the rate limit would be a 429)
    totals.refused += sum(
      /^http_request_duration_seconds_count\{[^}]*status="[45]\d\d"[^}]*\} (\d+)/gm,
    );
  }
  return totals;
}

async function measure(label, instances, gateway, done) {
  const c0 = await counters(PORTS);
  const t0 = performance.now();
  const cpu0 = instances.map((p) => procCpuMs(p.pid));
  const g0 = procCpuMs(gateway.pid);
  const stopPg = watchPostgres(DB);
  const stopGatewayPg = watchPostgres(GATEWAY_DB);
  const m0 = machineBusyMs();
  const load0 = loadavg()[0];
  let n = done();
  while (n < PLANS) {
    if (performance.now() - t0 > 30 * 60_000)
      throw new Error(`${label}: ${n}/${PLANS} after 30 min`);
    await sleep(250);
    n = done();
  }
  const s = (performance.now() - t0) / 1000;
  const appCpu = instances.reduce((a, p, i) => a + procCpuMs(p.pid) - cpu0[i], 0);
  const pgCpu = stopPg();
  const gatewayCpu = procCpuMs(gateway.pid) - g0 + stopGatewayPg();
  const machine = machineBusyMs() - m0;
  const perDebit = (ms) => Number((ms / n).toFixed(2));
  const c1 = await counters(PORTS);
  return {
    phase: label,
    debits: n,
    seconds: Number(s.toFixed(1)),
    debitsPerSecond: Number((n / s).toFixed(1)),
    appCpuMsPerDebit: perDebit(appCpu),
    // the app database's backends and PostgreSQL's own processes (WAL writer, checkpointer...)
    postgresCpuMsPerDebit: perDebit(pgCpu),
    // the sandbox's process and its database's backends: PhonePe's in production
    gatewayCpuMsPerDebit: perDebit(gatewayCpu),
    machineCpuMsPerDebit: perDebit(machine),
    machineCpuMsPerDebitWithoutGateway: perDebit(machine - gatewayCpu),
    // what the two app instances sent and answered (the callbacks from the gateway included)
    statementsPerDebit: perDebit(c1.statements - c0.statements),
    transactionsPerDebit: perDebit(c1.begin - c0.begin),
    httpRequestsAnsweredPerDebit: perDebit(c1.http - c0.http),
    httpRequestsRefused: c1.refused - c0.refused,
    loadAverage1m: `${load0.toFixed(2)} -> ${loadavg()[0].toFixed(2)}`,
  };
}

async function main() {
  execFileSync('psql', [ADMIN, '-qAtc', `create database ${DB}`]);
  execFileSync('psql', [ADMIN, '-qAtc', `create database ${GATEWAY_DB}`]);
  const gateway = instance(GATEWAY_PORT, undefined, ADMIN.replace(/\/[^/]*$/, `/${GATEWAY_DB}`));
  const children = [gateway];
  const instances = [];
  // Ctrl-C: stop the instances and drop the databases as at the end
  const stop = () => stopAndDrop(children, ADMIN, [DB, GATEWAY_DB]).then(() => process.exit(130));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    // an instance that does not start also ends the run with everything stopped and dropped
    await waitUp(GATEWAY_PORT);
    for (const port of PORTS) {
      instances.push(instance(port, GATEWAY_PORT));
      children.push(instances.at(-1));
      await waitUp(port);
    }
    console.error(`set-up: ${PLANS} customers, mandates and daily plans`);
    psql(`insert into users (id, first_name, last_name, email, phone, password_hash, address, is_active)
      select 'usr_bench' || g, 'Bench', 'Saver', 'bench' || g || '@example.in', (6000000000 + g)::text,
        'x', '12-2-345, Road No. 3, Banjara Hills, Hyderabad 500034', true
      from generate_series(1, ${PLANS}) g`);
    const mandates = new Array(PLANS);
    await pool(PLANS, 32, async (i) => {
      const m = await control(GATEWAY_PORT, {
        action: 'demo-mandate',
        vpa: `bench.saver${i}@ybl`,
        amountPaise: AMOUNT,
      });
      const res = await fetch(
        `http://127.0.0.1:${GATEWAY_PORT}/sandbox/phonepe/upi-app/auth/${m.authRequestId}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'decision=approve',
          redirect: 'manual',
        },
      );
      if (res.status !== 303) throw new Error(`approve ${res.status}`);
      mandates[i] = m;
    });
    const rows = mandates
      .map(
        (m, i) =>
          `('pln_bench${i + 1}','usr_bench${i + 1}','DAILY',${AMOUNT},'ACTIVE','${m.merchantSubscriptionId}','${m.subscriptionId}','bench${i + 1}',now(),to_char(now() at time zone 'Asia/Kolkata','YYYY-MM-DD'),1,now() - interval '1 second',now(),now())`,
      )
      .join(',');
    psql(`insert into plans (id, user_id, frequency, amount_paise, state, merchant_subscription_id,
      subscription_id, idempotency_key, activated_at, anchor_date, next_cycle, next_run_at, created_at, updated_at)
      values ${rows}`);

    const notify = await measure('notify', instances, gateway, () =>
      count(`cycle = 1 and state in ('NOTIFIED', 'PROCESSING', 'SUCCESS')`),
    );
    console.error(notify);

    // past the 24 h notice into the first non-peak minute both instances' debits may run at, on
    // the gateway's clock too
    const from = new Date(
      psql(`select max(executable_from) from plan_debits where cycle = 1`).trim(),
    ).getTime();
    const state = await control(PORTS[0], { action: 'advance-clock', ms: 1, runJobs: false });
    const ms = Math.max(1, from - new Date(state.now).getTime() + 1000);
    await Promise.all(
      [GATEWAY_PORT, ...PORTS].map((p) => control(p, { action: 'advance-clock', ms })),
    );
    // executed: recorded (PROCESSING or settled) and its execute call answered, since the job may
    // record a claim's debits before it sends their calls
    const answered = () =>
      Number(
        psql(
          `select count(distinct reference) from gateway_log where operation = 'debit-execute'
           and direction = 'out' and (http_status is not null or error is not null)`,
        ).trim(),
      );
    const execute = await measure('execute', instances, gateway, () =>
      Math.min(count(`cycle = 1 and state in ('PROCESSING', 'SUCCESS', 'FAILED')`), answered()),
    );
    console.error(execute);

    const executes = psql(
      `select count(*), count(distinct reference) from gateway_log where operation = 'debit-execute' and direction = 'out'`,
    ).trim();
    // the executions alone (the execute phase also notifies the next cycle of every plan, which the
    // clock move makes due): first to last execution of cycle 1, on the instances' shared clock
    const span = Number(
      psql(
        `select extract(epoch from max(executed_at) - min(executed_at)) from plan_debits where cycle = 1`,
      ).trim(),
    );
    const perCycle = psql(
      `select count(*) from (select plan_id, cycle from plan_debits group by 1, 2 having count(*) > 1) d`,
    ).trim();
    console.log(
      JSON.stringify(
        {
          plans: PLANS,
          batch: BATCH,
          concurrency: CONCURRENCY,
          instances: 2,
          notify,
          execute,
          executeCallsAndDistinctDebits: executes,
          executionsAlone: {
            seconds: Number(span.toFixed(1)),
            debitsPerSecond: Number((PLANS / span).toFixed(1)),
          },
          plansWithTwoDebitsInACycle: Number(perCycle),
          cpus: readFileSync('/proc/cpuinfo', 'utf8').match(/^processor/gm).length,
        },
        null,
        2,
      ),
    );
  } finally {
    await stopAndDrop(children, ADMIN, [DB, GATEWAY_DB]);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
