import { describe, expect, it } from 'vitest';
import { GatewayError } from './gateway';
import { TOKEN_UNAVAILABLE, backoffMs, retryDecision, withRetry } from './gateway-retry';

const answered = (httpStatus: number, kind: 'rejected' | 'unavailable' = 'rejected') =>
  new GatewayError(kind, `HTTP ${httpStatus}`, { httpStatus });

describe('retry classification', () => {
  it('429 is retried, even for a debit execute (PhonePe did not run it)', () => {
    expect(retryDecision(answered(429), 'repeatable')).toEqual({
      retry: true,
      reason: 'rate-limited',
    });
    expect(retryDecision(answered(429), 'once')).toEqual({ retry: true, reason: 'rate-limited' });
  });

  it('a token-endpoint failure is retried for every call: nothing was sent', () => {
    const e = new GatewayError('unavailable', 'no token', { code: TOKEN_UNAVAILABLE });
    expect(retryDecision(e, 'repeatable')).toEqual({ retry: true, reason: 'token' });
    expect(retryDecision(e, 'once')).toEqual({ retry: true, reason: 'token' });
  });

  it('timeouts, 408, lost connections and 5xx are retried when the call may be repeated', () => {
    expect(retryDecision(new GatewayError('timeout', 't'), 'repeatable').reason).toBe('timeout');
    expect(retryDecision(answered(408), 'repeatable')).toEqual({ retry: true, reason: 'timeout' });
    expect(retryDecision(new GatewayError('network', 'n'), 'repeatable')).toEqual({
      retry: true,
      reason: 'network',
    });
    expect(retryDecision(answered(503, 'unavailable'), 'repeatable')).toEqual({
      retry: true,
      reason: 'unavailable',
    });
  });

  it('...but not for a call that acts (notify, redeem): it may have run, its status decides', () => {
    for (const e of [
      new GatewayError('timeout', 't'),
      answered(408),
      new GatewayError('network', 'n'),
      answered(500, 'unavailable'),
    ]) {
      expect(retryDecision(e, 'once')).toEqual({ retry: false, reason: 'uncertain' });
    }
  });

  it('a refusal (400, 401 after the new token, 404, 409) or a forged callback is not retried', () => {
    for (const s of [400, 401, 403, 404, 409, 422]) {
      expect(retryDecision(answered(s), 'repeatable')).toEqual({ retry: false, reason: 'refused' });
    }
    expect(retryDecision(new GatewayError('signature', 's'), 'repeatable').retry).toBe(false);
    expect(retryDecision(new Error('db down'), 'repeatable')).toEqual({
      retry: false,
      reason: 'not-a-gateway-error',
    });
  });
});

describe('backoff', () => {
  const o = { baseMs: 500, maxMs: 8000 };
  it('doubles the ceiling each retry up to the maximum, with full jitter', () => {
    const top = (n: number) => backoffMs(n, { ...o, random: () => 0.999999 });
    expect([0, 1, 2, 3, 4, 5].map(top)).toEqual([499, 999, 1999, 3999, 7999, 7999]);
    expect(backoffMs(3, { ...o, random: () => 0 })).toBe(0);
    expect(backoffMs(1, { ...o, random: () => 0.5 })).toBe(500);
  });
});

describe('withRetry', () => {
  const base = { baseMs: 100, maxMs: 1000, random: () => 0.5 };

  it('makes the same call again after each retryable failure, with pauses, until it answers', async () => {
    const waits: number[] = [];
    const seen: number[] = [];
    const result = await withRetry(
      async (attempt) => {
        seen.push(attempt);
        if (attempt < 3) throw answered(429);
        return 'ok';
      },
      { ...base, kind: 'repeatable', attempts: 4, sleep: async (ms) => void waits.push(ms) },
    );
    expect(result).toBe('ok');
    expect(seen).toEqual([1, 2, 3]);
    expect(waits).toEqual([50, 100]);
  });

  it('gives up after the last attempt and throws the outage as it was', async () => {
    let calls = 0;
    const err = await withRetry(
      async () => {
        calls += 1;
        throw new GatewayError('timeout', 'slow');
      },
      { ...base, kind: 'repeatable', attempts: 3, sleep: async () => undefined },
    ).catch((e: unknown) => e);
    expect(calls).toBe(3);
    expect(err).toBeInstanceOf(GatewayError);
    expect((err as GatewayError).kind).toBe('timeout');
  });

  it('does not repeat a refusal, nor an uncertain execute', async () => {
    let calls = 0;
    const run = (e: GatewayError, kind: 'repeatable' | 'once') =>
      withRetry(
        async () => {
          calls += 1;
          throw e;
        },
        { ...base, kind, attempts: 5, sleep: async () => undefined },
      ).catch(() => undefined);
    await run(answered(400), 'repeatable');
    await run(answered(502, 'unavailable'), 'once');
    expect(calls).toBe(2);
  });
});
