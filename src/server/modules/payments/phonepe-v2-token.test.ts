import { describe, expect, it } from 'vitest';
import { responses } from './fixtures/phonepe-v2';
import { GatewayError } from './gateway';
import { TOKEN_UNAVAILABLE, retryDecision } from './gateway-retry';
import {
  createTokenKeeper,
  holdToken,
  parseTokenAnswer,
  tokenLifetimeSeconds,
  type TokenAnswer,
} from './phonepe-v2-token';

const T0 = Date.UTC(2026, 10, 24, 8, 0, 0);
const documented = parseTokenAnswer(responses.token.response.body)!;
const withExpiresIn = parseTokenAnswer(responses.tokenWithExpiresIn.response.body)!;

describe('token lifetime', () => {
  it('PhonePe documents expires_in: null; the life is then expires_at − issued_at', () => {
    expect(documented.expiresIn).toBeUndefined();
    expect(tokenLifetimeSeconds(documented)).toBe(1706697605 - 1706073005);
  });

  it('expires_in wins when given, even where issued_at equals expires_at (PhonePe SDK sample)', () => {
    expect(tokenLifetimeSeconds(withExpiresIn)).toBe(5014);
  });

  it("is counted from our clock at receipt, not against PhonePe's epoch times", () => {
    // our clock is years away from the token's issued_at: the token still lives its full life
    const h = holdToken({ ...withExpiresIn }, T0);
    expect(h.refreshAtMs).toBe(T0 + 2507_000);
    expect(h.usableUntilMs).toBe(T0 + 5014_000 - 60_000);
    const d = holdToken(documented, T0);
    expect(d.refreshAtMs - T0).toBe(((1706697605 - 1706073005) / 2) * 1000);
  });

  it('a token without times serves its call only and is never a fallback', () => {
    const h = holdToken({ accessToken: 'a', tokenType: 'O-Bearer' }, T0);
    expect(h.refreshAtMs).toBe(T0);
    expect(h.usableUntilMs).toBe(T0);
  });

  it('reads only answers that carry a token', () => {
    expect(parseTokenAnswer({ token_type: 'O-Bearer' })).toBeUndefined();
    expect(parseTokenAnswer('x')).toBeUndefined();
    expect(parseTokenAnswer({ access_token: 't' })?.tokenType).toBe('O-Bearer');
  });
});

function keeper(answers: Array<TokenAnswer | Error>, clock: { t: number }) {
  let fetches = 0;
  const stale: unknown[] = [];
  const k = createTokenKeeper({
    nowMs: () => clock.t,
    fetchToken: async () => {
      const a = answers[Math.min(fetches, answers.length - 1)]!;
      fetches += 1;
      if (a instanceof Error) throw a;
      return a;
    },
    onStaleUse: (err) => stale.push(err),
  });
  return { k, fetches: () => fetches, stale };
}

const tok = (name: string, expiresIn = 3600): TokenAnswer => ({
  accessToken: name,
  tokenType: 'O-Bearer',
  expiresIn,
  // PhonePe's clock far behind ours: must not matter
  issuedAt: 1_000,
  expiresAt: 1_000,
});

describe('token keeper', () => {
  it('one fetch serves concurrent callers and every call until half the life', async () => {
    const clock = { t: T0 };
    const { k, fetches } = keeper([tok('a'), tok('b')], clock);
    const got = await Promise.all([k.get(), k.get(), k.get()]);
    expect(got.map((t) => t.accessToken)).toEqual(['a', 'a', 'a']);
    clock.t = T0 + 1799_000;
    expect((await k.get()).accessToken).toBe('a');
    expect(fetches()).toBe(1);
    clock.t = T0 + 1800_000;
    expect((await k.get()).accessToken).toBe('b');
    expect(fetches()).toBe(2);
  });

  it('a failed refresh is covered by the token still valid, and tried again next call', async () => {
    const clock = { t: T0 };
    const down = new GatewayError('unavailable', 'HTTP 503', { httpStatus: 503 });
    const { k, fetches, stale } = keeper([tok('a'), down, tok('c')], clock);
    await k.get();
    clock.t = T0 + 2000_000;
    expect((await k.get()).accessToken).toBe('a');
    expect(stale).toEqual([down]);
    clock.t = T0 + 2001_000;
    expect((await k.get()).accessToken).toBe('c');
    expect(fetches()).toBe(3);
  });

  it('with no valid token held, the failure says TOKEN_UNAVAILABLE: retry, not a refusal', async () => {
    const clock = { t: T0 };
    const refused = new GatewayError('rejected', 'HTTP 400', { httpStatus: 400 });
    const { k } = keeper([tok('a', 600), refused], clock);
    await k.get();
    clock.t = T0 + 600_000 - 60_000; // past its usable end
    const err = (await k.get().catch((e: unknown) => e)) as GatewayError;
    expect(err.code).toBe(TOKEN_UNAVAILABLE);
    expect(err.kind).toBe('unavailable');
    expect(retryDecision(err, 'once').retry).toBe(true);
  });

  it('invalidate drops the refused token only', async () => {
    const clock = { t: T0 };
    const { k, fetches } = keeper([tok('a'), tok('b')], clock);
    await k.get();
    k.invalidate('other');
    expect((await k.get()).accessToken).toBe('a');
    k.invalidate('a');
    expect((await k.get()).accessToken).toBe('b');
    expect(fetches()).toBe(2);
  });
});
