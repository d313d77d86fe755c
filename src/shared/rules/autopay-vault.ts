import { type VaultState, fitsInVault } from './vault';

/**
 * A plan and the vault limit (decisions.md: Vault limit): an Autopay debit that would take the
 * saver's gold past the limit is not charged; the plan pauses itself (VAULT_FULL, told once) instead
 * of skipping each cycle with a mail, and goes on by itself once the next debit fits again.
 */
export type PlanVaultStep =
  /** the debit fits: notify (or run) it */
  | 'DEBIT'
  /** an active plan whose next debit does not fit: pause it, nothing is charged */
  | 'PAUSE'
  /** a plan paused for the vault whose next debit fits again: it goes on */
  | 'RESUME'
  /** still no room: stay paused, nothing is sent */
  | 'WAIT';

/**
 * What a plan does about its next debit of `debitE8` (the gold it would buy at today's price),
 * given the vault: held gold, plus purchases and debits being paid or notified.
 */
export function planVaultStep(
  state: 'ACTIVE' | 'VAULT_FULL',
  vault: VaultState,
  debitE8: number,
): PlanVaultStep {
  const fits = fitsInVault(vault, debitE8);
  if (state === 'ACTIVE') return fits ? 'DEBIT' : 'PAUSE';
  return fits ? 'RESUME' : 'WAIT';
}

/** Gold (goldE8) to take out of the vault (at the Gold Smith) before a debit of debitE8 fits. */
export function roomNeededE8(vault: VaultState, debitE8: number): number {
  return Math.max(0, vault.heldE8 + vault.pendingE8 + debitE8 - vault.limitE8);
}
