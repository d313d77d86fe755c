import type { AppDeps } from '../../deps';
import { sendWithFetch, type OutboundSend } from '../../http/outbound';
import { GatewayError, type GatewayExchange } from './gateway';
import { maskXVerify, sha256Hex } from './phonepe-protocol';
import { insertLogs, logWritersOf } from './log-writes';
import * as repo from './repo';

/**
 * The gateway log (gateway_log): every exchange with the payment gateway is written from this file
 * and from nowhere else.
 * - out: `sendLogged` records one request, sends it to the gateway within its time limit and
 *   completes the record with the answer (a GET, which only reads, is recorded once with its
 *   answer); both adapters (phonepe.ts, phonepe-v2.ts) send every
 *   request through it, and their records reach the database through `exchangeWriter`, the
 *   app's `onExchange`.
 * - in: `logCallback` records a callback, whether its signature verified or not (callbacks.ts).
 * - `gatewayLogOf` reads one payment's log back for the operator console.
 */

/**
 * Where an adapter's records go (the app: a gateway_log row; tests: an array). A recorder with
 * `sent` writes each request before it goes out and answers a handle; the exchange, once
 * answered (or failed), comes with that handle as `logId`, to complete the same record. So a
 * process killed mid-call leaves a record of a request sent with no answer (docs/payments.md).
 * Reads (GET: payment, refund and mandate status) are not written before they are sent: one
 * killed mid-call changed nothing at the gateway, and reconciliation asks again.
 */
export type ExchangeRecorder = ((e: GatewayExchange & { logId?: number }) => unknown) & {
  sent?: (e: GatewayExchange) => Promise<number>;
};

/** Hands a record to the recorder; a log that fails never breaks a payment. */
async function record(
  onExchange: ExchangeRecorder | undefined,
  e: GatewayExchange & { logId?: number },
) {
  if (!onExchange) return;
  try {
    await onExchange(e);
  } catch {
    // the log must never break a payment
  }
}

/** Records a request about to be sent, when the recorder keeps requests; its handle or none. */
async function recordSent(onExchange: ExchangeRecorder | undefined, e: GatewayExchange) {
  try {
    return await onExchange?.sent?.(e);
  } catch {
    // the log must never break a payment: the answer is then recorded as a whole
    return undefined;
  }
}

const isTimeout = (err: unknown) =>
  err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');

export type LoggedRequest = {
  /** gateway_log.gateway: 'phonepe' (v1) or 'phonepe-v2' */
  gateway: string;
  operation: string;
  /** the id the exchange is about */
  reference: string | undefined;
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** what the log keeps of the request: the path, the decoded payload, headers without secrets */
  logged: { path: string; request?: unknown; requestHeaders: Record<string, string> };
};

/** An answer as received: the HTTP status, the text, and the text parsed as JSON when it is JSON. */
export type ReceivedAnswer = { status: number; text: string; json: unknown };

/**
 * Sends one request to the gateway within `timeoutMs` and records it, with what `describe` says
 * the log may keep of the answer (a token answer holds the token itself). A timeout or network
 * failure is recorded and thrown as a GatewayError.
 */
export async function sendLogged(
  io: {
    fetch: typeof fetch;
    /** when given, sends instead of `fetch` (the app's own client: http/outbound.ts) */
    send?: OutboundSend;
    timeoutMs: number;
    onExchange?: ExchangeRecorder;
  },
  req: LoggedRequest,
  describe: (a: ReceivedAnswer) => { response: unknown; code?: string },
): Promise<ReceivedAnswer> {
  const base = {
    gateway: req.gateway,
    direction: 'out' as const,
    operation: req.operation,
    reference: req.reference,
    method: req.method,
    ...req.logged,
  };
  // a read (GET: a status) changes nothing at the gateway, so it is logged once, with its answer
  const logId = req.method === 'GET' ? undefined : await recordSent(io.onExchange, base);
  const started = Date.now();
  let status: number;
  let text: string;
  try {
    const send = io.send ?? sendWithFetch(io.fetch);
    ({ status, text } = await send({
      url: req.url,
      method: req.method,
      headers: req.headers,
      body: req.body,
      timeoutMs: io.timeoutMs,
    }));
  } catch (err) {
    const kind = isTimeout(err) ? 'timeout' : 'network';
    const message = kind === 'timeout' ? `no answer in ${io.timeoutMs} ms` : String(err);
    await record(io.onExchange, {
      ...base,
      logId,
      error: `${kind}: ${message}`,
      durationMs: Date.now() - started,
    });
    throw new GatewayError(kind, `PhonePe ${req.operation}: ${message}`, { cause: err });
  }
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  const answer = { status, text, json };
  await record(io.onExchange, {
    ...base,
    logId,
    httpStatus: status,
    ...describe(answer),
    durationMs: Date.now() - started,
  });
  return answer;
}

/**
 * The app's recorder: each request that may change something at the gateway becomes a
 * gateway_log row before it is sent (http_status, response and error empty: sent, no answer yet),
 * completed with the answer or the failure; a read becomes one row with its answer or failure.
 */
export const exchangeWriter = (deps: AppDeps): ExchangeRecorder => {
  // rows written at the same moment go in one statement (log-writes.ts)
  const log = logWritersOf(deps.db);
  return Object.assign(
    ({ logId, ...e }: GatewayExchange & { logId?: number }) =>
      logId === undefined ? log.insert(e, deps.clock.now()) : log.complete(logId, e),
    { sent: (e: GatewayExchange) => log.insert(e, deps.clock.now()) },
  );
};

/**
 * What the gateway log keeps of a callback whose signature did not verify: its size, a hash and
 * its first characters. Anyone can post one, so its whole body (up to the route's limit) is not
 * stored, or forged callbacks could fill the disk.
 */
function unverifiedSummary(body: unknown) {
  const text = JSON.stringify(body ?? null);
  // cut between characters: half a surrogate pair is JSON PostgreSQL refuses, and the row with it
  const head = text.slice(0, /[\uD800-\uDBFF]/.test(text[511] ?? '') ? 511 : 512);
  return { bytes: Buffer.byteLength(text), sha256: sha256Hex(text), head };
}

export type InboundCallback = {
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  path: string;
};

/** What every callback's row keeps: where it came, and its signature header masked. */
function inboundOf(gateway: string, req: InboundCallback) {
  const xv = req.headers['x-verify'];
  const auth = req.headers.authorization;
  return {
    gateway,
    direction: 'in' as const,
    method: 'POST',
    path: req.path,
    requestHeaders: (auth !== undefined && xv === undefined
      ? { authorization: '****' }
      : { 'x-verify': maskXVerify(Array.isArray(xv) ? xv[0] : xv) ?? '(none)' }) as Record<
      string,
      string
    >,
  };
}

/**
 * Records a verified payment callback (as `logCallback` does) and reads the payment it names
 * (`reference`, its merchantTransactionId), in one statement: the row is written whether or not
 * such a payment exists.
 */
export function logPaymentCallback(
  deps: AppDeps,
  gateway: string,
  req: InboundCallback,
  fields: { operation: string; reference: string; request: unknown; code?: string },
) {
  return repo.insertLogFindPayment(
    deps.db,
    { ...inboundOf(gateway, req), ...fields },
    deps.clock.now(),
  );
}

/**
 * Records a callback as received: `verified` with the event's operation, reference, decoded body
 * and code; or refused, with a summary of the body and the reason. v1 signs with X-VERIFY, v2
 * webhooks carry Authorization: neither is kept.
 */
export async function logCallback(
  deps: AppDeps,
  gateway: string,
  req: InboundCallback,
  outcome:
    | {
        verified: true;
        operation: string;
        reference: string;
        request: unknown;
        code?: string;
        /** why a verified callback was not acted on */
        error?: string;
      }
    | { verified: false; error: string },
) {
  const inbound = inboundOf(gateway, req);
  if (!outcome.verified) {
    // a statement of its own, never joined with the app's rows (logWritersOf): anyone can post
    // one, and a row that fails fails every row of its statement
    const e = {
      ...inbound,
      operation: 'callback',
      request: unverifiedSummary(req.body),
      error: outcome.error,
    };
    await insertLogs(deps.db, [{ e, at: deps.clock.now() }]).catch(() => undefined);
    return;
  }
  const { verified: _verified, ...fields } = outcome;
  await logWritersOf(deps.db).insert({ ...inbound, ...fields }, deps.clock.now());
}

/** The gateway log of one payment, oldest first (operator console). */
export const gatewayLogOf = (deps: AppDeps, paymentId: string) =>
  repo.findLog(deps.db, { paymentId });
