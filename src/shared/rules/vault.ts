import { GOLD_E8_PER_MG } from '../money/units';

/**
 * The vault rule (decisions.md: Vault limit): a user's digital gold never passes the limit (1 g).
 * A purchase is admitted before payment only if the gold held, plus the gold of purchases still
 * being paid (a payment may yet credit them), plus its own gold stays within the limit. Quick buy,
 * each Autopay debit and any other purchase of digital gold check it the same way; the ledger
 * re-checks the credit itself against the same limit.
 */
export type VaultState = {
  /** the limit, grams x 10^8 */
  limitE8: number;
  /** gold in the vault now, grams x 10^8 */
  heldE8: number;
  /** gold of purchases being paid that a payment may still credit, grams x 10^8 */
  pendingE8: number;
};

/** The configured limit in milligrams (VAULT_LIMIT_MG) as goldE8. */
export const vaultLimitE8 = (limitMg: number) => limitMg * GOLD_E8_PER_MG;

const nonNegative = (n: number, what: string) => {
  if (!Number.isSafeInteger(n) || n < 0)
    throw new RangeError(`${what} must be a whole number >= 0`);
  return n;
};

/** Gold (goldE8) the vault can still take: limit - held - pending, never below 0. */
export function vaultRoomE8(v: VaultState): number {
  const used = nonNegative(v.heldE8, 'heldE8') + nonNegative(v.pendingE8, 'pendingE8');
  return Math.max(0, nonNegative(v.limitE8, 'limitE8') - used);
}

/** Whether a purchase of addE8 keeps the vault within its limit (held + pending + add <= limit). */
export function fitsInVault(v: VaultState, addE8: number): boolean {
  const add = nonNegative(addE8, 'addE8');
  return vaultRoomE8(v) >= add && v.heldE8 + v.pendingE8 + add <= v.limitE8;
}
