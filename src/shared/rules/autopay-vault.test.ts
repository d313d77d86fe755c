import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planVaultStep, roomNeededE8 } from './autopay-vault';
import { fitsInVault } from './vault';

const G = 100_000_000; // 1 g in goldE8

describe('a plan and the vault limit: hand-worked cases', () => {
  // Rs 500 a day at Rs 7,650/g buys 0.65 x 500 / 7650 g = 0.04248366 g
  const debit = 4_248_366;

  it('an active plan debits while the debit fits, and pauses when it would pass 1 g', () => {
    expect(planVaultStep('ACTIVE', { limitE8: G, heldE8: 95_751_634, pendingE8: 0 }, debit)).toBe(
      'DEBIT',
    );
    // one goldE8 more and the debit would take the vault to 1.00000001 g
    expect(planVaultStep('ACTIVE', { limitE8: G, heldE8: 95_751_635, pendingE8: 0 }, debit)).toBe(
      'PAUSE',
    );
    // gold being paid for counts: 0.9 g held + 0.06 g of a quick buy at the bank
    expect(
      planVaultStep('ACTIVE', { limitE8: G, heldE8: 90_000_000, pendingE8: 6_000_000 }, debit),
    ).toBe('PAUSE');
  });

  it('a plan paused for the vault waits, then resumes once a coin is made at the Gold Smith', () => {
    const full = { limitE8: G, heldE8: 99_900_000, pendingE8: 0 };
    expect(planVaultStep('VAULT_FULL', full, debit)).toBe('WAIT');
    // a 0.200 g coin: 0.799 g left
    expect(planVaultStep('VAULT_FULL', { ...full, heldE8: 79_900_000 }, debit)).toBe('RESUME');
  });

  it('says how much gold must leave the vault before the debit fits', () => {
    expect(roomNeededE8({ limitE8: G, heldE8: 99_900_000, pendingE8: 0 }, debit)).toBe(4_148_366);
    expect(roomNeededE8({ limitE8: G, heldE8: 0, pendingE8: 0 }, debit)).toBe(0);
  });
});

describe('a plan and the vault limit: properties', () => {
  const vault = fc.record({
    limitE8: fc.integer({ min: 0, max: 10 * G }),
    heldE8: fc.integer({ min: 0, max: 10 * G }),
    pendingE8: fc.integer({ min: 0, max: 10 * G }),
  });
  const debit = fc.integer({ min: 0, max: G });

  it('a debit is made only when it fits; a plan pauses or waits exactly when it does not', () => {
    fc.assert(
      fc.property(vault, debit, (v, d) => {
        const fits = fitsInVault(v, d);
        expect(planVaultStep('ACTIVE', v, d) === 'DEBIT').toBe(fits);
        expect(planVaultStep('ACTIVE', v, d) === 'PAUSE').toBe(!fits);
        expect(planVaultStep('VAULT_FULL', v, d) === 'RESUME').toBe(fits);
        expect(planVaultStep('VAULT_FULL', v, d) === 'WAIT').toBe(!fits);
      }),
    );
  });

  it('taking out the room needed is exactly enough: the debit then fits, one goldE8 less does not', () => {
    fc.assert(
      fc.property(vault, debit, (v, d) => {
        const need = roomNeededE8(v, d);
        fc.pre(need <= v.heldE8 && d <= v.limitE8);
        expect(fitsInVault({ ...v, heldE8: v.heldE8 - need }, d)).toBe(true);
        if (need > 0) expect(fitsInVault({ ...v, heldE8: v.heldE8 - need + 1 }, d)).toBe(false);
      }),
    );
  });
});
