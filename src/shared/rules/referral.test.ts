import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digitalGoldReferralAntsCenti, earnsReferral, storeReferralAntsCenti } from './referral';

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
