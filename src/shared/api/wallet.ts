import { z } from 'zod';
import { formatGrams } from '../money/format';
import { defineEndpoint } from './contract';

/** The signed-in user's balances (spec 3: Balance, ants and gold_grams). */
export const ZBalance = z.object({
  /** Ants in centi-Ants (1 Ant = Rs 1) */
  antsCenti: z.number().int().nonnegative(),
  /** digital gold in grams x 10^8 */
  goldE8: z.number().int().nonnegative(),
  /** Ants as a decimal string with 2 places, e.g. "12.50" */
  ants: z.string(),
  /** gold grams as a decimal string with 8 places, e.g. "0.12345678" */
  goldGrams: z.string(),
});
export type Balance = z.infer<typeof ZBalance>;

export const walletApi = {
  balance: defineEndpoint({
    method: 'GET',
    path: '/api/wallet/balance',
    response: ZBalance,
    summary: "The signed-in user's Ants and digital gold",
    tags: ['wallet'],
  }),
};

/** User-facing messages of the ledger's refusals (spec 5 and 8 wording where it has one). */
export const WALLET_MESSAGES = {
  insufficientAnts: 'Insufficient ants for this purchase.',
  insufficientGold: 'Insufficient gold grams to make the purchase.',
  insufficientBalance: 'Insufficient balance for this transaction.',
  balanceCap: 'This would take the balance above its limit.',
  reusedKey: 'This request was already used for a different transaction.',
};

/** decisions.md: the vault holds at most 1 g; the message points to the Gold Smith. */
export const vaultLimitMessage = (limitE8: number) =>
  `Your vault can hold up to ${formatGrams(limitE8, 3)} g of digital gold. Convert some into a coin at the Gold Smith to make room.`;
