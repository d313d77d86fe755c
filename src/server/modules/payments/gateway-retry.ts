import { GatewayError } from './gateway';

/**
 * When a gateway call that failed may be made again, and how long to wait first. A gateway that is
 * busy (HTTP 429), slow (timeout, 408), down (5xx, no connection, an answer that is not its format)
 * or whose token endpoint fails has not refused anything: the same call, with the same ids, is made
 * again after a pause, and if it still fails the caller treats it as an outage (ask again later),
 * never as a refusal that skips a cycle, fails a payment or shows the user an error.
 */

/** The code of a GatewayError raised because no access token could be had (the call was not sent). */
export const TOKEN_UNAVAILABLE = 'TOKEN_UNAVAILABLE';

/**
 * - `repeatable`: the call only reads (a status, a UPI ID check, the token): any failure above may
 *   be retried at once.
 * - `once`: the call asks PhonePe to do something (set-up, notify, redeem, cancel) and a second one
 *   with the same id is not documented as harmless: retried only when it certainly did not run
 *   (429, or no token so it was never sent). A timeout or a 5xx may have run it: the caller asks
 *   the status before anything else (a lost notify answer is found NOTIFIED; a debit's execute is
 *   never sent twice, NPCI).
 */
export type CallKind = 'repeatable' | 'once';

export type RetryReason = 'rate-limited' | 'timeout' | 'network' | 'unavailable' | 'token';

export type RetryDecision =
  | { retry: true; reason: RetryReason }
  | { retry: false; reason: 'refused' | 'uncertain' | 'not-a-gateway-error' };

export function retryDecision(err: unknown, kind: CallKind): RetryDecision {
  if (!(err instanceof GatewayError)) return { retry: false, reason: 'not-a-gateway-error' };
  if (err.code === TOKEN_UNAVAILABLE) return { retry: true, reason: 'token' };
  const status = err.details.httpStatus;
  if (status === 429) return { retry: true, reason: 'rate-limited' };
  const transient: RetryReason | undefined =
    err.kind === 'timeout' || status === 408
      ? 'timeout'
      : err.kind === 'network'
        ? 'network'
        : err.kind === 'unavailable'
          ? 'unavailable'
          : undefined;
  if (!transient) return { retry: false, reason: 'refused' };
  return kind === 'repeatable'
    ? { retry: true, reason: transient }
    : { retry: false, reason: 'uncertain' };
}

export type BackoffOptions = {
  /** the first pause's ceiling */
  baseMs: number;
  /** no pause is longer */
  maxMs: number;
  /** [0, 1): Math.random, or a fixed value in tests */
  random: () => number;
};

/**
 * The pause before retry n (0 for the first retry): exponential with "full jitter", so callers that
 * failed together do not come back together, never longer than maxMs.
 */
export function backoffMs(retry: number, o: BackoffOptions): number {
  const ceiling = Math.min(o.maxMs, o.baseMs * 2 ** Math.max(0, retry));
  return Math.floor(o.random() * ceiling);
}

export type RetryOptions = BackoffOptions & {
  kind: CallKind;
  /** how many times the call is made at most (1 = no retry) */
  attempts: number;
  sleep: (ms: number) => Promise<void>;
  onRetry?: (info: { attempt: number; reason: RetryReason; waitMs: number; err: unknown }) => void;
};

/** What an adapter's settings may change of its retries (tests: no pauses, fewer attempts). */
export type RetrySettings = {
  attempts?: number;
  baseMs?: number;
  maxMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

/**
 * Both PhonePe adapters' retries: 3 attempts, pauses from 400 ms up to 3 s with full jitter, unless
 * the settings say otherwise.
 */
export function retrySettings(s: RetrySettings = {}) {
  return {
    attempts: s.attempts ?? 3,
    baseMs: s.baseMs ?? 400,
    maxMs: s.maxMs ?? 3_000,
    random: Math.random,
    sleep:
      s.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref())),
  };
}

/**
 * Makes `call` and, while it fails for a reason worth retrying, waits and makes it again, at most
 * `attempts` times in all. `call` must send the same request every time (same ids). The last
 * error is thrown as it was: a GatewayError of kind timeout / network / unavailable still says
 * "outage" to the caller.
 */
export async function withRetry<T>(
  call: (attempt: number) => Promise<T>,
  o: RetryOptions,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call(attempt);
    } catch (err) {
      const d = retryDecision(err, o.kind);
      if (!d.retry || attempt >= o.attempts) throw err;
      const waitMs = backoffMs(attempt - 1, o);
      o.onRetry?.({ attempt, reason: d.reason, waitMs, err });
      await o.sleep(waitMs);
    }
  }
}

/**
 * A gateway call whose answer is read, not thrown: makes `once` again (withRetry) while the answer
 * is busy (429), slow (408) or down (5xx) and `toError` of it may be retried; tried to the end, the
 * last answer is returned as it came, so the caller reads what the gateway said.
 */
export async function retryAnswers<A extends { httpStatus: number }>(
  once: () => Promise<A>,
  toError: (answer: A) => unknown,
  o: RetryOptions,
): Promise<A> {
  let last: A | undefined;
  try {
    return await withRetry(async () => {
      last = undefined;
      const a = await once();
      last = a;
      if (a.httpStatus === 429 || a.httpStatus === 408 || a.httpStatus >= 500) {
        const err = toError(a);
        if (retryDecision(err, o.kind).retry) throw err;
      }
      return a;
    }, o);
  } catch (err) {
    if (last) return last;
    throw err;
  }
}
