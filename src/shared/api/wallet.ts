import { z } from 'zod';
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
