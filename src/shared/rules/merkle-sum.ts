/**
 * The proof of liabilities (decisions.md: Reserve): a Merkle sum tree over every customer's gold.
 * Each node carries a SHA-256 hash and a sum (goldE8); a parent's hash covers both children's
 * hashes and sums, and its sum is theirs added, so a root commits to every leaf and to the total.
 * A saver checks one path from their own leaves to the published root; nothing else is needed.
 *
 * The same code runs on the server (building the tree each day) and in the browser (checking a
 * saver's path): hashing is Web Crypto's SHA-256, which both have. The format is documented in
 * docs/reserve.md, so anyone can write their own checker; scripts/verify-reserve-proof.mjs is ours.
 */

/** A node of the tree: its hash (64 lower-case hex digits) and its sum in goldE8. */
export type SumNode = { hash: string; sumE8: number };

/** One step of a path: the sibling met on the way up, and on which side of the path it sits. */
export type ProofStep = { side: 'left' | 'right'; hash: string; sumE8: number };

/** What a leaf commits to: a customer's secret salt, their id, which part and its gold. */
export type LeafInput = { salt: string; userId: string; part: number; goldE8: number };

/** The version tag inside every hashed message: a later format cannot collide with this one. */
const TAG = 'goldsave-reserve/1';

const HEX = /^[0-9a-f]{64}$/;

const hex = (buf: ArrayBuffer) =>
  Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');

/** SHA-256 of a text (UTF-8), as hex. */
export async function sha256Hex(text: string): Promise<string> {
  return hex(await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

const isSum = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;

/**
 * A leaf's hash. The salt is the customer's secret: without it a leaf cannot be linked to anyone,
 * and a guessed id and amount cannot be tried against it.
 */
export function leafHash(l: LeafInput): Promise<string> {
  if (!isSum(l.goldE8) || !Number.isSafeInteger(l.part) || l.part < 0)
    throw new RangeError('a leaf holds a non-negative whole goldE8 and part');
  return sha256Hex(`${TAG}|leaf|${l.salt}|${l.userId}|${l.part}|${l.goldE8}`);
}

/** A parent's hash covers both children's hashes and sums (so no sum can be moved between them). */
export function nodeHash(left: SumNode, right: SumNode): Promise<string> {
  return sha256Hex(`${TAG}|node|${left.hash}|${left.sumE8}|${right.hash}|${right.sumE8}`);
}

/** The root of a tree with no leaves (no customer yet): a fixed hash, sum 0. */
export const emptyRoot = async (): Promise<SumNode> => ({
  hash: await sha256Hex(`${TAG}|empty`),
  sumE8: 0,
});

/** Adds two sums, refusing anything that is not a safe whole goldE8. */
function addSums(a: number, b: number) {
  const s = a + b;
  if (!isSum(a) || !isSum(b) || !Number.isSafeInteger(s))
    throw new RangeError('sums must be non-negative safe integers');
  return s;
}

async function parentOf(left: SumNode, right: SumNode): Promise<SumNode> {
  return { hash: await nodeHash(left, right), sumE8: addSums(left.sumE8, right.sumE8) };
}

/**
 * Builds the tree over `leaves` (in their order): level 0 is the leaves, the last level the root.
 * At a level with an odd count the last node goes up unchanged (it has no sibling there).
 */
export async function buildSumTree(leaves: readonly SumNode[]): Promise<{
  levels: SumNode[][];
  root: SumNode;
}> {
  if (leaves.length === 0) return { levels: [[]], root: await emptyRoot() };
  for (const l of leaves) {
    if (!HEX.test(l.hash) || !isSum(l.sumE8)) throw new RangeError('not a leaf: ' + l.hash);
  }
  const levels: SumNode[][] = [[...leaves]];
  let level = levels[0]!;
  while (level.length > 1) {
    const pairs: Promise<SumNode>[] = [];
    for (let i = 0; i + 1 < level.length; i += 2) pairs.push(parentOf(level[i]!, level[i + 1]!));
    const next = await Promise.all(pairs);
    if (level.length % 2 === 1) next.push(level[level.length - 1]!);
    levels.push(next);
    level = next;
  }
  return { levels, root: level[0]! };
}

/** The path from leaf `index` to the root: the sibling at each level that has one. */
export function pathOf(levels: readonly SumNode[][], index: number): ProofStep[] {
  if (!Number.isSafeInteger(index) || index < 0 || index >= (levels[0]?.length ?? 0))
    throw new RangeError(`no leaf ${index}`);
  const path: ProofStep[] = [];
  let i = index;
  for (let l = 0; l < levels.length - 1; l++) {
    const level = levels[l]!;
    const sibling = i % 2 === 0 ? i + 1 : i - 1;
    if (sibling < level.length) {
      const s = level[sibling]!;
      path.push({ side: sibling < i ? 'left' : 'right', hash: s.hash, sumE8: s.sumE8 });
    }
    i = Math.floor(i / 2);
  }
  return path;
}

/**
 * Whether `path` leads from `leaf` to `root`: every hash recomputed, every sum a non-negative
 * whole number that adds up, and the end equal to the root's hash and sum. A changed leaf, sum
 * or step gives another hash (or a negative or broken sum) and fails.
 */
export async function verifyPath(
  leaf: SumNode,
  path: readonly ProofStep[],
  root: SumNode,
): Promise<boolean> {
  try {
    let node: SumNode = { hash: leaf.hash, sumE8: leaf.sumE8 };
    if (!HEX.test(node.hash) || !isSum(node.sumE8)) return false;
    for (const step of path) {
      if (!HEX.test(step.hash) || !isSum(step.sumE8)) return false;
      const sibling = { hash: step.hash, sumE8: step.sumE8 };
      if (step.side === 'left') node = await parentOf(sibling, node);
      else if (step.side === 'right') node = await parentOf(node, sibling);
      else return false;
    }
    return node.hash === root.hash && node.sumE8 === root.sumE8;
  } catch {
    return false;
  }
}

/** The `format` of a saver's proof file (docs/reserve.md). */
export const PROOF_FORMAT = 'goldsave-reserve-proof/1';

/**
 * A saver's proof: the snapshot's root and total, the saver's salt and id, and their leaves
 * (a balance is split in parts at random places of the tree, so a sibling's sum is never a
 * whole balance of anyone) each with its path. The file a saver downloads is this, as JSON.
 */
export type ReserveProof = {
  format: typeof PROOF_FORMAT;
  snapshot: { id: number; takenAt: string; rootHash: string; totalE8: number };
  customer: { userId: string; salt: string; goldE8: number };
  leaves: { part: number; goldE8: number; path: ProofStep[] }[];
};

export type ProofCheck =
  | { ok: true; goldE8: number; rootHash: string; totalE8: number }
  | { ok: false; reason: 'format' | 'parts' | 'path' };

/**
 * Checks a saver's proof: its leaves add up to the saver's grams, and each leaf, rebuilt from the
 * salt, id, part and grams, leads by its path to the root and total the proof names. The caller
 * compares that root and total with the ones published on /reserve.
 */
export async function verifyProof(proof: unknown): Promise<ProofCheck> {
  const p = proof as ReserveProof;
  if (
    typeof p !== 'object' ||
    p === null ||
    p.format !== PROOF_FORMAT ||
    typeof p.snapshot?.rootHash !== 'string' ||
    !isSum(p.snapshot.totalE8) ||
    typeof p.customer?.salt !== 'string' ||
    typeof p.customer.userId !== 'string' ||
    !isSum(p.customer.goldE8) ||
    !Array.isArray(p.leaves) ||
    p.leaves.length === 0 ||
    !p.leaves.every((l) => isSum(l?.goldE8) && isSum(l.part) && Array.isArray(l.path))
  ) {
    return { ok: false, reason: 'format' };
  }
  const parts = p.leaves.reduce((s, l) => s + l.goldE8, 0);
  if (parts !== p.customer.goldE8 || new Set(p.leaves.map((l) => l.part)).size !== p.leaves.length)
    return { ok: false, reason: 'parts' };
  const root = { hash: p.snapshot.rootHash, sumE8: p.snapshot.totalE8 };
  for (const l of p.leaves) {
    const hash = await leafHash({ ...p.customer, part: l.part, goldE8: l.goldE8 });
    if (!(await verifyPath({ hash, sumE8: l.goldE8 }, l.path, root)))
      return { ok: false, reason: 'path' };
  }
  return { ok: true, goldE8: p.customer.goldE8, rootHash: root.hash, totalE8: root.sumE8 };
}
