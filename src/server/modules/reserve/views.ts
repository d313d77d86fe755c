// What the public page, the console and Today read of the reserve.
import type { ReserveConsole, ReserveReport } from '../../../shared/api/reserve';
import { istDateOf } from '../../../shared/rules/autopay';
import { fineGoldMg, maskSerial } from '../../../shared/rules/reserve';
import type { DbOrTx } from '../../db/client';
import * as repo from './repo';
import { HISTORY_DAYS, DAY_MS, type Deps } from './common';
import { toStatus } from './purchases';
import { toDocument, toItem } from './register';
import { toSnapshot } from './snapshot';

/** Coverage of each day's last snapshot (India's calendar days) over the last HISTORY_DAYS. */
function dailyHistory(rows: repo.SnapshotRow[]) {
  const byDay = new Map<string, repo.SnapshotRow>();
  for (const r of rows) byDay.set(istDateOf(r.takenAt), r);
  return [...byDay].map(([day, r]) => ({ day, coverageBp: r.coverageBp, covered: r.covered }));
}

/** Everything /reserve shows (public). */
export async function publicReport(deps: Deps): Promise<ReserveReport> {
  const since = new Date(deps.clock.now().getTime() - HISTORY_DAYS * DAY_MS);
  const [latest, state, history, items, documents] = await Promise.all([
    repo.latestSnapshot(deps.db),
    repo.findState(deps.db),
    repo.snapshotsSince(deps.db, since),
    repo.heldItems(deps.db),
    repo.listDocuments(deps.db),
  ]);
  const docs = documents.map(toDocument);
  const live = deps.config.PAYMENTS_MODE === 'live';
  return {
    snapshot: latest ? toSnapshot(latest) : null,
    status: toStatus(state),
    history: dailyHistory(history),
    items: items
      .filter((i) => !(live && i.sandbox))
      .map((i) => ({
        kind: i.kind,
        serialMasked: maskSerial(i.serial),
        weightMg: i.weightMg,
        purityBp: i.purityBp,
        fineMg: fineGoldMg(i.weightMg, i.purityBp),
        location: i.location,
        sandbox: i.sandbox,
      })),
    custodian: deps.config.RESERVE_CUSTODIAN,
    insurer: deps.config.RESERVE_INSURER,
    storageTerms: deps.config.RESERVE_STORAGE_TERMS,
    windDown: deps.config.RESERVE_WIND_DOWN,
    lastAudit: docs.find((d) => d.kind === 'audit') ?? null,
    documents: docs,
  };
}

/** The console's section. */
export async function consoleView(deps: Deps): Promise<ReserveConsole> {
  const [items, documents, snapshots, state] = await Promise.all([
    repo.listItems(deps.db),
    repo.listDocuments(deps.db),
    repo.recentSnapshots(deps.db, 30),
    repo.findState(deps.db),
  ]);
  return {
    items: items.map(toItem),
    documents: documents.map(toDocument),
    snapshots: snapshots.map((r) => ({ ...toSnapshot(r), takenBy: r.takenBy })),
    status: toStatus(state),
    paymentsMode: deps.config.PAYMENTS_MODE,
  };
}

/** What Today shows of the reserve: the stop and the newest snapshot's coverage. */
export async function reserveToday(db: DbOrTx) {
  const [state, latest] = await Promise.all([repo.findState(db), repo.latestSnapshot(db)]);
  return {
    ...toStatus(state),
    coverageBp: latest?.coverageBp ?? null,
    covered: latest?.covered ?? null,
    takenAt: latest?.takenAt.toISOString() ?? null,
  };
}
