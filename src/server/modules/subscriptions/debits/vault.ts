/** The vault limit for Autopay debits (decisions.md: a debit past 1 g is not charged). */
import { quoteDigitalGold } from '../../../../shared/rules/digital-gold';
import { fitsInVault } from '../../../../shared/rules/vault';
import type { AppDeps } from '../../../deps';
import type { Tx } from '../../../db/client';
import { pendingDigitalGold } from '../../orders/service';
import { getVaultState } from '../../wallet/service';
import * as repo from '../repo';
import { ratioOf } from '../common';

/**
 * The vault (shared/rules/vault.ts) a debit is checked against: gold held, plus quick buys being
 * paid and debits at the bank (their orders), plus `notifiedE8` of debits notified but not yet
 * run. Call under lockVault.
 */
export async function debitVault(
  deps: AppDeps,
  tx: Tx,
  userId: string,
  p: { notifiedE8: number; now: Date },
) {
  const inFlight = await pendingDigitalGold(
    tx,
    userId,
    new Date(p.now.getTime() - deps.config.PAYMENTS_EXPIRE_MINUTES * 60_000),
  );
  return getVaultState(deps, tx, userId, inFlight + p.notifiedE8);
}

export async function openDebitGold(tx: Tx, userId: string, price: number, deps: AppDeps) {
  const open = await repo.openDebitsOfUser(tx, userId);
  let total = 0;
  for (const d of open) {
    if (d.state === 'NOTIFYING' || d.state === 'NOTIFIED')
      total += quoteDigitalGold(d.amountPaise, price, ratioOf(deps)).goldE8;
  }
  return total;
}

/** Whether a debit of addE8 fits the vault of debitVault (shared/rules/vault.ts). */
export async function debitFits(
  deps: AppDeps,
  tx: Tx,
  userId: string,
  p: { addE8: number; notifiedE8: number; now: Date },
) {
  return fitsInVault(await debitVault(deps, tx, userId, p), p.addE8);
}
