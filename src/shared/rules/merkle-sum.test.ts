import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PROOF_FORMAT,
  buildSumTree,
  emptyRoot,
  leafHash,
  pathOf,
  verifyPath,
  verifyProof,
  type ReserveProof,
  type SumNode,
} from './merkle-sum';

const leavesOf = (amounts: number[]) =>
  Promise.all(
    amounts.map(async (goldE8, i) => ({
      hash: await leafHash({ salt: `salt${i}`, userId: `usr_${i}`, part: 0, goldE8 }),
      sumE8: goldE8,
    })),
  );

/** builds a tree over `amounts` and checks every leaf's path against the root */
async function everyPathVerifies(amounts: number[]) {
  const leaves = await leavesOf(amounts);
  const { levels, root } = await buildSumTree(leaves);
  expect(root.sumE8).toBe(amounts.reduce((a, b) => a + b, 0));
  for (let i = 0; i < leaves.length; i++) {
    expect(await verifyPath(leaves[i]!, pathOf(levels, i), root)).toBe(true);
  }
  return { leaves, levels, root };
}

describe('the Merkle sum tree', () => {
  it('one leaf is its own root, with an empty path', async () => {
    const { leaves, root, levels } = await everyPathVerifies([123_456]);
    expect(root).toEqual(leaves[0]);
    expect(pathOf(levels, 0)).toEqual([]);
  });

  it('odd counts: the last node goes up without a sibling, and every path still verifies', async () => {
    for (const n of [3, 5, 7, 9, 11]) {
      await everyPathVerifies(Array.from({ length: n }, (_, i) => (i + 1) * 1000));
    }
  });

  it('no leaves: a fixed empty root with sum 0', async () => {
    const { root } = await buildSumTree([]);
    expect(root).toEqual(await emptyRoot());
    expect(root.sumE8).toBe(0);
  });

  it('10,000 leaves: the root sums them all and paths verify', async () => {
    const amounts = Array.from({ length: 10_000 }, (_, i) => (i * 7919) % 100_000_001);
    const leaves = await leavesOf(amounts);
    const { levels, root } = await buildSumTree(leaves);
    expect(root.sumE8).toBe(amounts.reduce((a, b) => a + b, 0));
    // a path is about log2(10,000) = 14 steps
    expect(pathOf(levels, 9_999).length).toBeLessThanOrEqual(14);
    for (const i of [0, 1, 4_095, 4_096, 9_998, 9_999]) {
      expect(await verifyPath(leaves[i]!, pathOf(levels, i), root)).toBe(true);
    }
  });

  it('a tampered leaf, sum or path fails', async () => {
    const { leaves, levels, root } = await everyPathVerifies([10, 20, 30, 40, 50]);
    const leaf = leaves[2]!;
    const path = pathOf(levels, 2);
    // the leaf claims more gold
    expect(await verifyPath({ ...leaf, sumE8: 31 }, path, root)).toBe(false);
    // another leaf's hash with this leaf's sum
    expect(await verifyPath({ ...leaves[3]!, sumE8: 30 }, path, root)).toBe(false);
    // a sibling's sum moved (the total would still add up if it took from elsewhere)
    const movedSum = path.map((s, i) => (i === 0 ? { ...s, sumE8: s.sumE8 - 1 } : s));
    expect(await verifyPath(leaf, movedSum, root)).toBe(false);
    // a sibling's hash changed
    const badHash = path.map((s, i) =>
      i === 1 ? { ...s, hash: s.hash.replace(/^./, s.hash[0] === 'a' ? 'b' : 'a') } : s,
    );
    expect(await verifyPath(leaf, badHash, root)).toBe(false);
    // a step's side swapped, a step dropped, a negative sum
    expect(
      await verifyPath(
        leaf,
        path.map((s, i) => (i === 0 ? { ...s, side: s.side === 'left' ? 'right' : 'left' } : s)),
        root,
      ),
    ).toBe(false);
    expect(await verifyPath(leaf, path.slice(1), root)).toBe(false);
    expect(await verifyPath(leaf, [{ ...path[0]!, sumE8: -5 }, ...path.slice(1)], root)).toBe(
      false,
    );
    // a root with another total
    expect(await verifyPath(leaf, path, { ...root, sumE8: root.sumE8 + 1 })).toBe(false);
  });

  it('every leaf of any tree verifies, and a changed sum never does (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 100_000_000 }), { minLength: 1, maxLength: 40 }),
        fc.nat(),
        fc.integer({ min: 1, max: 1000 }),
        async (amounts, pick, delta) => {
          const leaves = await leavesOf(amounts);
          const { levels, root } = await buildSumTree(leaves);
          const i = pick % leaves.length;
          const path = pathOf(levels, i);
          expect(await verifyPath(leaves[i]!, path, root)).toBe(true);
          const leaf: SumNode = { ...leaves[i]!, sumE8: leaves[i]!.sumE8 + delta };
          expect(await verifyPath(leaf, path, root)).toBe(false);
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe("a saver's proof", () => {
  async function proofFor(parts: number[], others: number[]) {
    const salt = 'f'.repeat(32);
    const mine = await Promise.all(
      parts.map(async (goldE8, part) => ({
        hash: await leafHash({ salt, userId: 'usr_me', part, goldE8 }),
        sumE8: goldE8,
      })),
    );
    const all = [...(await leavesOf(others)), ...mine];
    const { levels, root } = await buildSumTree(all);
    const proof: ReserveProof = {
      format: PROOF_FORMAT,
      snapshot: {
        id: 1,
        takenAt: '2026-11-26T00:00:00.000Z',
        rootHash: root.hash,
        totalE8: root.sumE8,
      },
      customer: { userId: 'usr_me', salt, goldE8: parts.reduce((a, b) => a + b, 0) },
      leaves: parts.map((goldE8, part) => ({
        part,
        goldE8,
        path: pathOf(levels, others.length + part),
      })),
    };
    return proof;
  }

  it('verifies: the parts add up to the grams and each leads to the root', async () => {
    const proof = await proofFor([30_000_000, 12_345_678], [1, 2, 3, 4, 5, 6, 7]);
    expect(await verifyProof(proof)).toEqual({
      ok: true,
      goldE8: 42_345_678,
      rootHash: proof.snapshot.rootHash,
      totalE8: proof.snapshot.totalE8,
    });
    // through JSON, as a downloaded file
    expect((await verifyProof(JSON.parse(JSON.stringify(proof)))).ok).toBe(true);
  });

  it('fails when the grams, a part, the salt or a path is changed', async () => {
    const proof = await proofFor([30_000_000, 12_345_678], [1, 2, 3, 4, 5, 6, 7]);
    const edit = (f: (p: ReserveProof) => void) => {
      const p = structuredClone(proof);
      f(p);
      return verifyProof(p);
    };
    expect(await edit((p) => (p.customer.goldE8 += 1))).toEqual({ ok: false, reason: 'parts' });
    expect(
      await edit((p) => {
        p.customer.goldE8 += 1;
        p.leaves[0]!.goldE8 += 1;
      }),
    ).toEqual({ ok: false, reason: 'path' });
    expect(await edit((p) => (p.customer.salt = 'e'.repeat(32)))).toEqual({
      ok: false,
      reason: 'path',
    });
    expect(await edit((p) => (p.customer.userId = 'usr_other'))).toEqual({
      ok: false,
      reason: 'path',
    });
    expect(await edit((p) => p.leaves[1]!.path.pop())).toEqual({ ok: false, reason: 'path' });
    expect(await edit((p) => (p.snapshot.totalE8 -= 1))).toEqual({ ok: false, reason: 'path' });
    expect(await edit((p) => (p.format = 'other' as typeof PROOF_FORMAT))).toEqual({
      ok: false,
      reason: 'format',
    });
    expect(await verifyProof(null)).toEqual({ ok: false, reason: 'format' });
  });
});
