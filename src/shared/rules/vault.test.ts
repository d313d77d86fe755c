import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitsInVault, vaultLimitE8, vaultRoomE8 } from './vault';

const G = 100_000_000; // 1 g in goldE8

describe('the vault rule: hand-worked cases', () => {
  it('reads the configured 1000 mg as 1 g', () => {
    expect(vaultLimitE8(1000)).toBe(G);
  });
  it('counts gold held and gold being paid for', () => {
    // 0.6 g held, 0.3 g being paid: 0.1 g of room
    const v = { limitE8: G, heldE8: 60_000_000, pendingE8: 30_000_000 };
    expect(vaultRoomE8(v)).toBe(10_000_000);
    expect(fitsInVault(v, 10_000_000)).toBe(true);
    expect(fitsInVault(v, 10_000_001)).toBe(false);
  });
  it('a full vault takes nothing, and never reports negative room', () => {
    expect(vaultRoomE8({ limitE8: G, heldE8: G, pendingE8: 0 })).toBe(0);
    expect(fitsInVault({ limitE8: G, heldE8: G, pendingE8: 0 }, 1)).toBe(false);
    // a purchase paid after its check may take pending past the limit: room is 0, not negative
    expect(vaultRoomE8({ limitE8: G, heldE8: 90_000_000, pendingE8: 20_000_000 })).toBe(0);
  });
  it('refuses amounts that are not whole goldE8', () => {
    expect(() => fitsInVault({ limitE8: G, heldE8: 0, pendingE8: 0 }, 0.5)).toThrow(RangeError);
    expect(() => vaultRoomE8({ limitE8: G, heldE8: -1, pendingE8: 0 })).toThrow(RangeError);
  });
});

describe('the vault rule: properties', () => {
  const gold = fc.integer({ min: 0, max: 2 * G });
  it('a purchase fits exactly when held + pending + it stays within the limit', () => {
    fc.assert(
      fc.property(gold, gold, gold, gold, (limitE8, heldE8, pendingE8, add) => {
        const v = { limitE8, heldE8, pendingE8 };
        expect(fitsInVault(v, add)).toBe(heldE8 + pendingE8 + add <= limitE8);
        expect(vaultRoomE8(v)).toBeGreaterThanOrEqual(0);
        // buying all the room fits; a milligram-fraction more does not
        expect(fitsInVault(v, vaultRoomE8(v))).toBe(heldE8 + pendingE8 <= limitE8);
        expect(fitsInVault(v, vaultRoomE8(v) + 1)).toBe(false);
      }),
    );
  });
});
