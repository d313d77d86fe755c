// Order-to-settlement throughput on PostgreSQL with two app instances, beside pgbench's
// tpcb-like figure on the same server in the same run. Figures, not pass/fail.
//
//   npm run build && node bench/api/order-settlement.mjs [--seconds 20] [--concurrency 8]
//
// Instance A serves the PhonePe sandbox; instance B uses A's sandbox as its gateway, so both
// instances create orders, receive callbacks and settle against one database. Each order:
// create (quick buy Rs 10) -> open the pay page -> Pay -> the S2S callback settles -> SUCCESS.
import { execFileSync, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const SECONDS = arg('seconds', 20);
const CONCURRENCY = arg('concurrency', 8);
const ADMIN = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB = `gs_bench_${Date.now()}`;
const DB_URL = ADMIN.replace(/\/[^/]*$/, `/${DB}`);
const PORTS = [4811, 4812];

const psql = (sql, db = ADMIN) => execFileSync('psql', [db, '-qAtc', sql], { encoding: 'utf8' });

function startInstance(port, gatewayPort) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: DB_URL,
    PAYMENTS_MODE: 'sandbox',
    LOG_LEVEL: 'warn',
    SEED_DEMO: port === PORTS[0] ? 'true' : 'false',
    RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    ORDER_RATE_LIMIT_PER_MINUTE: '1000000',
    ...(gatewayPort ? { PHONEPE_BASE_URL: `http://127.0.0.1:${gatewayPort}/sandbox/phonepe` } : {}),
  };
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitUp(port) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error(`instance on ${port} did not start`);
}

async function signUp(port, n) {
  const stamp = `${Date.now()}${n}`;
  const body = {
    firstName: 'Bench',
    lastName: 'User',
    email: `bench${stamp}@example.in`,
    phone: `9${stamp.slice(-9)}`,
    password: 'Gold@2024',
    address: 'Banjara Hills, Hyderabad 500034',
  };
  const base = `http://127.0.0.1:${port}`;
  const up = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (up.status !== 201) throw new Error(`signup ${up.status} ${await up.text()}`);
  const inRes = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: body.email, password: body.password }),
  });
  const cookie = inRes.headers.get('set-cookie').split(';')[0];
  return { base, cookie };
}

let seq = 0;
async function oneOrder(user) {
  const t0 = performance.now();
  const res = await fetch(`${user.base}/api/digital-gold/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: user.cookie },
    body: JSON.stringify({ amountPaise: 1000, idempotencyKey: `bench${process.pid}x${++seq}` }),
  });
  if (res.status !== 201) throw new Error(`order ${res.status} ${await res.text()}`);
  const { merchantTransactionId, payPageUrl } = await res.json();
  const token = new URL(payPageUrl).searchParams.get('token');
  const pay = await fetch(new URL('/sandbox/phonepe/transact/pg', payPageUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, choice: 'pay' }).toString(),
  });
  await pay.arrayBuffer();
  for (;;) {
    const s = await fetch(`${user.base}/api/orders/${merchantTransactionId}/status`, {
      headers: { cookie: user.cookie },
    });
    const { status } = await s.json();
    if (status === 'SUCCESS') return performance.now() - t0;
    if (status === 'FAILED') throw new Error('order failed');
    await sleep(20);
  }
}

const children = [];
try {
  psql(`create database ${DB}`);
  children.push(startInstance(PORTS[0]));
  await waitUp(PORTS[0]);
  children.push(startInstance(PORTS[1], PORTS[0]));
  await waitUp(PORTS[1]);

  // each worker has its own user (the 1 g vault holds about 1,100 buys of Rs 10), alternating instances
  const users = [];
  for (let i = 0; i < CONCURRENCY; i++) users.push(await signUp(PORTS[i % 2], i));

  const latencies = [];
  let errors = 0;
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(
    users.map(async (u) => {
      while (Date.now() < end) {
        try {
          latencies.push(await oneOrder(u));
        } catch (err) {
          errors++;
          if (errors < 3) console.error(String(err));
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]?.toFixed(0);
  const perSec = latencies.length / SECONDS;
  const credited = psql(`select count(*) from orders where status = 'SUCCESS'`, DB_URL).trim();
  const postings = psql(
    `select count(*) from ledger_postings where type = 'digital_gold_purchase'`,
    DB_URL,
  ).trim();

  // pgbench tpcb-like on the same server, same run
  const pgb = `${DB}_pgbench`;
  psql(`create database ${pgb}`);
  const pgUrl = ADMIN.replace(/\/[^/]*$/, `/${pgb}`);
  execFileSync('pgbench', ['-i', '-s', '10', '-q', pgUrl], { stdio: 'ignore' });
  const out = execFileSync(
    'pgbench',
    ['-c', String(CONCURRENCY), '-j', '2', '-T', String(SECONDS), pgUrl],
    { encoding: 'utf8' },
  );
  const tps = Number(out.match(/tps = ([\d.]+)/)[1]);
  psql(`drop database ${pgb} with (force)`);

  console.log(
    JSON.stringify(
      {
        date: new Date().toISOString(),
        seconds: SECONDS,
        concurrency: CONCURRENCY,
        instances: 2,
        settledOrders: latencies.length,
        errors,
        ordersPerSecond: Number(perSec.toFixed(1)),
        latencyMs: { p50: Number(pct(50)), p99: Number(pct(99)) },
        ordersSuccessInDb: Number(credited),
        goldPostingsInDb: Number(postings),
        pgbenchTpcbTps: Number(tps.toFixed(1)),
        ratio: Number((perSec / tps).toFixed(3)),
      },
      null,
      2,
    ),
  );
} finally {
  for (const c of children) c.kill('SIGTERM');
  await sleep(1500);
  try {
    psql(`drop database if exists ${DB} with (force)`);
  } catch {
    // already gone
  }
}
