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
import { logAnswer, logRow, type LogRow } from './repo';

// rows given as one array per column, in this order (logRow's names); ids drawn in the rows'
// order and answered in it (the CTE with nextval is worked once); the payment found by its
// merchantTransactionId, as every statement writing a row finds it
const ROW_COLUMNS = [
  'createdAt',
  'gateway',
  'direction',
  'operation',
  'reference',
  'method',
  'path',
  'requestHeaders',
  'request',
  'httpStatus',
  'response',
  'code',
  'error',
  'durationMs',
] as const satisfies readonly (keyof LogRow)[];
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

/** Rows of parameters as one array per column, in the order given. */
const columns = <R, K extends keyof R>(rows: R[], names: readonly K[]) =>
  names.map((k) => rows.map((r) => r[k]));

/** gateway_log rows, one statement; their ids in the order given. */
export async function insertLogs(
  db: DbOrTx,
  rows: { e: GatewayExchange; at: Date }[],
): Promise<number[]> {
  const values = rows.map((r) => logRow(r.e, r.at));
  const ids = await insertLogsSql(db, columns(values, ROW_COLUMNS));
  return ids.map((r) => Number(r.id));
}

// request rows completed with their answers (logAnswer's names, then the id and the reference); a
// row written before its payment existed gets it now
const ANSWER_COLUMNS = [
  'id',
  'httpStatus',
  'response',
  'code',
  'error',
  'durationMs',
  'reference',
] as const;
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
  const values = rows.map((r) => ({
    id: r.id,
    ...logAnswer(r.e),
    reference: r.e.reference ?? null,
  }));
  await completeLogsSql(db, columns(values, ANSWER_COLUMNS));
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
