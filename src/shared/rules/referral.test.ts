import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  digitalGoldReferralAntsCenti,
  earnsReferral,
  referralCodeFor,
  referralRefusal,
  storeReferralAntsCenti,
} from './referral';
import { ZReferralCode } from '../api/fields';

const parties = { buyerUserId: 'usr_buyer', referrerUserId: 'usr_ref', paidWith: 'money' as const };

describe('referral Ants: hand-worked cases', () => {
  it('digital gold: 1% of the amount', () => {
    // ₹500.00 x 1% = ₹5.00 = 5 Ants = 500 centi-Ants
    expect(digitalGoldReferralAntsCenti({ ...parties, amountPaise: 50_000, referralBp: 100 })).toBe(
      500,
    );
    // ₹12.99 x 1% = 12.99 paise -> 12 centi-Ants (rounded down)
    expect(digitalGoldReferralAntsCenti({ ...parties, amountPaise: 1299, referralBp: 100 })).toBe(
      12,
    );
  });
  it("store items: the product's commission of each item's making charge", () => {
    // coin: making ₹325.15 x 2 = ₹650.30, 10% -> 65.03 Ants = 6503 centi
    // nugget: making ₹91.81, 5% -> 4.5905 Ants -> 459 centi (rounded down)
    const lines = [
      { makingPaise: 32_515, referralCommissionBp: 1000, quantity: 2 },
      { makingPaise: 9181, referralCommissionBp: 500, quantity: 1 },
    ];
    expect(storeReferralAntsCenti({ ...parties, lines })).toBe(6503 + 459);
  });
  it('never on Ants or gold, never without a referrer, never on one own code', () => {
    const dg = { amountPaise: 50_000, referralBp: 100 };
    expect(digitalGoldReferralAntsCenti({ ...parties, ...dg, paidWith: 'ants' })).toBe(0);
    expect(digitalGoldReferralAntsCenti({ ...parties, ...dg, paidWith: 'gold' })).toBe(0);
    expect(digitalGoldReferralAntsCenti({ ...parties, ...dg, referrerUserId: null })).toBe(0);
    expect(
      digitalGoldReferralAntsCenti({ ...parties, ...dg, referrerUserId: parties.buyerUserId }),
    ).toBe(0);
    const lines = [{ makingPaise: 32_515, referralCommissionBp: 1000, quantity: 1 }];
    expect(storeReferralAntsCenti({ ...parties, lines, paidWith: 'ants' })).toBe(0);
    expect(earnsReferral(parties)).toBe(true);
  });
});

describe('referral Ants: properties', () => {
  it('never more than the share of the amount, never negative, never short by a centi-Ant', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (amountPaise, referralBp) => {
          const a = digitalGoldReferralAntsCenti({ ...parties, amountPaise, referralBp });
          // a centi-Ant is a paisa: a x 10000 <= amount x bp < (a + 1) x 10000
          expect(a * 10_000).toBeLessThanOrEqual(amountPaise * referralBp);
          expect((a + 1) * 10_000).toBeGreaterThan(amountPaise * referralBp);
        },
      ),
    );
  });
  it('a bag earns the sum of its lines', () => {
    const line = fc.record({
      makingPaise: fc.integer({ min: 0, max: 5_000_000 }),
      referralCommissionBp: fc.integer({ min: 0, max: 10_000 }),
      quantity: fc.integer({ min: 1, max: 20 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (lines) => {
        const whole = storeReferralAntsCenti({ ...parties, lines });
        const each = lines.reduce(
          (s, l) => s + storeReferralAntsCenti({ ...parties, lines: [l] }),
          0,
        );
        expect(whole).toBe(each);
        expect(whole).toBeLessThanOrEqual(
          lines.reduce(
            (s, l) => s + (l.makingPaise * l.quantity * l.referralCommissionBp) / 10_000,
            0,
          ),
        );
      }),
    );
  });
});

describe('personal referral codes', () => {
  it("reads like 'asha4821@gs' and meets the spec's rule", () => {
    expect(referralCodeFor('Asha', '4821')).toBe('asha4821@gs');
    expect(referralCodeFor("D'Souza-Mary Ann", '0007')).toBe('dsouzamary0007@gs');
    expect(referralCodeFor('आशा', '1234')).toBe('gold1234@gs');
    expect(() => referralCodeFor('Asha', '12')).toThrow(RangeError);
  });

  it('is always a valid referral code for the forms, and never carries an email or a phone', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^\d{4,8}$/), (name, digits) => {
        const code = referralCodeFor(name, digits);
        expect(ZReferralCode.parse(code)).toBe(code);
        expect(code.length).toBeGreaterThanOrEqual(3);
        expect(code.length).toBeLessThanOrEqual(50);
        expect(code).toMatch(/^[a-z]{1,10}\d{4,8}@gs$/);
      }),
    );
  });
});

describe('referral cycles', () => {
  /** who referred whom: account -> its referrer */
  const chainOf = (pairs: Record<string, string>) => async (id: string) => pairs[id] ?? null;

  it("refuses one's own code", async () => {
    expect(await referralRefusal('a', 'a', chainOf({}))).toBe('self');
  });

  it('refuses A->B->A: B cannot refer A when A referred B', async () => {
    expect(await referralRefusal('a', 'b', chainOf({ b: 'a' }))).toBe('cycle');
  });

  it('refuses a longer loop, and allows a chain that does not come back', async () => {
    const chain = chainOf({ d: 'c', c: 'b', b: 'a' });
    expect(await referralRefusal('a', 'd', chain)).toBe('cycle');
    expect(await referralRefusal('e', 'd', chain)).toBeNull();
    expect(await referralRefusal('b', 'z', chain)).toBeNull();
  });

  it('ends on a loop already in the data instead of following it forever', async () => {
    expect(await referralRefusal('x', 'p', chainOf({ p: 'q', q: 'p' }))).toBeNull();
  });
});
