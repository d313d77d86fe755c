import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  financialYearBounds,
  financialYearLabel,
  financialYearStartOf,
  parseFinancialYear,
  statementTotals,
  type StatementAmounts,
} from './statement';

describe('financial years', () => {
  it('run April to March in India time', () => {
    expect(financialYearStartOf(new Date('2026-11-21T10:00:00Z'))).toBe(2026);
    expect(financialYearStartOf(new Date('2027-03-31T18:29:00Z'))).toBe(2026); // 23:59 IST, 31 Mar
    expect(financialYearStartOf(new Date('2027-03-31T18:30:00Z'))).toBe(2027); // 00:00 IST, 1 Apr
    expect(financialYearBounds(2026)).toEqual({
      from: new Date('2026-03-31T18:30:00Z'),
      to: new Date('2027-03-31T18:30:00Z'),
    });
  });

  it('are named 2026-27, and only a real name parses', () => {
    expect(financialYearLabel(2026)).toBe('2026-27');
    expect(financialYearLabel(2099)).toBe('2099-00');
    expect(parseFinancialYear('2026-27')).toBe(2026);
    expect(parseFinancialYear('2099-00')).toBe(2099);
    expect(parseFinancialYear('2026-28')).toBeNull();
    expect(parseFinancialYear('2026')).toBeNull();
    expect(parseFinancialYear('26-27')).toBeNull();
  });

  it('property: an instant lies in the bounds of its own year', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        (at) => {
          const { from, to } = financialYearBounds(financialYearStartOf(at));
          expect(from.getTime()).toBeLessThanOrEqual(at.getTime());
          expect(at.getTime()).toBeLessThan(to.getTime());
        },
      ),
    );
  });
});

describe('statement totals', () => {
  const line = (
    l: Partial<StatementAmounts> & Pick<StatementAmounts, 'kind'>,
  ): StatementAmounts => ({
    goldE8: 0,
    paidPaise: 0,
    gstPaise: 0,
    antsCenti: 0,
    ...l,
  });

  it('add up a year worked by hand', () => {
    // opening 0.05000000 g
    // quick buy Rs 1,000.00 (GST 29.13) -> 0.13000000 g; quick buy Rs 500.00 (GST 14.56) -> 0.06500000 g
    // Autopay Rs 100.00 (GST 2.91) -> 0.01300000 g, twice
    // coin 0.200 g; store order Rs 7,210.00; Ants +12.50 (commission), -5.00 (spent)
    // closing 0.05 + 0.13 + 0.065 + 0.013 + 0.013 - 0.2 = 0.07100000 g
    const t = statementTotals(5_000_000, [
      line({ kind: 'quick_buy', goldE8: 13_000_000, paidPaise: 100_000, gstPaise: 2_913 }),
      line({ kind: 'quick_buy', goldE8: 6_500_000, paidPaise: 50_000, gstPaise: 1_456 }),
      line({ kind: 'autopay', goldE8: 1_300_000, paidPaise: 10_000, gstPaise: 291 }),
      line({ kind: 'autopay', goldE8: 1_300_000, paidPaise: 10_000, gstPaise: 291 }),
      line({ kind: 'coin_conversion', goldE8: -20_000_000 }),
      line({ kind: 'store_order', paidPaise: 721_000, gstPaise: 21_000 }),
      line({ kind: 'ants_earned', antsCenti: 1_250 }),
      line({ kind: 'ants_spent', antsCenti: -500 }),
    ]);
    expect(t.closingE8).toBe(7_100_000);
    expect(t.quickBuys).toEqual({
      count: 2,
      paidPaise: 150_000,
      gstPaise: 4_369,
      goldE8: 19_500_000,
    });
    expect(t.autopay).toEqual({ count: 2, paidPaise: 20_000, gstPaise: 582, goldE8: 2_600_000 });
    expect(t.purchases).toEqual({
      count: 4,
      paidPaise: 170_000,
      gstPaise: 4_951,
      goldE8: 22_100_000,
    });
    expect(t.convertedE8).toBe(20_000_000);
    expect(t.conversions).toBe(1);
    expect(t.storePaidPaise).toBe(721_000);
    expect(t.storeGstPaise).toBe(21_000);
    expect(t.storeOrders).toBe(1);
    expect(t.antsEarnedCenti).toBe(1_250);
    expect(t.antsSpentCenti).toBe(500);
    expect(t.netPaidPaise).toBe(891_000);
    expect(t.refundedPaise).toBe(0);
  });

  it('a refunded conversion and a refunded store order come back out of the totals', () => {
    const t = statementTotals(20_000_000, [
      line({ kind: 'coin_conversion', goldE8: -20_000_000 }),
      line({ kind: 'refund', goldE8: 20_000_000 }),
      line({ kind: 'store_order', paidPaise: 721_000 }),
      line({ kind: 'refund', paidPaise: -721_000 }),
    ]);
    expect(t.closingE8).toBe(20_000_000);
    expect(t.convertedE8).toBe(0);
    expect(t.refundedPaise).toBe(721_000);
    expect(t.netPaidPaise).toBe(0);
  });

  it('a year with no lines closes where it opened', () => {
    const t = statementTotals(12_345, []);
    expect(t.closingE8).toBe(12_345);
    expect(t.purchases.count).toBe(0);
  });

  it('property: closing = opening + every gold change; earned - spent = every Ants change', () => {
    const kinds = [
      'quick_buy',
      'autopay',
      'coin_conversion',
      'store_order',
      'ants_earned',
      'ants_spent',
      'refund',
      'adjustment',
    ] as const;
    const arb = fc.array(
      fc.record({
        kind: fc.constantFrom(...kinds),
        goldE8: fc.integer({ min: 0, max: 10_000_000 }),
        paidPaise: fc.integer({ min: -1_000_000, max: 1_000_000 }),
        gstPaise: fc.integer({ min: 0, max: 30_000 }),
        antsCenti: fc.integer({ min: -10_000, max: 10_000 }),
      }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(arb, (lines) => {
        const t = statementTotals(0, lines);
        expect(t.closingE8).toBe(lines.reduce((s, l) => s + l.goldE8, 0));
        expect(t.antsEarnedCenti - t.antsSpentCenti).toBe(
          lines.reduce((s, l) => s + l.antsCenti, 0),
        );
        expect(t.purchases.count).toBe(t.quickBuys.count + t.autopay.count);
        expect(t.netPaidPaise).toBe(lines.reduce((s, l) => s + l.paidPaise, 0));
      }),
    );
  });
});
