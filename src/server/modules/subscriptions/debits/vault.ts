/** The vault limit for Autopay debits (decisions.md: a debit past 1 g is not charged). */
import { quoteDigitalGold } from '../../../../shared/rules/digital-gold';
import { fitsInVault } from '../../../../shared/rules/vault';
import type { AppDeps } from '../../../deps';
import type { Tx } from '../../../db/client';
import { pendingDigitalGold, pendingDigitalGoldOfUsers } from '../../orders/service';
import { getVaultState } from '../../wallet/service';
import * as repo from '../repo';
import { ratioOf } from '../common';
import { openDebitsOfUsers } from './repo';

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

/**
 * For each saver, the gold on its way to their vault that a batch of debits is checked against
 * (debitVault's, for many savers at once): quick buys being paid and debits at the bank, plus
 * their open debits at today's price. Call under lockVaults.
 */
export async function goldOnItsWayOfUsers(
  deps: AppDeps,
  tx: Tx,
  users: string[],
  price: number,
  now: Date,
): Promise<Map<string, number>> {
  const held = await pendingDigitalGoldOfUsers(
    tx,
    users,
    new Date(now.getTime() - deps.config.PAYMENTS_EXPIRE_MINUTES * 60_000),
  );
  const total = new Map(users.map((u) => [u, held.get(u) ?? 0]));
  for (const d of await openDebitsOfUsers(tx, users)) {
    const gold = quoteDigitalGold(d.amountPaise, price, ratioOf(deps)).goldE8;
    total.set(d.userId, (total.get(d.userId) ?? 0) + gold);
  }
  return total;
}
