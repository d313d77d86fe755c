/**
 * The gateway log's rows written as the app's recorder writes them (gateway-log.ts, exchangeWriter),
 * many in one statement when many calls and callbacks come at once (db/coalesce.ts): a claim of
 * Autopay debits makes sixteen notify or execute calls at a time, each with its row before the
 * call, its answer after and the gateway's callback; a busy quick buy the same per order. Each
 * statement commits its rows before any caller goes on, as one row per statement did: a request
 * row is in the log before its request is sent.
 */
import type { DbOrTx } from '../../db/client';
import { coalesce } from '../../db/coalesce';
import { preparedSql } from '../../db/prepared';
import type { GatewayExchange } from './gateway';

const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

// rows given as one array per column; ids drawn in the rows' order and answered in it (the CTE
// with nextval is worked once); the payment found by its merchantTransactionId, as insertLog does
const insertLogsSql = preparedSql<{ id: string }>(
  'payments_insert_logs',
  `with rows as (
     select nextval(pg_get_serial_sequence('gateway_log', 'id')) as id, r.*
     from (
       select * from unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::text[],
         $6::text[], $7::text[], $8::text[], $9::text[], $10::int[], $11::text[], $12::text[],
         $13::text[], $14::int[])
         with ordinality as u(created_at, gateway, direction, operation, reference, method, path,
           request_headers, request, http_status, response, code, error, duration_ms, ord)
       order by ord
     ) r
   ),
   written as (
     insert into gateway_log (id, created_at, gateway, direction, operation, reference, payment_id,
       method, path, request_headers, request, http_status, response, code, error, duration_ms)
     select id, created_at, gateway, direction, operation, reference,
       (select p.id from payments p where p.merchant_transaction_id = rows.reference),
       method, path, request_headers::jsonb, request::jsonb, http_status, response::jsonb, code,
       error, duration_ms
     from rows
   )
   select id from rows order by ord`,
);

/** gateway_log rows, one statement; their ids in the order given. */
export async function insertLogs(
  db: DbOrTx,
  rows: { e: GatewayExchange; at: Date }[],
): Promise<number[]> {
  const col = <T>(f: (r: { e: GatewayExchange; at: Date }) => T) => rows.map(f);
  const ids = await insertLogsSql(db, [
    col((r) => r.at.toISOString()),
    col((r) => r.e.gateway),
    col((r) => r.e.direction),
    col((r) => r.e.operation),
    col((r) => r.e.reference ?? null),
    col((r) => r.e.method),
    col((r) => r.e.path),
    col((r) => json(r.e.requestHeaders)),
    col((r) => json(r.e.request)),
    col((r) => r.e.httpStatus ?? null),
    col((r) => json(r.e.response)),
    col((r) => r.e.code ?? null),
    col((r) => r.e.error?.slice(0, 2000) ?? null),
    col((r) => r.e.durationMs ?? null),
  ]);
  return ids.map((r) => Number(r.id));
}

// request rows completed with their answers; a row written before its payment existed gets it now
const completeLogsSql = preparedSql(
  'payments_complete_logs',
  `update gateway_log g set
     http_status = u.http_status, response = u.response::jsonb, code = u.code, error = u.error,
     duration_ms = u.duration_ms,
     payment_id = coalesce(g.payment_id,
       (select p.id from payments p where p.merchant_transaction_id = u.reference))
   from unnest($1::bigint[], $2::int[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[])
     as u(id, http_status, response, code, error, duration_ms, reference)
   where g.id = u.id`,
);

/** Request rows (by id) completed with their answers or failures, one statement. */
export async function completeLogs(
  db: DbOrTx,
  rows: { id: number; e: GatewayExchange }[],
): Promise<void> {
  const col = <T>(f: (r: { id: number; e: GatewayExchange }) => T) => rows.map(f);
  await completeLogsSql(db, [
    col((r) => r.id),
    col((r) => r.e.httpStatus ?? null),
    col((r) => json(r.e.response)),
    col((r) => r.e.code ?? null),
    col((r) => r.e.error?.slice(0, 2000) ?? null),
    col((r) => r.e.durationMs ?? null),
    col((r) => r.e.reference ?? null),
  ]);
}

function logWriters(db: DbOrTx) {
  const insert = coalesce((rows: { e: GatewayExchange; at: Date }[]) => insertLogs(db, rows));
  const complete = coalesce(async (rows: { id: number; e: GatewayExchange }[]) => {
    await completeLogs(db, rows);
    return rows.map(() => undefined);
  });
  return {
    insert: (e: GatewayExchange, at: Date) => insert({ e, at }),
    complete: (id: number, e: GatewayExchange) => complete({ id, e }),
  };
}

const writersOf = new WeakMap<object, ReturnType<typeof logWriters>>();

/**
 * The log's writers of the app's database (never a transaction's: each statement commits its
 * rows): a row written, its id answered, and a request row completed, each joined with the others
 * made at the same moment (db/coalesce.ts).
 */
export function logWritersOf(db: DbOrTx) {
  let w = writersOf.get(db);
  if (!w) writersOf.set(db, (w = logWriters(db)));
  return w;
}
