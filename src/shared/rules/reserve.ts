import { divFloor, toSafe } from '../money/rounding';

/**
 * The reserve's rules (decisions.md: Reserve): the fine gold of an item of the register and the
 * coverage of what customers are owed. Pure: the console, the server and /reserve call them.
 */

/** Purity in basis points of 1 (9999 = 99.99%). The register takes 91.6% (22K) to 99.99%. */
export const PURITY_MIN_BP = 9160;
export const PURITY_MAX_BP = 9999;
const BP = 10_000;

/** goldE8 in one milligram */
export const E8_PER_MG = 100_000;

/** Fine gold of an item in milligrams: weight x purity, rounded down (never counts more). */
export function fineGoldMg(weightMg: number, purityBp: number): number {
  if (!Number.isSafeInteger(weightMg) || weightMg <= 0)
    throw new RangeError('weight must be a positive whole number of milligrams');
  if (!Number.isSafeInteger(purityBp) || purityBp < PURITY_MIN_BP || purityBp > PURITY_MAX_BP)
    throw new RangeError('purity out of range');
  return divFloor(BigInt(weightMg) * BigInt(purityBp), BP);
}

/**
 * Coverage in basis points (10000 = 100%): the fine gold held against the gold owed, rounded
 * down; null when nothing is owed (there is nothing to cover).
 */
export function coverageBp(heldE8: number, owedE8: number): number | null {
  if (owedE8 === 0) return null;
  return divFloor(BigInt(heldE8) * BigInt(BP), owedE8);
}

/**
 * Whether the gold held covers the gold owed with the configured margin (basis points above
 * 100%): held >= owed x (100% + margin). Exactly 100% with no margin is covered; a milligram
 * fraction less is not. Nothing owed is always covered.
 */
export function isCovered(p: { heldE8: number; owedE8: number; marginBp: number }): boolean {
  for (const n of [p.heldE8, p.owedE8, p.marginBp])
    if (!Number.isSafeInteger(n) || n < 0) throw new RangeError('not a non-negative integer');
  return BigInt(p.heldE8) * BigInt(BP) >= BigInt(p.owedE8) * BigInt(BP + p.marginBp);
}

/** Milligrams as goldE8. */
export const mgToE8 = (mg: number) => toSafe(BigInt(mg) * BigInt(E8_PER_MG));

/**
 * A serial or HUID as the public page shows it: the last four characters only, the rest as
 * dots ("••••7K2Q"), so an item can be matched against a certificate but not copied.
 */
export function maskSerial(serial: string): string {
  const tail = serial.slice(-4);
  return `${'•'.repeat(Math.max(serial.length - 4, 2))}${tail}`;
}

/**
 * Above this coverage a page shows "over 1000%" instead of the figure: when almost nothing is
 * owed (a new shop) the exact ratio is huge and says nothing more.
 */
export const COVERAGE_SHOWN_MAX_BP = 100_000;
