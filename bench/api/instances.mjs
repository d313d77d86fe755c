// What the API benchmarks share: two app instances on one PostgreSQL database, the first serving the
// PhonePe sandbox and the second using it as its gateway, and the CPU time they and the machine use.
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export const TICK_MS = 1000 / 100; // USER_HZ

/**
 * Starts the built server on `port` against `databaseUrl`, in production mode with the sandbox's
 * payments; with `gatewayPort`, its gateway is that instance's sandbox; `seedDemo` seeds the demo
 * data (the first instance only). `env` adds the benchmark's own settings.
 */
export function startInstance({
  port,
  gatewayPort,
  databaseUrl,
  seedDemo,
  env = {},
  nodeArgs = [],
  server = 'dist/server/main.js',
}) {
  return spawn(process.execPath, [...nodeArgs, server], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      PAYMENTS_MODE: 'sandbox',
      LOG_LEVEL: 'warn',
      SEED_DEMO: seedDemo ? 'true' : 'false',
      ...env,
      ...(gatewayPort
        ? { PHONEPE_BASE_URL: `http://127.0.0.1:${gatewayPort}/sandbox/phonepe` }
        : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Waits until the instance on `port` answers its health check (two minutes at the most). */
export async function waitUp(port) {
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

/** CPU time (ms) of a process, user + system. */
export const procCpuMs = (pid) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) * TICK_MS;
};

/** Busy CPU time (ms) of the whole machine, all cores. */
export const machineBusyMs = () => {
  const f = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const idle = f[3] + f[4];
  return (f.slice(0, 8).reduce((a, b) => a + b, 0) - idle) * TICK_MS;
};

/**
 * What each pid's command line said, for pids whose answer cannot change while they live: not
 * PostgreSQL at all, or a backend (of one database). The sampler runs in the load generator's
 * process every 250 ms, so it reads each of the machine's other processes once, not at every
 * sample. A PostgreSQL process not yet a backend (just forked: the postmaster's command line) is
 * read again; a pid gone from /proc is forgotten at the next sample, so a reused pid is read anew.
 */
const seen = new Map();
/**
 * CPU time (ms) per PostgreSQL process: the server's own processes (WAL writer, checkpointer...)
 * and the backends of one database, not those of other databases on the same server.
 */
const postgresCpu = (dbName) => {
  const m = new Map();
  const pids = readdirSync('/proc');
  const live = new Set(pids);
  for (const pid of seen.keys()) if (!live.has(pid)) seen.delete(pid);
  for (const pid of pids) {
    if (!/^\d+$/.test(pid)) continue;
    let cmd = seen.get(pid);
    try {
      if (cmd === undefined) {
        cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        const postgres = cmd.startsWith('postgres') || cmd.includes('bin/postgres');
        const backend = /\d+\.\d+\.\d+\.\d+\(\d+\)|\[local\]/.test(cmd);
        if (!postgres) seen.set(pid, (cmd = ''));
        else if (backend) seen.set(pid, cmd);
      }
      if (!cmd) continue;
      const backend = /\d+\.\d+\.\d+\.\d+\(\d+\)|\[local\]/.test(cmd);
      if (backend && !cmd.includes(` ${dbName} `)) continue;
      m.set(pid, procCpuMs(pid));
    } catch {
      // gone
    }
  }
  return m;
};

/**
 * PostgreSQL CPU of one database from now on, sampled every 250 ms so that backends which come
 * and go (pgbench's) are counted up to their last sample.
 */
export const watchPostgres = (dbName) => {
  const first = postgresCpu(dbName);
  const last = new Map(first);
  const sample = () => {
    for (const [pid, ms] of postgresCpu(dbName)) last.set(pid, ms);
  };
  const timer = setInterval(sample, 250);
  return () => {
    clearInterval(timer);
    sample();
    let t = 0;
    for (const [pid, ms] of last) t += ms - (first.get(pid) ?? 0);
    return t;
  };
};

const RUN = String(Date.now()).slice(-4);
/**
 * A new account on the instance on `port`, its email confirmed as the mailed link does
 * (accounts/email-links.ts verifyEmail) in the database at `databaseUrl`, signed in: its base URL
 * and headers (each user its own client address, X-Forwarded-For, as buyers have). Needs
 * TRUST_PROXY=true on the instance.
 */
export async function signUp(port, n, databaseUrl, prefix = 'bench') {
  const body = {
    firstName: 'Bench',
    lastName: 'User',
    email: `${prefix}${RUN}u${n}@example.in`,
    phone: `9${RUN}${String(n).padStart(5, '0')}`,
    password: 'Gold@2024',
    address: 'Banjara Hills, Hyderabad 500034',
  };
  const base = `http://127.0.0.1:${port}`;
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const up = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  if (up.status !== 202) throw new Error(`signup ${up.status} ${await up.text()}`);
  execFileSync('psql', [
    databaseUrl,
    '-qAtc',
    `update users set is_active = true where email = '${body.email}'`,
  ]);
  const inRes = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ login: body.email, password: body.password }),
  });
  if (inRes.status !== 200) throw new Error(`signin ${inRes.status} ${await inRes.text()}`);
  const cookie = inRes.headers.get('set-cookie').split(';')[0];
  return { base, headers: { cookie, 'x-forwarded-for': ip }, n };
}

/**
 * A bench's cleanup: stops its instances (waiting for each to exit; one still running after
 * `graceMs` is killed, so a slow shutdown never holds the bench lock), then drops its databases
 * through `adminUrl` (one already gone is fine).
 */
export async function stopAndDrop(children, adminUrl, databases, graceMs = 30_000) {
  for (const c of children) c.kill('SIGTERM');
  await Promise.all(
    children.map((c) => {
      if (c.exitCode !== null || c.signalCode !== null) return Promise.resolve();
      const timer = setTimeout(() => c.kill('SIGKILL'), graceMs);
      return new Promise((r) => c.once('exit', r)).finally(() => clearTimeout(timer));
    }),
  );
  for (const name of databases) {
    try {
      execFileSync('psql', [adminUrl, '-qAtc', `drop database if exists ${name} with (force)`], {
        stdio: 'ignore',
      });
    } catch {
      // already gone
    }
  }
}
