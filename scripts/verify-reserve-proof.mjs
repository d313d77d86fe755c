#!/usr/bin/env node
// Checks a saver's proof that their gold is counted in the reserve (docs/reserve.md).
//
//   node scripts/verify-reserve-proof.mjs my-reserve-proof.json [--root <hash>] [--total <goldE8>]
//
// It rebuilds each of the saver's leaves from the file (salt, id, part, grams), follows its path
// up the Merkle sum tree and checks that it ends at the root hash and total the file names; give
// --root and --total as published on /reserve to check them against the page too. It needs no
// secret and no network: the same rule (src/shared/rules/merkle-sum.ts) the browser runs.
// Exit code 0: the proof holds; 1: it does not; 2: the command was used wrongly.
import { readFileSync } from 'node:fs';
import { register } from 'tsx/esm/api';

register();
const { verifyProof } = await import('../src/shared/rules/merkle-sum.ts');

const args = process.argv.slice(2);
const file = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
if (!file) {
  console.error(
    'usage: node scripts/verify-reserve-proof.mjs <proof.json> [--root <hash>] [--total <goldE8>]',
  );
  process.exit(2);
}

let proof;
try {
  proof = JSON.parse(readFileSync(file, 'utf8'));
} catch (err) {
  console.error(`cannot read ${file}: ${err.message}`);
  process.exit(2);
}

const grams = (e8) => `${Math.floor(e8 / 1e8)}.${String(e8 % 1e8).padStart(8, '0')} g`;
const check = await verifyProof(proof);
if (!check.ok) {
  const why = {
    format: 'the file is not a reserve proof of this format',
    parts: "the leaves do not add up to the saver's grams",
    path: 'a leaf does not lead to the root: the file was changed or does not belong to this root',
  };
  console.error(`NOT VERIFIED: ${why[check.reason]}`);
  process.exit(1);
}
const root = option('--root');
const total = option('--total');
if (root !== undefined && root !== check.rootHash) {
  console.error(`NOT VERIFIED: the proof's root ${check.rootHash} is not the published ${root}`);
  process.exit(1);
}
if (total !== undefined && Number(total) !== check.totalE8) {
  console.error(`NOT VERIFIED: the proof's total ${check.totalE8} is not the published ${total}`);
  process.exit(1);
}
console.log(
  `VERIFIED: ${grams(check.goldE8)} counted in snapshot ${proof.snapshot.id} (${proof.snapshot.takenAt})`,
);
console.log(`root ${check.rootHash}`);
console.log(`total ${grams(check.totalE8)} (${check.totalE8} goldE8)`);
