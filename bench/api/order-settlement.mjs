// Order-to-settlement throughput on PostgreSQL with two app instances, beside pgbench's
// tpcb-like figure on the same server in the same run. Figures, not pass/fail.
//
//   npm run build && node bench/api/order-settlement.mjs [--seconds 15] [--users 128]
//     [--warmup 20] [--poll-ms 3000] [--pgbench-clients 20] [--server dist/server/main.js] [--cpu-prof]
//
// A third instance, G, serves only the PhonePe sandbox, on a database of its own; instances A and
// B use it as their gateway, so both create orders, receive callbacks and settle against one
// database, and the gateway's work (its process and its database's backends) is counted apart,
// like the load generator's. Each virtual user
// (its own account and client address, alternating instances) does what a buyer's browser does:
// create a quick buy (Rs 10) -> Pay on the sandbox's pay page (whose signed S2S callback makes the
// app ask the status API and settle) -> follow the redirect back to /api/payments/return/:mtid ->
// the StatusCheck page's polling of GET /api/orders/:mtid/status: at once, then every 3 s while
// PENDING (src/web/features/digital-gold/api.ts), until SUCCESS. Then the next buy, no think time:
// with enough users in flight the servers, not the clients' waiting, limit the rate.
//
// Counted: orders seen SUCCESS by their user inside the measured window (after a warm-up of 20 s:
// a server that has run a while, its code compiled and its connections' statements prepared; with
// 3 s the window measured processes still compiling, about 30% more app CPU an order), checked
// against the database (SUCCESS orders and gold postings). CPU: the two app processes, their
// database's PostgreSQL backends, the gateway and the whole machine (/proc) over the window, per
// order; the same machine figure for pgbench per transaction. Per order also: statements and
// transactions the app sent (its /metrics db_statements_total), transactions PostgreSQL counted
// (pg_stat_database, flushed by backends about once a second), HTTP requests the app answered.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  machineBusyMs,
  procCpuMs,
  signUp,
  startInstance,
  stopAndDrop,
  TICK_MS,
  waitUp,
  watchPostgres,
} from './instances.mjs';

const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const SECONDS = arg('seconds', 15);
const USERS = arg('users', arg('concurrency', 128));
const WARMUP = arg('warmup', 20);
const POLL_MS = arg('poll-ms', 3000);
// the two instances open up to 2 x 10 pooled connections: pgbench gets as many clients
const PGBENCH_CLIENTS = arg('pgbench-clients', 20);
const PROFILE = process.argv.includes('--cpu-prof');
// another build of the server to compare with (e.g. dist/server-base/main.js of an older commit)
const SERVER = process.argv.includes('--server')
  ? process.argv[process.argv.indexOf('--server') + 1]
  : 'dist/server/main.js';
const ADMIN = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB = `gs_bench_${Date.now()}`;
const DB_URL = ADMIN.replace(/\/[^/]*$/, `/${DB}`);
const PORTS = [4811, 4812];
const GATEWAY_PORT = 4810;
const GATEWAY_DB = `${DB}_gw`;

const psql = (sql, db = ADMIN) => execFileSync('psql', [db, '-qAtc', sql], { encoding: 'utf8' });

const instance = (port, gatewayPort, databaseUrl = DB_URL) =>
  startInstance({
    port,
    gatewayPort,
    databaseUrl,
    seedDemo: port === PORTS[0],
    server: SERVER,
    nodeArgs: PROFILE ? ['--cpu-prof', '--cpu-prof-dir=bench/profiles'] : [],
    env: {
      // each virtual user comes from its own address (X-Forwarded-For), as buyers do
      TRUST_PROXY: 'true',
      RATE_LIMIT_PER_MINUTE: '1000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      ORDER_RATE_LIMIT_PER_MINUTE: '1000000',
      // a buyer here lands back from the pay page every second or so, not every few minutes
      PAYMENT_RETURN_RATE_LIMIT_PER_MINUTE: '1000000',
    },
  });

/** CPU time (ms) of this process's reaped children (pgbench). */
const childrenCpuMs = () => {
  const f = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(f[13]) + Number(f[14])) * TICK_MS;
};

const clientCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

// The buyers' requests go through node:http with one keep-alive agent (each virtual user keeps its
// connections, as a browser does): the load generator is the bench's own process, not the
// product, so it builds no more per request than the request needs and reads only what it checks.
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
/**
 * One request; resolves to { status, location, body } where body is the text only when `read`
 * (otherwise the response is drained unread).
 */
const send = (host, port, method, path, headers, body, read) =>
  new Promise((resolve, reject) => {
    const req = http.request({ host, port, method, path, headers, agent }, (res) => {
      const out = { status: res.statusCode, location: res.headers.location, body: '' };
      if (!read) {
        res.on('end', () => resolve(out)).resume();
        return;
      }
      // the answers read are small JSON, under the app's compression threshold
      if (res.headers['content-encoding']) {
        reject(new Error(`${path} answered ${res.headers['content-encoding']}`));
        res.resume();
        return;
      }
      res.setEncoding('utf8');
      res.on('data', (d) => (out.body += d));
      res.on('end', () => resolve(out));
    });
    req.on('error', reject);
    req.end(body);
  });

/** A user's fixed request headers, built once: the JSON post, the form post and the GETs. */
const userRequests = (user) => {
  const { hostname, port } = new URL(user.base);
  return {
    ...user,
    host: hostname,
    port: Number(port),
    // what fetch sent before (a browser sends as much): the app may compress what it answers
    get: { ...user.headers, accept: '*/*', 'accept-encoding': 'gzip, deflate' },
    json: {
      ...user.headers,
      accept: '*/*',
      'accept-encoding': 'gzip, deflate',
      'content-type': 'application/json',
    },
    form: {
      ...user.headers,
      accept: '*/*',
      'accept-encoding': 'gzip, deflate',
      'content-type': 'application/x-www-form-urlencoded',
    },
  };
};

let seq = 0;
let polls = 0;
async function oneOrder(user) {
  const t0 = performance.now();
  const order = JSON.stringify({
    amountPaise: 1000,
    idempotencyKey: `bench${process.pid}x${++seq}`,
  });
  const res = await send(
    user.host,
    user.port,
    'POST',
    '/api/digital-gold/orders',
    { ...user.json, 'content-length': Buffer.byteLength(order) },
    order,
    true,
  );
  if (res.status !== 201) throw new Error(`order ${res.status} ${res.body}`);
  const { merchantTransactionId, payPageUrl } = JSON.parse(res.body);
  // the pay page (PhonePe's in production): the buyer presses Pay
  const page = new URL(payPageUrl);
  const form = new URLSearchParams({
    token: page.searchParams.get('token'),
    choice: 'pay',
  }).toString();
  const pay = await send(
    page.hostname,
    Number(page.port),
    'POST',
    '/sandbox/phonepe/transact/pg',
    { ...user.form, 'content-length': Buffer.byteLength(form) },
    form,
    false,
  );
  // back to our site, then the StatusCheck page (a static page; not fetched)
  const back = pay.location;
  if (!back) throw new Error(`pay answered ${pay.status} without a redirect`);
  let ret;
  if (back.startsWith('/')) {
    ret = await send(user.host, user.port, 'GET', back, user.get, undefined, false);
  } else {
    const u = new URL(back);
    ret = await send(
      u.hostname,
      Number(u.port),
      'GET',
      u.pathname + u.search,
      user.get,
      undefined,
      false,
    );
  }
  if (ret.status !== 303) throw new Error(`return ${ret.status}`);
  const statusPath = `/api/orders/${merchantTransactionId}/status`;
  for (;;) {
    polls++;
    const s = await send(user.host, user.port, 'GET', statusPath, user.get, undefined, true);
    const { status } = JSON.parse(s.body);
    if (status === 'SUCCESS') return performance.now() - t0;
    if (status === 'FAILED') throw new Error('order failed');
    await sleep(POLL_MS);
  }
}

/** Sums of the counters the bench divides by orders, from one instance's /metrics. */
async function scrape(port) {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const sum = (re) => {
    let t = 0;
    for (const m of text.matchAll(re)) t += Number(m[1]);
    return t;
  };
  return {
    statements: sum(/^db_statements_total\{kind="all"\} (\d+)/gm),
    begin: sum(/^db_statements_total\{kind="begin"\} (\d+)/gm),
    http: sum(/^http_request_duration_seconds_count\{[^}]*\} (\d+)/gm),
  };
}
const scrapeApps = async () => {
  const [a, b] = await Promise.all(PORTS.map(scrape));
  return {
    statements: a.statements + b.statements,
    begin: a.begin + b.begin,
    http: a.http + b.http,
  };
};
/** Transactions PostgreSQL has counted in one database (committed and rolled back). */
const pgTransactions = (dbName) =>
  Number(
    psql(
      `select xact_commit + xact_rollback from pg_stat_database where datname = '${dbName}'`,
    ).trim(),
  );

// the server's WAL (all its databases: the gateway's too): records, bytes, writes and flushes
const walStats = () => {
  const [records, bytes, writes, syncs] = psql(
    `select wal_records, wal_bytes, wal_write, wal_sync from pg_stat_wal`,
  )
    .trim()
    .split('|')
    .map(Number);
  return { records, bytes, writes, syncs };
};

const pct = (xs, p) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

const children = [];
try {
  psql(`create database ${DB}`);
  psql(`create database ${GATEWAY_DB}`);
  const gateway = instance(GATEWAY_PORT, undefined, DB_URL.replace(/\/[^/]*$/, `/${GATEWAY_DB}`));
  children.push(gateway);
  await waitUp(GATEWAY_PORT);
  children.push(instance(PORTS[0], GATEWAY_PORT));
  await waitUp(PORTS[0]);
  children.push(instance(PORTS[1], GATEWAY_PORT));
  await waitUp(PORTS[1]);
  const apps = children.slice(1);

  // each user its own account (the 1 g vault holds about 1,100 buys of Rs 10), alternating instances
  const users = [];
  for (let i = 0; i < USERS; i += 8) {
    const batch = [];
    for (let j = i; j < Math.min(USERS, i + 8); j++) batch.push(signUp(PORTS[j % 2], j, DB_URL));
    users.push(...(await Promise.all(batch)).map(userRequests));
  }

  const latencies = [];
  let errors = 0;
  let done = 0;
  const t0 = Date.now();
  const from = t0 + WARMUP * 1000;
  const to = from + SECONDS * 1000;
  let cpu0;
  let stopPg;
  let stopGatewayPg;
  let sent0;
  const mark = setTimeout(() => {
    cpu0 = {
      app: apps.map((c) => procCpuMs(c.pid)),
      gateway: procCpuMs(gateway.pid),
      machine: machineBusyMs(),
      client: clientCpuMs(),
      polls,
      done,
      pgTx: pgTransactions(DB),
      wal: walStats(),
    };
    stopPg = watchPostgres(DB);
    stopGatewayPg = watchPostgres(GATEWAY_DB);
    sent0 = scrapeApps();
  }, WARMUP * 1000);
  let cpu1;
  let sent1;
  const markEnd = setTimeout(
    () => {
      cpu1 = {
        app: apps.map((c) => procCpuMs(c.pid)),
        gateway: procCpuMs(gateway.pid),
        machine: machineBusyMs(),
        client: clientCpuMs(),
        pg: stopPg(),
        gatewayPg: stopGatewayPg(),
        polls,
        done,
        pgTx: pgTransactions(DB),
        wal: walStats(),
      };
      sent1 = scrapeApps();
    },
    (WARMUP + SECONDS) * 1000,
  );
  await Promise.all(
    users.map(async (u, i) => {
      await sleep((i * 1000) / USERS); // users arrive over the first second
      while (Date.now() < to) {
        try {
          const ms = await oneOrder(u);
          const at = Date.now();
          done++;
          if (at >= from && at < to) latencies.push(ms);
        } catch (err) {
          errors++;
          if (errors < 3) console.error(String(err));
        }
      }
    }),
  );
  clearTimeout(mark);
  clearTimeout(markEnd);
  latencies.sort((a, b) => a - b);
  const perSec = latencies.length / SECONDS;
  const inDb = (sql) => Number(psql(sql, DB_URL).trim());
  const credited = inDb(`select count(*) from orders where status = 'SUCCESS'`);
  const postings = inDb(
    `select count(*) from ledger_postings where type = 'digital_gold_purchase'`,
  );
  const settleMs = psql(
    `select extract(epoch from paid_at - created_at) * 1000 from orders where status = 'SUCCESS'
       and paid_at >= to_timestamp(${from / 1000}) and paid_at < to_timestamp(${to / 1000})
     order by 1`,
    DB_URL,
  )
    .trim()
    .split('\n')
    .filter(Boolean)
    .map(Number);
  const appCpuMs = cpu1.app.reduce((a, b, k) => a + b - cpu0.app[k], 0);
  const gatewayMs = cpu1.gateway - cpu0.gateway + cpu1.gatewayPg;
  const machineMs = cpu1.machine - cpu0.machine;
  const [s0, s1] = await Promise.all([sent0, sent1]);
  // what the app did in the window, per order it completed in the window (settled or not yet
  // seen: the orders in flight at both ends of the window about cancel out)
  const ordersInWindow = cpu1.done - cpu0.done;
  const perOrder = (x) => Number((x / ordersInWindow).toFixed(2));
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

  // pgbench tpcb-like on the same server, same run
  const pgb = `${DB}_pgbench`;
  psql(`create database ${pgb}`);
  const pgUrl = ADMIN.replace(/\/[^/]*$/, `/${pgb}`);
  execFileSync('pgbench', ['-i', '-s', '10', '-q', pgUrl], { stdio: 'ignore' });
  const m0 = machineBusyMs();
  const stopPgbenchPg = watchPostgres(pgb);
  const c0 = childrenCpuMs();
  const out = await new Promise((resolve, reject) => {
    const args = ['-c', String(PGBENCH_CLIENTS), '-j', '2', '-T', String(SECONDS), pgUrl];
    const child = spawn('pgbench', args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let text = '';
    child.stdout.on('data', (d) => (text += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`pgbench ${code}`))));
  });
  const pgServerMs = stopPgbenchPg();
  const pgMachineMs = machineBusyMs() - m0;
  const pgClientMs = childrenCpuMs() - c0;
  const tps = Number(out.match(/tps = ([\d.]+)/)[1]);
  const pgTx = Number(out.match(/number of transactions actually processed: (\d+)/)[1]);
  psql(`drop database ${pgb} with (force)`);

  const r1 = (x) => Number(x.toFixed(1));
  console.log(
    JSON.stringify(
      {
        date: new Date().toISOString(),
        server: SERVER,
        loadAverageAtEnd: load,
        seconds: SECONDS,
        warmupSeconds: WARMUP,
        users: USERS,
        pollMs: POLL_MS,
        instances: 2,
        settledOrdersInWindow: latencies.length,
        ordersCompletedInRun: done,
        errors,
        ordersPerSecond: r1(perSec),
        latencyMs: { p50: Math.round(pct(latencies, 50)), p99: Math.round(pct(latencies, 99)) },
        settleLatencyMsInDb: {
          n: settleMs.length,
          p50: Math.round(pct(settleMs, 50)),
          p99: Math.round(pct(settleMs, 99)),
        },
        statusPollsPerOrder: Number(((cpu1.polls - cpu0.polls) / latencies.length).toFixed(2)),
        ordersSuccessInDb: credited,
        goldPostingsInDb: postings,
        appCpuMsPerOrder: r1(appCpuMs / latencies.length),
        gatewayCpuMsPerOrder: r1(gatewayMs / latencies.length),
        appCpuMsPerOrderByInstance: cpu1.app.map((x, k) =>
          r1((x - cpu0.app[k]) / latencies.length),
        ),
        loadClientCpuMsPerOrder: r1((cpu1.client - cpu0.client) / latencies.length),
        postgresCpuMsPerOrder: r1(cpu1.pg / latencies.length),
        machineCpuMsPerOrder: r1(machineMs / latencies.length),
        machineCpuMsPerOrderWithoutGateway: r1((machineMs - gatewayMs) / latencies.length),
        perOrder: {
          ordersCompletedInWindow: ordersInWindow,
          statementsSent: perOrder(s1.statements - s0.statements),
          transactionsSent: perOrder(s1.begin - s0.begin),
          transactionsInPostgres: perOrder(cpu1.pgTx - cpu0.pgTx),
          httpRequestsAnswered: perOrder(s1.http - s0.http),
          // the server's WAL, the gateway's database included (pg_stat_wal)
          walRecords: perOrder(cpu1.wal.records - cpu0.wal.records),
          walBytes: perOrder(cpu1.wal.bytes - cpu0.wal.bytes),
          walWrites: perOrder(cpu1.wal.writes - cpu0.wal.writes),
          walFlushes: perOrder(cpu1.wal.syncs - cpu0.wal.syncs),
        },
        pgbenchClients: PGBENCH_CLIENTS,
        pgbenchTpcbTps: r1(tps),
        pgbenchPostgresCpuMsPerTx: Number((pgServerMs / pgTx).toFixed(3)),
        pgbenchClientCpuMsPerTx: Number((pgClientMs / pgTx).toFixed(3)),
        pgbenchMachineCpuMsPerTx: Number((pgMachineMs / pgTx).toFixed(3)),
        ratio: Number((perSec / tps).toFixed(3)),
        machineCpuRatioToPgbench: r1(
          (machineMs - gatewayMs) / latencies.length / (pgMachineMs / pgTx),
        ),
        postgresCpuRatioToPgbench: r1(cpu1.pg / latencies.length / (pgServerMs / pgTx)),
      },
      null,
      2,
    ),
  );
} finally {
  await stopAndDrop(children, ADMIN, [DB, GATEWAY_DB]);
}
