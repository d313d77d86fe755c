import { mulDiv } from '../../../shared/money/rounding';

/**
 * The sandbox price (PRICE_SOURCE=sandbox): a reproducible walk around the base price, so the app
 * looks alive offline. The price is a pure function of the minute, so every instance, a restart
 * and the seeded history agree. Integer noise in five octaves (a week, a day, an hour, a quarter hour and a minute),
 * linearly interpolated; the amplitudes add up to 3%, so the price never leaves base ±3%.
 */
const MINUTE_MS = 60_000;
const PPM = 1_000_000;
/** [period in minutes, amplitude in parts per million, salt] */
const OCTAVES = [
  [7 * 1440, 14_000, 0x9e3779b9],
  [1440, 9_000, 0x85ebca6b],
  [60, 4_200, 0xc2b2ae35],
  [15, 2_000, 0x165667b1],
  [1, 800, 0x27d4eb2f],
] as const;
export const SANDBOX_MAX_DEVIATION_PPM = OCTAVES.reduce((s, o) => s + o[1], 0); // 30_000 = 3%

/** A 32-bit integer hash (lowbias32). */
function hash32(n: number, salt: number): number {
  let h = (n ^ salt) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

const lattice = (i: number, salt: number, amp: number) => (hash32(i, salt) % (2 * amp + 1)) - amp;

function octave(minute: number, period: number, amp: number, salt: number): number {
  const i = Math.floor(minute / period);
  const f = minute - i * period;
  const a = lattice(i, salt, amp);
  const b = lattice(i + 1, salt, amp);
  return a + Math.trunc(((b - a) * f) / period);
}

/** Deviation from the base in parts per million at a time; always within ±SANDBOX_MAX_DEVIATION_PPM. */
export function sandboxDeviationPpm(at: Date): number {
  const minute = Math.floor(at.getTime() / MINUTE_MS);
  let ppm = 0;
  for (const [period, amp, salt] of OCTAVES) ppm += octave(minute, period, amp, salt);
  return ppm;
}

/** The sandbox price in paise per gram at a time (integer, within base ±3%). */
export function sandboxPricePaise(basePaise: number, at: Date): number {
  return mulDiv(basePaise, PPM + sandboxDeviationPpm(at), PPM, 'halfUp');
}
