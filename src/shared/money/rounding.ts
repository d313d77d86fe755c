/**
 * The two rounding rules of the app (decisions.md: Money). Inputs are safe integers (or BigInt);
 * the arithmetic runs in BigInt so products never lose precision; results are asserted safe.
 */

const toBig = (n: number | bigint) => {
  if (typeof n === 'bigint') return n;
  if (!Number.isSafeInteger(n)) throw new RangeError(`not a safe integer: ${n}`);
  return BigInt(n);
};

export const toSafe = (b: bigint): number => {
  const n = Number(b);
  if (!Number.isSafeInteger(n)) throw new RangeError(`result out of safe range: ${b}`);
  return n;
};

/** floor(num / den) for non-negative values: gold credited is rounded down. */
export function divFloor(num: number | bigint, den: number | bigint): number {
  const n = toBig(num);
  const d = toBig(den);
  if (d <= 0n) throw new RangeError('denominator must be positive');
  if (n < 0n) throw new RangeError('divFloor expects a non-negative numerator');
  return toSafe(n / d);
}

/** num / den rounded half-up to an integer, for non-negative values: money. */
export function divHalfUp(num: number | bigint, den: number | bigint): number {
  const n = toBig(num);
  const d = toBig(den);
  if (d <= 0n) throw new RangeError('denominator must be positive');
  if (n < 0n) throw new RangeError('divHalfUp expects a non-negative numerator');
  return toSafe((n * 2n + d) / (2n * d));
}

/** a * b / c with the chosen rounding, in BigInt (no intermediate overflow). */
export function mulDiv(a: number, b: number, c: number, rounding: 'floor' | 'halfUp'): number {
  const p = toBig(a) * toBig(b);
  return rounding === 'floor' ? divFloor(p, toBig(c)) : divHalfUp(p, toBig(c));
}
