// The register of bars and coins, and their certificates.
import type {
  ReserveDocument,
  ReserveDocumentQuery,
  ReserveItem,
  ReserveItemCorrection,
  ReserveItemInput,
} from '../../../shared/api/reserve';
import { fineGoldMg } from '../../../shared/rules/reserve';
import type { DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import { audit } from '../audit/service';
import * as repo from './repo';
import { msg, type Deps, type Actor } from './common';

export const toItem = (r: repo.ItemRow): ReserveItem => ({
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

export const toDocument = (r: repo.DocumentRow): ReserveDocument => ({
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
