// Every statement one settled quick buy sends to PostgreSQL, phase by phase, read from
// PostgreSQL's own statement log (log_statement = all for the bench's database only).
//
//   npm run build && node bench/api/order-statements.mjs [--orders 3] [--log /var/log/postgresql/postgresql-15-main.log]
//     [--sql] [--wal]
//
// One app instance and the PhonePe sandbox in a process and database of its own (as in
// order-settlement.mjs). After one order to warm up, each order goes through what a buyer's
// browser does, and the log is cut between the steps: create the order (POST), Pay on the
// sandbox's pay page (whose callback makes the app ask the status API and settle: the bench waits
// until the order is SUCCESS), the browser's return (GET /api/payments/return/:mtid), one status
// poll. Statements the job runner sends on its own are counted over an idle stretch first and
// shown apart. Needs read access to the server's log file (root or the adm group).
//
// --wal: also the WAL records the last order wrote in the app's database, step by step, by table
// or index and kind of record (pg_walinspect, PostgreSQL 15 or later; superuser), beside the
// commits of the transactions that wrote them. The sandbox's database is left out, as its CPU is.
import { execFileSync } from 'node:child_process';
import { openSync, readSync, statSync, closeSync, readdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { signUp, startInstance, stopAndDrop, waitUp } from './instances.mjs';

const argOf = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};
const ORDERS = Number(argOf('orders', 3));
const WAL = process.argv.includes('--wal');
const LOG =
  argOf('log') ??
  readdirSync('/var/log/postgresql')
    .filter((f) => f.endsWith('.log'))
    .map((f) => `/var/log/postgresql/${f}`)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
const ADMIN = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB = `gs_stmt_${Date.now()}`;
const GATEWAY_DB = `${DB}_gw`;
const urlOf = (db) => ADMIN.replace(/\/[^/]*$/, `/${db}`);
const PORT = 4821;
const GATEWAY_PORT = 4820;

const psql = (sql, db = ADMIN) => execFileSync('psql', [db, '-qAtc', sql], { encoding: 'utf8' });
/** A read of the bench's own, kept out of the log it reads. */
const quietly = (sql) =>
  psql(`set log_statement = 'none'; ${sql}`, urlOf(DB)).trim().split('\n').at(-1);

const logSize = () => statSync(LOG).size;
function logSince(offset) {
  const end = logSize();
  const buf = Buffer.alloc(end - offset);
  const fd = openSync(LOG, 'r');
  readSync(fd, buf, 0, buf.length, offset);
  closeSync(fd);
  return { text: buf.toString('utf8'), end };
}

/** The statements of our database in a stretch of the log, one line each, parameters dropped. */
function statementsIn(text) {
  const out = [];
  let current;
  for (const line of text.split('\n')) {
    const head = line.match(/^\S+ \S+ \S+ \[\d+\] (\S*)@(\S*) (\w+):\s+(.*)$/);
    if (head) {
      current = undefined;
      const [, , db, level, rest] = head;
      if (db !== DB || level !== 'LOG') continue;
      const m = rest.match(/^(?:statement|execute [^:]*): (.*)$/);
      if (!m || m[1].includes('log_statement')) continue;
      current = { sql: m[1] };
      out.push(current);
    } else if (current && /^\s/.test(line)) {
      current.sql += ` ${line.trim()}`;
    }
  }
  return out.map((s) => s.sql.replace(/\s+/g, ' ').trim());
}

/** "select ... from "orders" where ..." -> a short, stable label for counting. */
const label = (sql) => {
  const s = sql.replace(/\$\d+/g, '?');
  const verb = s.split(' ')[0].toLowerCase();
  const table = s.match(/\b(?:from|into|update|join)\s+"?([a-z_]+)"?/i)?.[1];
  if (['begin', 'commit', 'rollback'].includes(verb)) return verb;
  if (verb === 'select' && !table) return s.slice(0, 70);
  return `${verb} ${table ?? s.slice(verb.length + 1, 60)}${/for update/i.test(s) ? ' for update' : ''}`;
};

/** "3 x select orders", most frequent first, in the order first seen among equals. */
const tally = (statements) => {
  const m = new Map();
  for (const s of statements) m.set(label(s), (m.get(label(s)) ?? 0) + 1);
  return [...m].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${n} x ${k}`);
};

const children = [];
try {
  psql(`create database ${DB}`);
  psql(`create database ${GATEWAY_DB}`);
  psql(`alter database ${DB} set log_statement = 'all'`);
  if (WAL) quietly('create extension pg_walinspect');
  const env = {
    TRUST_PROXY: 'true',
    RATE_LIMIT_PER_MINUTE: '1000000',
    ORDER_RATE_LIMIT_PER_MINUTE: '1000000',
  };
  const gateway = startInstance({
    port: GATEWAY_PORT,
    databaseUrl: urlOf(GATEWAY_DB),
    seedDemo: false,
    env,
  });
  children.push(gateway);
  await waitUp(GATEWAY_PORT);
  const app = startInstance({
    port: PORT,
    gatewayPort: GATEWAY_PORT,
    databaseUrl: urlOf(DB),
    seedDemo: true,
    env,
  });
  children.push(app);
  await waitUp(PORT);
  const user = await signUp(PORT, 1, urlOf(DB), 'stmt');

  async function order(phase) {
    const marks = [];
    const mark = (name) =>
      marks.push({ name, at: logSize(), lsn: WAL ? quietly('select pg_current_wal_lsn()') : null });
    mark('create');
    const res = await fetch(`${user.base}/api/digital-gold/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...user.headers },
      body: JSON.stringify({ amountPaise: 1000, idempotencyKey: `stmt${process.pid}${phase}` }),
    });
    if (res.status !== 201) throw new Error(`order ${res.status} ${await res.text()}`);
    const { merchantTransactionId: mtid, payPageUrl } = await res.json();
    mark('pay, callback, status API, settle');
    const token = new URL(payPageUrl).searchParams.get('token');
    const pay = await fetch(new URL('/sandbox/phonepe/transact/pg', payPageUrl), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...user.headers },
      body: new URLSearchParams({ token, choice: 'pay' }).toString(),
    });
    await pay.arrayBuffer();
    for (let i = 0; i < 100; i++) {
      if (
        quietly(`select status from orders where merchant_transaction_id = '${mtid}'`) === 'SUCCESS'
      )
        break;
      await sleep(50);
    }
    await sleep(300); // what the settlement does after answering (mail queued, and so on)
    mark('browser returns');
    const ret = await fetch(new URL(pay.headers.get('location'), user.base), {
      redirect: 'manual',
      headers: user.headers,
    });
    await ret.arrayBuffer();
    mark('status poll');
    const s = await fetch(`${user.base}/api/orders/${mtid}/status`, { headers: user.headers });
    if ((await s.json()).status !== 'SUCCESS') throw new Error('not settled');
    await sleep(100);
    mark('end');
    const { text } = logSince(marks[0].at);
    const phases = [];
    for (let i = 0; i < marks.length - 1; i++) {
      const from = marks[i].at - marks[0].at;
      const to = marks[i + 1].at - marks[0].at;
      phases.push({
        name: marks[i].name,
        statements: statementsIn(text.slice(from, to)),
        lsn: [marks[i].lsn, marks[i + 1].lsn],
      });
    }
    return phases;
  }

  /**
   * The WAL records between two positions that touch the app's database, by relation (table,
   * index, TOAST) and kind, and the commit records of the transactions that wrote them.
   */
  function walBetween(from, to) {
    if (from === to) return { records: 0, bytes: 0, commits: 0, byRelation: [] };
    const dbOid = quietly(`select oid from pg_database where datname = current_database()`);
    // json_agg puts a line break between elements: one line for quietly()
    const json = (select) =>
      JSON.parse(
        quietly(
          `select replace(coalesce(json_agg(r)::text, '[]'), E'\\n', ' ') from (${select}) s(r)`,
        ),
      );
    const all = json(
      `select json_build_array(xid::text, resource_manager, record_type, record_length, fpi_length, block_ref)
         from pg_get_wal_records_info('${from}', '${to}')`,
    );
    // a TOAST table or its index by its owner's name
    const names = new Map(
      json(
        `select json_build_array(c.relfilenode::text, coalesce(o.relname || ' TOAST', oi.relname || ' TOAST index', c.relname))
           from pg_class c
           left join pg_class o on o.reltoastrelid = c.oid
           left join pg_index i on i.indexrelid = c.oid
           left join pg_class oi on oi.reltoastrelid = i.indrelid`,
      ),
    );
    const ours = new Set();
    const byRel = new Map();
    let records = 0;
    let bytes = 0;
    for (const [xid, rm, type, len, fpi, refs] of all) {
      const m = String(refs ?? '').match(/rel \d+\/(\d+)\/(\d+)/);
      if (!m || m[1] !== dbOid) continue;
      if (xid !== '0') ours.add(xid);
      const key = `${names.get(m[2]) ?? `relfilenode ${m[2]}`}: ${rm} ${type}`;
      const e = byRel.get(key) ?? { records: 0, bytes: 0, fullPages: 0 };
      e.records++;
      e.bytes += len;
      if (fpi > 0) e.fullPages++;
      byRel.set(key, e);
      records++;
      bytes += len;
    }
    let commits = 0;
    for (const [xid, rm, type, len] of all) {
      if (rm === 'Transaction' && /^COMMIT/.test(type) && ours.has(xid)) {
        commits++;
        records++;
        bytes += len;
      }
    }
    return {
      records,
      bytes,
      commits,
      byRelation: [...byRel]
        .sort((a, b) => b[1].records - a[1].records)
        .map(
          ([k, e]) =>
            `${e.records} x ${k} (${e.bytes} B${e.fullPages ? `, ${e.fullPages} full page` : ''})`,
        ),
    };
  }

  await order('warm');
  // what the job runner sends by itself
  const IDLE_S = 10;
  const idleFrom = logSize();
  await sleep(IDLE_S * 1000);
  const idle = statementsIn(logSince(idleFrom).text);

  const runs = [];
  for (let k = 0; k < ORDERS; k++) runs.push(await order(`run${k}`));
  const last = runs.at(-1);
  if (WAL) {
    // WAL is read up to what is flushed: a transaction that takes an id commits and flushes it
    quietly('select txid_current()');
    for (const p of last) p.wal = walBetween(...p.lsn);
  }
  const report = {
    date: new Date().toISOString(),
    loadAverage: execFileSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).trim(),
    backgroundStatementsPerSecond: Number((idle.length / IDLE_S).toFixed(1)),
    background: tally(idle),
    statementsPerOrder: runs.map((r) => r.reduce((a, p) => a + p.statements.length, 0)),
    phases: last.map((p) => ({
      phase: p.name,
      statements: p.statements.length,
      transactions: p.statements.filter((s) => /^begin/i.test(s)).length,
      byKind: tally(p.statements),
      ...(p.wal ? { wal: p.wal } : {}),
    })),
  };
  console.log(JSON.stringify(report, null, 2));
  if (process.argv.includes('--sql'))
    for (const p of last) console.log(`\n## ${p.name}\n${p.statements.join('\n')}`);
} finally {
  await stopAndDrop(children, ADMIN, [DB, GATEWAY_DB]);
}
