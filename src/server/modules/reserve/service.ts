import { randomBytes, randomInt } from 'node:crypto';
import type {
  ReserveConsole,
  ReserveDocument,
  ReserveDocumentQuery,
  ReserveItem,
  ReserveItemCorrection,
  ReserveItemInput,
  ReserveReport,
  ReserveSnapshot,
  ReserveStatus,
} from '../../../shared/api/reserve';
import { istDateOf } from '../../../shared/rules/autopay';
import {
  PROOF_FORMAT,
  buildSumTree,
  leafHash,
  pathOf,
  type ReserveProof,
  type SumNode,
} from '../../../shared/rules/merkle-sum';
import {
  coverageBp,
  fineGoldMg,
  isCovered,
  maskSerial,
  mgToE8,
} from '../../../shared/rules/reserve';
import type { AppDeps } from '../../deps';
import type { Db, DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import { audit, type AuditActor } from '../audit/service';
import { listCustomerGold } from '../wallet/service';
import { reserveMessages } from './messages';
import * as repo from './repo';

const msg = reserveMessages.en;

/** How many days of coverage the public chart shows. */
export const HISTORY_DAYS = 90;
/** A customer's balance goes into the tree in this many parts, split at random each day. */
const PARTS = 2;
const DAY_MS = 86_400_000;

type Deps = Pick<AppDeps, 'db' | 'clock' | 'log' | 'config'>;
type Actor = { by: AuditActor; at: Date };

// ---- purchases: open or stopped

const toStatus = (s: repo.StateRow | undefined): ReserveStatus => ({
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
  const s = await repo.findState(db);
  if (s?.stopped) throw new AppError('PURCHASES_STOPPED', msg.purchasesStopped);
}

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

// ---- the register

const toItem = (r: repo.ItemRow): ReserveItem => ({
  id: r.id,
  kind: r.kind,
  serial: r.serial,
  weightMg: r.weightMg,
  purityBp: r.purityBp,
  fineMg: fineGoldMg(r.weightMg, r.purityBp),
  location: r.location,
  sandbox: r.sandbox,
  state: r.state,
  addedAt: r.addedAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const itemFacts = (r: repo.ItemRow) => ({
  kind: r.kind,
  serial: r.serial,
  weightMg: r.weightMg,
  purityBp: r.purityBp,
  location: r.location,
  state: r.state,
});

const serialTaken = () =>
  new AppError('CONFLICT', msg.serialTaken, { fields: { serial: msg.serialTaken } });

/** A unique violation (a serial added twice at the same moment), as PostgreSQL reports it. */
const isUniqueViolation = (err: unknown) =>
  (err as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (err as { cause?: { code?: string } }).cause?.code === '23505';

/** Adds a bar or coin to the register (one audit row). A serial is unique in the register. */
export async function addItem(
  deps: Deps,
  a: Actor,
  input: Omit<ReserveItemInput, 'reason'> & { reason: string },
  opts: { sandbox?: boolean } = {},
): Promise<ReserveItem> {
  try {
    return await deps.db.transaction(async (tx) => {
      if (await repo.findItemBySerial(tx, input.serial)) throw serialTaken();
      const row = await repo.insertItem(tx, {
        id: newId('rsv'),
        kind: input.kind,
        serial: input.serial,
        weightMg: input.weightMg,
        purityBp: input.purityBp,
        location: input.location,
        sandbox: opts.sandbox ?? false,
        state: 'held',
        addedAt: a.at,
        updatedAt: a.at,
      });
      await audit(tx, {
        by: a.by,
        at: a.at,
        action: 'reserve.item.add',
        target: { type: 'reserve_item', id: row.id },
        after: itemFacts(row),
        reason: input.reason,
      });
      return toItem(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw serialTaken();
    throw err;
  }
}

/** Corrects an item's details; the audit row keeps them before and after. */
export async function correctItem(
  deps: Deps,
  a: Actor,
  itemId: string,
  input: ReserveItemCorrection,
): Promise<ReserveItem> {
  const { reason, ...fields } = input;
  const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  try {
    return await deps.db.transaction(async (tx) => {
      const before = await repo.lockItem(tx, itemId);
      if (!before) throw new AppError('NOT_FOUND', msg.itemNotFound);
      const changed = Object.entries(set).filter(([k, v]) => before[k as keyof repo.ItemRow] !== v);
      if (changed.length === 0) throw new AppError('VALIDATION_FAILED', msg.nothingToCorrect);
      if (set.serial && set.serial !== before.serial) {
        if (await repo.findItemBySerial(tx, set.serial as string)) throw serialTaken();
      }
      const after = await repo.updateItem(tx, itemId, { ...set, updatedAt: a.at });
      await audit(tx, {
        by: a.by,
        at: a.at,
        action: 'reserve.item.correct',
        target: { type: 'reserve_item', id: itemId },
        before: itemFacts(before),
        after: itemFacts(after),
        reason,
      });
      return toItem(after);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw serialTaken();
    throw err;
  }
}

/** Takes an item out of the reserve: it stays in the register, `moved_out` (one audit row). */
export async function moveOutItem(deps: Deps, a: Actor, itemId: string, reason: string) {
  return deps.db.transaction(async (tx) => {
    const before = await repo.lockItem(tx, itemId);
    if (!before) throw new AppError('NOT_FOUND', msg.itemNotFound);
    if (before.state === 'moved_out') throw new AppError('CONFLICT', msg.alreadyMovedOut);
    const after = await repo.updateItem(tx, itemId, { state: 'moved_out', updatedAt: a.at });
    await audit(tx, {
      by: a.by,
      at: a.at,
      action: 'reserve.item.move-out',
      target: { type: 'reserve_item', id: itemId },
      before: itemFacts(before),
      after: itemFacts(after),
      reason,
    });
    return toItem(after);
  });
}

// ---- documents

const toDocument = (r: repo.DocumentRow): ReserveDocument => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  issuedOn: r.issuedOn,
  sizeBytes: r.sizeBytes,
  addedAt: r.addedAt.toISOString(),
});

/** A PDF starts with "%PDF-" (ISO 32000-1, 7.5.2): the name or type a browser gives proves nothing. */
export const isPdf = (bytes: Buffer) =>
  bytes.length > 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-';

/** Adds a certificate (PDF, size checked by the route) with its details (one audit row). */
export async function addDocument(
  deps: Deps,
  a: Actor,
  details: ReserveDocumentQuery,
  bytes: Buffer,
): Promise<ReserveDocument> {
  if (!isPdf(bytes))
    throw new AppError('VALIDATION_FAILED', msg.documentType, {
      status: 415,
      fields: { file: msg.documentType },
    });
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertDocument(tx, {
      id: newId('doc'),
      kind: details.kind,
      title: details.title,
      issuedOn: details.issuedOn,
      bytes,
      sizeBytes: bytes.length,
      addedAt: a.at,
    });
    await audit(tx, {
      by: a.by,
      at: a.at,
      action: 'reserve.document.add',
      target: { type: 'reserve_document', id: row.id },
      after: { kind: row.kind, title: row.title, issuedOn: row.issuedOn, sizeBytes: row.sizeBytes },
    });
    return toDocument(row);
  });
}

/** A certificate's PDF (public: it is published on /reserve). */
export async function getDocumentPdf(db: DbOrTx, id: string) {
  const d = await repo.findDocumentBytes(db, id);
  if (!d) throw new AppError('NOT_FOUND', msg.documentNotFound);
  return d;
}

// ---- snapshots and the proof of liabilities

const toSnapshot = (r: repo.SnapshotRow): ReserveSnapshot => ({
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
      const [balances, ordersMg, items] = await Promise.all([
        listCustomerGold(tx),
        owedOutsideLedgerMg(deps, tx),
        repo.listItems(tx),
      ]);
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

// ---- what the public page and the console read

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

// ---- the demo

/** The demo register's one bar: 1 kg at 99.99%, enough for 999 full vaults (1 g each). */
export const DEMO_BAR = {
  kind: 'bar' as const,
  serial: 'SANDBOX-BAR-0001',
  weightMg: 1_000_000,
  purityBp: 9999,
  location: 'Sandbox vault (demo only: no real gold)',
};

/**
 * Sandbox mode's demo register (SEED_DEMO): one sandbox bar covering the demo's balances, so
 * `npm start` gives a shop that sells. Marked sandbox everywhere; it never counts in live mode.
 */
export async function seedDemoRegister(deps: Deps) {
  if (await repo.findItemBySerial(deps.db, DEMO_BAR.serial)) return;
  await addItem(
    deps,
    { by: { userId: null, label: 'seed:demo' }, at: deps.clock.now() },
    { ...DEMO_BAR, reason: 'demo register (sandbox mode)' },
    { sandbox: true },
  );
}
