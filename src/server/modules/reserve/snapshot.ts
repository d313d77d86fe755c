// The daily snapshot: holdings against what is owed, and the proof of liabilities.
import { randomBytes, randomInt } from 'node:crypto';
import type { ReserveSnapshot } from '../../../shared/api/reserve';
import {
  PROOF_FORMAT,
  buildSumTree,
  leafHash,
  pathOf,
  type ReserveProof,
  type SumNode,
} from '../../../shared/rules/merkle-sum';
import { coverageBp, fineGoldMg, isCovered, mgToE8 } from '../../../shared/rules/reserve';
import type { AppDeps } from '../../deps';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { audit } from '../audit/service';
import { listCustomerGold } from '../wallet/service';
import * as repo from './repo';
import { msg, PARTS, type Deps, type Actor } from './common';

export const toSnapshot = (r: repo.SnapshotRow): ReserveSnapshot => ({
  id: r.id,
  takenAt: r.takenAt.toISOString(),
  owedDigitalE8: r.owedDigitalE8,
  owedInOrdersE8: r.owedInOrdersE8,
  owedE8: r.owedDigitalE8 + r.owedInOrdersE8,
  heldE8: r.heldE8,
  coverageBp: r.coverageBp,
  covered: r.covered,
  marginBp: r.marginBp,
  rootHash: r.rootHash,
  rootTotalE8: r.rootTotalE8,
  customers: r.customers,
});

/** Gold owed outside the ledger, in milligrams (the store's orders paid and not handed over). */
type OwedGoldSource = (db: DbOrTx) => Promise<number>;
const owedGoldSources = new WeakMap<object, OwedGoldSource[]>();

/**
 * A module that owes gold the ledger does not hold (the store: coins and nuggets paid for and
 * not yet handed over) tells the reserve how to count it; each snapshot adds it to what is owed.
 * (Registered by that module, so the reserve imports no module that calls it back.)
 */
export function registerOwedGold(deps: object, source: OwedGoldSource) {
  owedGoldSources.set(deps, [...(owedGoldSources.get(deps) ?? []), source]);
}

const owedOutsideLedgerMg = async (deps: object, db: DbOrTx) => {
  let mg = 0;
  for (const source of owedGoldSources.get(deps) ?? []) mg += await source(db);
  return mg;
};

/** Fine gold of the items that count: in live mode the demo's sandbox items never do. */
const heldFineE8 = (items: repo.ItemRow[], live: boolean) =>
  items
    .filter((i) => i.state === 'held' && !(live && i.sandbox))
    .reduce((e8, i) => e8 + mgToE8(fineGoldMg(i.weightMg, i.purityBp)), 0);

/** Fisher-Yates with the system's random numbers: where a leaf sits tells nothing. */
function shuffle<T>(xs: T[]) {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
  return xs;
}

/** A balance in PARTS random parts (each 0..rest), so no sibling's sum is anyone's balance. */
function splitRandomly(goldE8: number) {
  const parts: number[] = [];
  let rest = goldE8;
  for (let p = 0; p < PARTS - 1; p++) {
    // randomInt takes at most 2^48 - 1; a balance above it (2.8 million grams) splits in halves
    const cut = rest < 2 ** 48 - 1 ? randomInt(rest + 1) : Math.floor(rest / 2);
    parts.push(cut);
    rest -= cut;
  }
  parts.push(rest);
  return parts;
}

/** Each customer's salt, making the missing ones (32 random bytes, hex). */
async function saltsFor(db: Db, userIds: string[], now: Date) {
  const salts = new Map((await repo.listSalts(db)).map((s) => [s.userId, s.salt]));
  const missing = userIds
    .filter((id) => !salts.has(id))
    .map((userId) => ({ userId, salt: randomBytes(32).toString('hex'), createdAt: now }));
  if (missing.length > 0) {
    await repo.insertSalts(db, missing);
    // another instance may have made some at the same moment: read what was kept
    for (const s of await repo.listSalts(db)) salts.set(s.userId, s.salt);
  }
  return salts;
}

/**
 * Records a snapshot: what customers are owed (the ledger's balances and the coins and nuggets
 * paid for and not yet handed over, read in one database snapshot), the register's fine gold,
 * the coverage, and the Merkle sum tree over every customer's balance (leaves stored in tree
 * order). A snapshot below coverage stops new purchases and logs an alert (RESERVE_SHORTFALL).
 */
export async function takeSnapshot(
  deps: Deps,
  takenBy: string,
  inTx?: (tx: DbOrTx, s: repo.SnapshotRow) => Promise<void>,
) {
  const live = deps.config.PAYMENTS_MODE === 'live';
  const read = await deps.db.transaction(
    async (tx) => {
      // one after another: a transaction is one connection, which runs one statement at a time
      // (node-postgres queues concurrent ones, and warns that pg 9 will not)
      const balances = await listCustomerGold(tx);
      const ordersMg = await owedOutsideLedgerMg(deps, tx);
      const items = await repo.listItems(tx);
      return { balances, ordersMg, items };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const now = deps.clock.now();
  const salts = await saltsFor(
    deps.db,
    read.balances.map((b) => b.userId),
    now,
  );
  const leaves = shuffle(
    read.balances.flatMap((b) =>
      splitRandomly(b.goldE8).map((goldE8, part) => ({ userId: b.userId, part, goldE8 })),
    ),
  );
  const hashes = await Promise.all(
    leaves.map((l) => leafHash({ salt: salts.get(l.userId)!, ...l })),
  );
  const { root } = await buildSumTree(
    hashes.map((hash, i) => ({ hash, sumE8: leaves[i]!.goldE8 })),
  );
  const owedDigitalE8 = read.balances.reduce((s, b) => s + b.goldE8, 0);
  const owedInOrdersE8 = mgToE8(read.ordersMg);
  const owedE8 = owedDigitalE8 + owedInOrdersE8;
  const heldE8 = heldFineE8(read.items, live);
  const marginBp = deps.config.RESERVE_MARGIN_BP;
  const covered = isCovered({ heldE8, owedE8, marginBp });

  const snapshot = await deps.db.transaction(async (tx) => {
    const row = await repo.insertSnapshot(tx, {
      takenAt: now,
      takenBy,
      owedDigitalE8,
      owedInOrdersE8,
      heldE8,
      coverageBp: coverageBp(heldE8, owedE8),
      covered,
      marginBp,
      rootHash: root.hash,
      rootTotalE8: root.sumE8,
      customers: read.balances.length,
    });
    await repo.insertLeaves(
      tx,
      leaves.map((l, position) => ({
        snapshotId: row.id,
        position,
        ...l,
        hash: hashes[position]!,
      })),
    );
    if (!covered) {
      const s = await repo.lockState(tx);
      if (!s?.stopped)
        await repo.updateState(tx, {
          stopped: true,
          stoppedSince: now,
          stoppedWhy: 'shortfall',
          updatedAt: now,
        });
    }
    await inTx?.(tx, row);
    return row;
  });
  if (!covered) {
    deps.log.error(
      {
        alert: 'RESERVE_SHORTFALL',
        snapshotId: snapshot.id,
        owedE8,
        heldE8,
        coverageBp: snapshot.coverageBp,
        marginBp,
      },
      'the reserve does not cover the gold owed to customers: new purchases are stopped',
    );
  }
  return toSnapshot(snapshot);
}

/** The operator's "Take a snapshot now" (after the register changed), with its audit row. */
export const snapshotNow = (deps: Deps, a: Actor) =>
  takeSnapshot(deps, a.by.label, (tx, s) =>
    audit(tx, {
      by: a.by,
      at: a.at,
      action: 'reserve.snapshot',
      target: { type: 'reserve', id: String(s.id) },
      after: { covered: s.covered, coverageBp: s.coverageBp, rootHash: s.rootHash },
    }),
  );

/**
 * The tree of the newest snapshot, built once per snapshot from its stored leaves; kept per
 * database (an app's, never shared with another app in the same process).
 */
const treeCaches = new WeakMap<
  object,
  { snapshotId: number; tree: Promise<{ levels: SumNode[][] }> }
>();

function treeOf(db: DbOrTx, snapshotId: number) {
  const kept = treeCaches.get(db);
  if (kept?.snapshotId === snapshotId) return kept.tree;
  const tree = repo
    .leavesOf(db, snapshotId)
    .then((rows) => buildSumTree(rows.map((r) => ({ hash: r.hash, sumE8: r.goldE8 }))));
  treeCaches.set(db, { snapshotId, tree });
  // a failed build is not kept
  tree.catch(() => {
    if (treeCaches.get(db)?.tree === tree) treeCaches.delete(db);
  });
  return tree;
}

/**
 * The signed-in saver's proof for the newest snapshot: their salt, their leaves and each leaf's
 * path (docs/reserve.md). Only their own: nobody else's id, salt or balance is in it.
 */
export async function proofFor(deps: Pick<AppDeps, 'db'>, userId: string): Promise<ReserveProof> {
  const snapshot = await repo.latestSnapshot(deps.db);
  const mine = snapshot ? await repo.userLeavesOf(deps.db, snapshot.id, userId) : [];
  const salt = mine.length > 0 ? await repo.findSalt(deps.db, userId) : undefined;
  if (!snapshot || !salt) throw new AppError('NOT_FOUND', msg.noProof);
  const { levels } = await treeOf(deps.db, snapshot.id);
  return {
    format: PROOF_FORMAT,
    snapshot: {
      id: snapshot.id,
      takenAt: snapshot.takenAt.toISOString(),
      rootHash: snapshot.rootHash,
      totalE8: snapshot.rootTotalE8,
    },
    customer: { userId, salt, goldE8: mine.reduce((s, l) => s + l.goldE8, 0) },
    leaves: mine.map((l) => ({ part: l.part, goldE8: l.goldE8, path: pathOf(levels, l.position) })),
  };
}
