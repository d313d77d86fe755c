import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  OPERATOR_ACCOUNTS,
  parseAccount,
  userAccount,
  USER_ACCOUNT_UNITS,
  type AccountId,
  type OperatorAccount,
  type Unit,
  type UserAccountKind,
} from './accounts';
import { LedgerError, validatePosting, type Entry } from './ledger';

const UNITS: Unit[] = ['INR', 'ANTS', 'GOLD'];
const opsOf = (u: Unit) =>
  (Object.keys(OPERATOR_ACCOUNTS) as OperatorAccount[]).filter((a) => OPERATOR_ACCOUNTS[a] === u);
const kindsOf = (u: Unit) =>
  (Object.keys(USER_ACCOUNT_UNITS) as UserAccountKind[]).filter((k) => USER_ACCOUNT_UNITS[k] === u);

/** Any balanced set of entries: per unit, random non-zero legs plus one leg that balances them. */
const balancedEntries = fc
  .array(
    fc.record({
      unit: fc.constantFrom(...UNITS),
      legs: fc.array(
        fc.integer({ min: -1e12, max: 1e12 }).filter((n) => n !== 0),
        {
          minLength: 1,
          maxLength: 4,
        },
      ),
      user: fc.constantFrom('usr_a', 'usr_b', 'usr_c'),
      pick: fc.nat(),
    }),
    { minLength: 1, maxLength: 3 },
  )
  .filter((groups) => groups.every((g) => g.legs.reduce((s, n) => s + n, 0) !== 0))
  .map((groups) =>
    groups.flatMap(({ unit, legs, user, pick }) => {
      const sum = legs.reduce((s, n) => s + n, 0);
      const userAcc = userAccount(user, kindsOf(unit)[0]!);
      const ops = opsOf(unit);
      const entries: Entry[] = legs.map((amount, i) => ({
        account: i % 2 === 0 ? userAcc : ops[(pick + i) % ops.length]!,
        amount,
      }));
      entries.push({ account: ops[pick % ops.length]!, amount: -sum });
      return entries;
    }),
  );

const posting = (entries: Entry[]) => ({
  type: 'adjustment' as const,
  reference: 'test:1',
  idempotencyKey: 'k1',
  entries,
});

describe('validatePosting', () => {
  it('accepts every posting whose entries sum to zero in each unit', () => {
    fc.assert(
      fc.property(balancedEntries, (entries) => {
        const parsed = validatePosting(posting(entries));
        expect(parsed).toHaveLength(entries.length);
      }),
    );
  });

  it('refuses any posting that is off by any amount in any unit', () => {
    fc.assert(
      fc.property(
        balancedEntries,
        fc.nat(),
        fc.integer({ min: -1e9, max: 1e9 }).filter((n) => n !== 0),
        (entries, which, delta) => {
          const i = which % entries.length;
          const broken = entries.map((e, j) => (j === i ? { ...e, amount: e.amount + delta } : e));
          fc.pre(broken[i]!.amount !== 0);
          expect(() => validatePosting(posting(broken))).toThrow(/sum to/);
        },
      ),
    );
  });

  it('refuses zero, fractional and unsafe amounts, unknown accounts and bad keys', () => {
    const ok: Entry[] = [
      { account: 'user:usr_a:ants', amount: 100 },
      { account: 'op:ants:issued', amount: -100 },
    ];
    expect(() => validatePosting(posting(ok))).not.toThrow();
    const bad: Entry[][] = [
      [ok[0]!],
      [
        { ...ok[0]!, amount: 0 },
        { ...ok[1]!, amount: 0 },
      ],
      [
        { ...ok[0]!, amount: 0.5 },
        { ...ok[1]!, amount: -0.5 },
      ],
      [
        { ...ok[0]!, amount: 2 ** 60 },
        { ...ok[1]!, amount: -(2 ** 60) },
      ],
      [{ account: 'op:cash:mattress' as AccountId, amount: 100 }, ok[1]!],
      [{ account: 'user:usr_a:silver' as AccountId, amount: 100 }, ok[1]!],
      // a GOLD leg cannot balance an ANTS leg
      [ok[0]!, { account: 'op:gold:sold', amount: -100 }],
      [{ ...ok[1]!, maxBalance: 5 }, ok[0]!],
    ];
    for (const entries of bad) {
      expect(() => validatePosting(posting(entries)), JSON.stringify(entries)).toThrow(LedgerError);
    }
    expect(() => validatePosting({ ...posting(ok), idempotencyKey: ' ' })).toThrow(LedgerError);
    expect(() => validatePosting({ ...posting(ok), reference: 'x'.repeat(201) })).toThrow(
      LedgerError,
    );
    expect(() =>
      validatePosting({ ...posting(ok), type: 'gift' as unknown as 'adjustment' }),
    ).toThrow(LedgerError);
  });
});

describe('accounts', () => {
  it('names user accounts by user and kind, with the unit of the kind', () => {
    expect(userAccount('usr_x1', 'gold')).toBe('user:usr_x1:gold');
    expect(parseAccount('user:usr_x1:gold')).toEqual({
      owner: 'user',
      userId: 'usr_x1',
      kind: 'gold',
      unit: 'GOLD',
    });
    expect(parseAccount('user:usr_x1:inr_paid')?.unit).toBe('INR');
    expect(parseAccount('op:ants:issued')).toEqual({ owner: 'operator', unit: 'ANTS' });
    expect(parseAccount('toString')).toBeNull();
    expect(() => userAccount('usr:evil', 'gold')).toThrow(RangeError);
  });
});
