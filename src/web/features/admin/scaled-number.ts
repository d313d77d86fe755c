/**
 * A decimal typed by a person as an integer of its smallest unit, exactly (no float): with 3
 * decimals "1.5" is 1500 (grams to milligrams), with 2 "8.25" is 825 (percent to basis points).
 * Null when it is not such a number.
 */
export function parseScaled(input: string, decimals: number): number | null {
  const v = input.trim().replace(/,/g, '');
  const match = new RegExp(`^(\\d{1,9})(?:\\.(\\d{0,${decimals}}))?$`).exec(v);
  if (!match) return null;
  return Number(match[1]) * 10 ** decimals + Number((match[2] ?? '').padEnd(decimals, '0'));
}
