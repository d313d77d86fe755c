import { z } from 'zod';
import { PURITY_MAX_BP, PURITY_MIN_BP } from '../rules/reserve';
import { defineEndpoint } from './contract';
import { oneLine, ZId, ZOperatorReason } from './fields';
import { CONSOLE_MESSAGES } from './console-messages';

/** Kinds of the register's items and documents. */
export const RESERVE_ITEM_KINDS = ['bar', 'coin'] as const;
export const RESERVE_DOCUMENT_KINDS = ['audit', 'custody', 'insurance'] as const;
export type ReserveItemKind = (typeof RESERVE_ITEM_KINDS)[number];
export type ReserveDocumentKind = (typeof RESERVE_DOCUMENT_KINDS)[number];

/** What the register holds at most per item: 100 kg, in milligrams. */
export const RESERVE_ITEM_MAX_MG = 100_000_000;

export const RESERVE_MESSAGES = {
  weight: CONSOLE_MESSAGES.reserveWeight,
  purity: CONSOLE_MESSAGES.reservePurity,
  serial: CONSOLE_MESSAGES.serial,
  location: CONSOLE_MESSAGES.locationRequired,
  title: CONSOLE_MESSAGES.titleRequired,
  date: CONSOLE_MESSAGES.date,
};

const ZIsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, RESERVE_MESSAGES.date)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), RESERVE_MESSAGES.date);

const ZItemFields = {
  kind: z.enum(RESERVE_ITEM_KINDS),
  serial: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, RESERVE_MESSAGES.serial)
    .transform((s) => s.toUpperCase()),
  weightMg: z
    .number({ error: RESERVE_MESSAGES.weight })
    .int(RESERVE_MESSAGES.weight)
    .min(1, RESERVE_MESSAGES.weight)
    .max(RESERVE_ITEM_MAX_MG, RESERVE_MESSAGES.weight),
  purityBp: z
    .number({ error: RESERVE_MESSAGES.purity })
    .int(RESERVE_MESSAGES.purity)
    .min(PURITY_MIN_BP, RESERVE_MESSAGES.purity)
    .max(PURITY_MAX_BP, RESERVE_MESSAGES.purity),
  location: z
    .string()
    .trim()
    .min(1, RESERVE_MESSAGES.location)
    .refine(...oneLine)
    .max(120, CONSOLE_MESSAGES.locationTooLong),
};

/** A new item of the register: a bar or coin set aside for customers, with why it is added. */
export const ZReserveItemInput = z.object({ ...ZItemFields, reason: ZOperatorReason }).strict();
export type ReserveItemInput = z.input<typeof ZReserveItemInput>;

/** A correction: the fields that were wrong (at least one), and why. */
export const ZReserveItemCorrection = z
  .object({
    serial: ZItemFields.serial.optional(),
    weightMg: ZItemFields.weightMg.optional(),
    purityBp: ZItemFields.purityBp.optional(),
    location: ZItemFields.location.optional(),
    reason: ZOperatorReason,
  })
  .strict();
export type ReserveItemCorrection = z.input<typeof ZReserveItemCorrection>;

export const ZReasonBody = z.object({ reason: ZOperatorReason }).strict();

/** A document's details (the PDF itself is the request's body, multipart, field `file`). */
export const ZReserveDocumentQuery = z
  .object({
    kind: z.enum(RESERVE_DOCUMENT_KINDS),
    title: z
      .string()
      .trim()
      .min(1, RESERVE_MESSAGES.title)
      .refine(...oneLine)
      .max(120, CONSOLE_MESSAGES.titleTooLong),
    issuedOn: ZIsoDate,
  })
  .strict();
export type ReserveDocumentQuery = z.infer<typeof ZReserveDocumentQuery>;

export const ZReserveDocument = z.object({
  id: z.string(),
  kind: z.enum(RESERVE_DOCUMENT_KINDS),
  title: z.string(),
  /** the certificate's own date (YYYY-MM-DD) */
  issuedOn: z.string(),
  sizeBytes: z.number().int(),
  addedAt: z.string(),
});
export type ReserveDocument = z.infer<typeof ZReserveDocument>;

/** An item as the public page shows it: the serial masked. */
export const ZPublicReserveItem = z.object({
  kind: z.enum(RESERVE_ITEM_KINDS),
  serialMasked: z.string(),
  weightMg: z.number().int(),
  purityBp: z.number().int(),
  fineMg: z.number().int(),
  location: z.string(),
  sandbox: z.boolean(),
});

/** An item as the console shows it. */
export const ZReserveItem = ZPublicReserveItem.omit({ serialMasked: true }).extend({
  id: z.string(),
  serial: z.string(),
  state: z.enum(['held', 'moved_out']),
  addedAt: z.string(),
  updatedAt: z.string(),
});
export type ReserveItem = z.infer<typeof ZReserveItem>;

/** One day's figures: what customers are owed against the fine gold of the register. */
export const ZReserveSnapshot = z.object({
  id: z.number().int(),
  takenAt: z.string(),
  /** customers' digital gold (the ledger), goldE8 */
  owedDigitalE8: z.number().int(),
  /** coins and nuggets paid for and not yet handed over, goldE8 */
  owedInOrdersE8: z.number().int(),
  /** both together */
  owedE8: z.number().int(),
  /** fine gold of the items held, goldE8 */
  heldE8: z.number().int(),
  /** held / owed in basis points (10000 = 100%), rounded down; null when nothing is owed */
  coverageBp: z.number().int().nullable(),
  /** whether held covers owed with the margin of that day */
  covered: z.boolean(),
  marginBp: z.number().int(),
  /** the proof of liabilities: the Merkle sum tree's root hash and total (goldE8) */
  rootHash: z.string(),
  rootTotalE8: z.number().int(),
  customers: z.number().int(),
});
export type ReserveSnapshot = z.infer<typeof ZReserveSnapshot>;

/** Whether new purchases are open, and since when they are stopped. */
export const ZReserveStatus = z.object({
  purchasesStopped: z.boolean(),
  stoppedSince: z.string().nullable(),
  /** `shortfall` (a snapshot below coverage) or `live-start` (live mode until the first cover) */
  stoppedWhy: z.enum(['shortfall', 'live-start']).nullable(),
});
export type ReserveStatus = z.infer<typeof ZReserveStatus>;

/** The public page's answer: everything /reserve shows. */
export const ZReserveReport = z.object({
  snapshot: ZReserveSnapshot.nullable(),
  status: ZReserveStatus,
  /** coverage of each day's last snapshot over the last 90 days, oldest first */
  history: z.array(
    z.object({ day: z.string(), coverageBp: z.number().int().nullable(), covered: z.boolean() }),
  ),
  items: z.array(ZPublicReserveItem),
  custodian: z.string(),
  insurer: z.string(),
  storageTerms: z.string(),
  windDown: z.string(),
  /** the newest audit certificate */
  lastAudit: ZReserveDocument.nullable(),
  documents: z.array(ZReserveDocument),
});
export type ReserveReport = z.infer<typeof ZReserveReport>;

const ZProofStep = z.object({
  side: z.enum(['left', 'right']),
  hash: z.string(),
  sumE8: z.number().int(),
});

/** A saver's proof of inclusion (shared/rules/merkle-sum.ts: ReserveProof; docs/reserve.md). */
export const ZReserveProof = z.object({
  format: z.literal('goldsave-reserve-proof/1'),
  snapshot: z.object({
    id: z.number().int(),
    takenAt: z.string(),
    rootHash: z.string(),
    totalE8: z.number().int(),
  }),
  customer: z.object({ userId: z.string(), salt: z.string(), goldE8: z.number().int() }),
  leaves: z.array(
    z.object({ part: z.number().int(), goldE8: z.number().int(), path: z.array(ZProofStep) }),
  ),
});

/** The console's section: the register, its documents, the snapshots and the stop. */
export const ZReserveConsole = z.object({
  items: z.array(ZReserveItem),
  documents: z.array(ZReserveDocument),
  /** the newest 30, with who took each (`job`, or the operator's email) */
  snapshots: z.array(ZReserveSnapshot.extend({ takenBy: z.string() })),
  status: ZReserveStatus,
  paymentsMode: z.enum(['sandbox', 'live']),
});
export type ReserveConsole = z.infer<typeof ZReserveConsole>;

const ZItemParams = z.object({ itemId: ZId }).strict();

export { RESERVE_DOCUMENT_PATH, reserveDocumentHref } from './reserve-documents';

export const reserveApi = {
  report: defineEndpoint({
    method: 'GET',
    path: '/api/reserve',
    response: ZReserveReport,
    summary: "Public: today's reserve against what customers are owed, with the proof's root",
    tags: ['reserve'],
  }),
  proof: defineEndpoint({
    method: 'GET',
    path: '/api/reserve/proof',
    response: ZReserveProof,
    summary: "The signed-in saver's proof that their gold is counted in the newest snapshot",
    tags: ['reserve'],
  }),
};

export const reserveAdminApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/admin/reserve',
    response: ZReserveConsole,
    summary: 'Operator: the register, its documents, the snapshots and whether purchases run',
    tags: ['admin'],
  }),
  addItem: defineEndpoint({
    method: 'POST',
    path: '/api/admin/reserve/items',
    body: ZReserveItemInput,
    response: ZReserveItem,
    status: 201,
    summary: 'Operator: adds a bar or coin set aside for customers (audited)',
    tags: ['admin'],
  }),
  correctItem: defineEndpoint({
    method: 'POST',
    path: '/api/admin/reserve/items/:itemId/correct',
    params: ZItemParams,
    body: ZReserveItemCorrection,
    response: ZReserveItem,
    summary: "Operator: corrects an item's details (audited, before and after)",
    tags: ['admin'],
  }),
  moveOut: defineEndpoint({
    method: 'POST',
    path: '/api/admin/reserve/items/:itemId/move-out',
    params: ZItemParams,
    body: ZReasonBody,
    response: ZReserveItem,
    summary: 'Operator: takes an item out of the reserve (kept in the register, audited)',
    tags: ['admin'],
  }),
  addDocument: defineEndpoint({
    method: 'POST',
    path: '/api/admin/reserve/documents',
    query: ZReserveDocumentQuery,
    response: ZReserveDocument,
    status: 201,
    summary: "Operator: adds an auditor's, custodian's or insurer's certificate (PDF, audited)",
    tags: ['admin'],
  }),
  snapshot: defineEndpoint({
    method: 'POST',
    path: '/api/admin/reserve/snapshots',
    body: z.object({}).strict(),
    response: ZReserveSnapshot,
    status: 201,
    summary: 'Operator: takes a snapshot now (after the register changed; audited)',
    tags: ['admin'],
  }),
  resume: defineEndpoint({
    method: 'POST',
    path: '/api/admin/reserve/resume',
    body: ZReasonBody,
    response: ZReserveStatus,
    summary: 'Operator: restarts purchases once a snapshot covers what is owed (audited)',
    tags: ['admin'],
  }),
};
