import { GatewayError } from './gateway';
import { TOKEN_UNAVAILABLE } from './gateway-retry';

/**
 * PhonePe v2's client-credentials token, kept for the whole process. Its life is counted on OUR
 * clock from the moment the answer arrives, never by comparing PhonePe's epoch times with our
 * clock: a skewed clock (ours or theirs) cannot make every call fetch a token, nor keep a dead one.
 */

/** A token answer: access_token, token_type and the times PhonePe gives (epoch seconds). */
export type TokenAnswer = {
  accessToken: string;
  tokenType: string;
  /** seconds the token lives (PhonePe's documented sample sends null) */
  expiresIn?: number;
  /** epoch seconds on PhonePe's clock */
  issuedAt?: number;
  expiresAt?: number;
};

const secs = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : undefined);

/** Reads a token answer; undefined when it carries no access token. */
export function parseTokenAnswer(v: unknown): TokenAnswer | undefined {
  if (!v || typeof v !== 'object') return undefined;
  const o = v as Record<string, unknown>;
  if (typeof o.access_token !== 'string' || o.access_token === '') return undefined;
  return {
    accessToken: o.access_token,
    tokenType: typeof o.token_type === 'string' && o.token_type ? o.token_type : 'O-Bearer',
    expiresIn: secs(o.expires_in),
    issuedAt: secs(o.issued_at),
    expiresAt: secs(o.expires_at),
  };
}

/**
 * How long a token lives, in seconds: expires_in when PhonePe gives it, else expires_at − issued_at
 * (a duration, so both clocks' offsets cancel), else 0 (it serves the call it was fetched for).
 */
export function tokenLifetimeSeconds(t: TokenAnswer): number {
  if (t.expiresIn !== undefined && t.expiresIn > 0) return t.expiresIn;
  if (t.issuedAt !== undefined && t.expiresAt !== undefined && t.expiresAt > t.issuedAt) {
    return t.expiresAt - t.issuedAt;
  }
  return 0;
}

export type HeldToken = TokenAnswer & {
  /** our clock, ms: when the answer arrived */
  receivedAtMs: number;
  /** our clock, ms: from here a new token is fetched (half its life, as PhonePe's SDKs do) */
  refreshAtMs: number;
  /** our clock, ms: until here it may still be used when fetching a new one fails */
  usableUntilMs: number;
};

/** A token's times on our clock, from its lifetime and the time its answer arrived. */
export function holdToken(t: TokenAnswer, receivedAtMs: number): HeldToken {
  const lifeMs = tokenLifetimeSeconds(t) * 1000;
  // never trust the last minute (or the last tenth of a short life): the request must arrive in time
  const margin = Math.min(60_000, lifeMs / 10);
  return {
    ...t,
    receivedAtMs,
    refreshAtMs: receivedAtMs + lifeMs / 2,
    usableUntilMs: receivedAtMs + lifeMs - margin,
  };
}

export type TokenKeeperOptions = {
  fetchToken: () => Promise<TokenAnswer>;
  nowMs: () => number;
  /** told when a failed refresh is covered by the token still held */
  onStaleUse?: (err: unknown, token: HeldToken) => void;
};

/**
 * The process's token: concurrent callers wait for one fetch; a token is used until its refresh
 * time; when fetching a new one fails, the one held is used while it is still valid; with none
 * valid the failure is a GatewayError('unavailable', code TOKEN_UNAVAILABLE): retry, not a refusal.
 * `invalidate` drops a token PhonePe refused (HTTP 401), unless a newer one replaced it.
 */
export function createTokenKeeper(o: TokenKeeperOptions) {
  let current: HeldToken | undefined;
  let inflight: Promise<HeldToken> | undefined;

  const fetchOnce = () =>
    (inflight ??= o
      .fetchToken()
      .then((t) => {
        current = holdToken(t, o.nowMs());
        return current;
      })
      .finally(() => {
        inflight = undefined;
      }));

  return {
    async get(): Promise<HeldToken> {
      if (current && o.nowMs() < current.refreshAtMs) return current;
      try {
        return await fetchOnce();
      } catch (err) {
        const held = current;
        if (held && o.nowMs() < held.usableUntilMs) {
          o.onStaleUse?.(err, held);
          return held;
        }
        if (err instanceof GatewayError && err.code === TOKEN_UNAVAILABLE) throw err;
        throw new GatewayError(
          'unavailable',
          `PhonePe token: ${err instanceof Error ? err.message : String(err)}`,
          {
            code: TOKEN_UNAVAILABLE,
            httpStatus: err instanceof GatewayError ? err.details.httpStatus : undefined,
            cause: err,
          },
        );
      }
    },
    invalidate(accessToken: string) {
      if (current?.accessToken === accessToken) current = undefined;
    },
    /** the token held now, if any (for tests and the log) */
    peek: () => current,
  };
}
