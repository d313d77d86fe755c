import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';

/** Where log lines go when not stdout (tests capture them). */
export type LogStream = { write(line: string): void };

/**
 * Keys whose values never reach the log, at any depth and in any letter case: passwords and their
 * hashes, tokens, cookies, authorization headers, salts, secrets and PAN numbers.
 */
const SECRET_KEY =
  /password|passw|hash|token|cookie|authorization|salt|secret|^pan$|^pan_?(no|number)$/i;
/** Query parameters of a failed database call: they carry whatever the user sent and we stored. */
const PARAM_KEYS = new Set(['params', 'parameters']);
/** An argon2 hash wherever it sits inside a string (an error message quoting a value). */
const ARGON2 = /\$argon2(?:id|i|d)\$[A-Za-z0-9+/=$,.-]*/g;
export const REDACTED = '[REDACTED]';

const MAX_DEPTH = 8;

/**
 * Drizzle's query errors quote the parameters in their message and stack ("\nparams: a,b,c"),
 * which may span lines (an address): everything up to the stack frames goes.
 */
const PARAMS_LINE = /(^|\n)params: [\s\S]*?(?=\n {4}at |$)/g;

function redactText(s: string) {
  let out = s.includes('params: ') ? s.replace(PARAMS_LINE, `$1params: ${REDACTED}`) : s;
  if (out.includes('$argon2')) out = out.replace(ARGON2, REDACTED);
  return out;
}

/** An Error as pino's serializer shows it: type, message, stack, its own fields and its cause. */
function errorObject(err: Error): Record<string, unknown> {
  const out: Record<string, unknown> = { name: err.name, message: err.message, stack: err.stack };
  for (const [k, v] of Object.entries(err)) out[k] = v;
  if (err.cause !== undefined) out.cause = err.cause;
  return out;
}

/** A copy of a log line's value with secrets replaced; Errors become plain objects first. */
export function redact(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value) || depth > MAX_DEPTH) return '[Object]';
  seen.add(value);
  const source = value instanceof Error ? errorObject(value) : value;
  if (Array.isArray(source)) return source.map((v) => redact(v, depth + 1, seen));
  // Dates, Buffers and the like: leave them to the serializer
  const proto = Object.getPrototypeOf(source) as object | null;
  if (proto !== Object.prototype && proto !== null && !(value instanceof Error)) return source;
  // no prototype for an Error's copy: pino's error serializer then names it by its `name`
  const out: Record<string, unknown> = value instanceof Error ? Object.create(null) : {};
  for (const [k, v] of Object.entries(source as Record<string, unknown>)) {
    if (PARAM_KEYS.has(k)) continue;
    out[k] = SECRET_KEY.test(k) ? REDACTED : redact(v, depth + 1, seen);
  }
  return out;
}

/**
 * The app's logger settings: every line passes through `redact`, so a database error never logs
 * its parameters (a failed sign-up once logged the password hash, email and phone) and a secret
 * never appears whatever field carries it.
 */
export function loggerOptions(
  level: string,
  stream?: LogStream,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    ...(stream ? { stream } : {}),
    formatters: {
      log: (obj) => redact(obj) as Record<string, unknown>,
    },
  };
}

/**
 * One log line per request, when it is answered (Fastify's default is two: "incoming request" with
 * the request, then "request completed" with the status): method, path, client address, status
 * and time, what operations read, built from the fields themselves rather than by the request and
 * reply serializers. Errors, stream errors and unknown routes log as Fastify does. Routes whose
 * requests `quiet` names (those every open page polls) log no line.
 */
export class OneLinePerRequest extends LogController {
  constructor(quiet: (req: FastifyRequest) => boolean) {
    super({ disableRequestLogging: quiet });
  }

  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    req: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.isLogDisabled(req)) return;
    const line = {
      req: { method: req.method, url: req.url, remoteAddress: req.ip },
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
