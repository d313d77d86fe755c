// Whether new purchases are open, stopped on a shortfall, and resumed by the operator.
import type { ReserveStatus } from '../../../shared/api/reserve';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { audit } from '../audit/service';
import * as repo from './repo';
import { msg, type Deps, type Actor } from './common';

export const toStatus = (s: repo.StateRow | undefined): ReserveStatus => ({
  purchasesStopped: s?.stopped ?? false,
  stoppedSince: s?.stopped && s.stoppedSince ? s.stoppedSince.toISOString() : null,
  stoppedWhy: s?.stopped ? (s.stoppedWhy ?? 'shortfall') : null,
});

/** Whether new purchases are open (decisions.md: Reserve). */
export async function reserveStatus(db: DbOrTx): Promise<ReserveStatus> {
  return toStatus(await repo.findState(db));
}

/** Whether new purchases are stopped now (the Autopay job waits instead of refusing). */
export async function purchasesStopped(db: DbOrTx): Promise<boolean> {
  return (await repo.findState(db))?.stopped ?? false;
}

/**
 * Refuses a new purchase (quick buy, an Autopay debit, a store order) with PURCHASES_STOPPED
 * while a shortfall stops them; one primary-key read. Balances, conversions and history are not
 * purchases and never call it.
 */
export async function assertPurchasesOpen(db: DbOrTx): Promise<void> {
  refuseIfStopped((await repo.findState(db))?.stopped ?? false);
}

/**
 * `assertPurchasesOpen` of a stop another module's statement read with its own
 * (`purchasesStoppedPiece`): refuses with PURCHASES_STOPPED.
 */
export function refuseIfStopped(stopped: boolean) {
  if (stopped) throw new AppError('PURCHASES_STOPPED', msg.purchasesStopped);
}

/** Whether purchases are stopped, for another module's statement to read with its own. */
export const purchasesStoppedPiece = repo.stoppedPiece;

/**
 * At start-up: the stop's row exists. In live mode purchases start stopped until the register
 * covers what is owed and an operator resumes: on a new installation, and whenever the newest
 * snapshot does not cover (or there is none yet) or the demo's sandbox items are still held.
 */
export async function prepareReserve(deps: Deps) {
  const now = deps.clock.now();
  const live = deps.config.PAYMENTS_MODE === 'live';
  await repo.insertStateIfMissing(deps.db, {
    stopped: live,
    stoppedSince: live ? now : null,
    stoppedWhy: live ? 'live-start' : null,
    updatedAt: now,
  });
  if (!live) return;
  const [latest, held] = await Promise.all([repo.latestSnapshot(deps.db), repo.heldItems(deps.db)]);
  if (!latest?.covered || held.some((i) => i.sandbox)) {
    await deps.db.transaction(async (tx) => {
      const s = await repo.lockState(tx);
      if (s?.stopped) return;
      await repo.updateState(tx, {
        stopped: true,
        stoppedSince: now,
        stoppedWhy: 'live-start',
        updatedAt: now,
      });
    });
  }
}

/**
 * The operator's resume: only once the newest snapshot covers what is owed, with a reason and
 * one audit row.
 */
export async function resumePurchases(deps: Deps, a: Actor, reason: string) {
  return deps.db.transaction(async (tx) => {
    const s = await repo.lockState(tx);
    if (!s?.stopped) throw new AppError('CONFLICT', msg.notStopped);
    const latest = await repo.latestSnapshot(tx);
    if (!latest) throw new AppError('CONFLICT', msg.noSnapshot);
    if (!latest.covered) throw new AppError('CONFLICT', msg.stillShort);
    await repo.updateState(tx, {
      stopped: false,
      stoppedSince: null,
      stoppedWhy: null,
      updatedAt: a.at,
    });
    await audit(tx, {
      by: a.by,
      at: a.at,
      action: 'reserve.purchases.resume',
      target: { type: 'reserve', id: String(latest.id) },
      before: toStatus(s),
      after: { purchasesStopped: false, snapshotId: latest.id, coverageBp: latest.coverageBp },
      reason,
    });
    return toStatus(await repo.findState(tx));
  });
}
