import { formatGrams } from '../../../shared/money/format';

/** What the wallet's refusals say to users (spec 5 and 8 wording where it has one). */
export const walletMessages = {
  en: {
    insufficientAnts: 'Insufficient ants for this purchase.',
    insufficientGold: 'Insufficient gold grams to make the purchase.',
    insufficientBalance: 'Insufficient balance for this transaction.',
    balanceCap: 'This would take the balance above its limit.',
    reusedKey: 'This request was already used for a different transaction.',
    /** decisions.md: Vault limit; one message for every purchase the vault refuses */
    vaultFull:
      'Your vault can hold up to {limit} g of digital gold. Convert some into a coin at the Gold Smith to make room.',
  },
};

const msg = walletMessages.en;

/** The vault limit's message for a limit in goldE8. */
export const vaultFullMessage = (limitE8: number) =>
  msg.vaultFull.replace('{limit}', formatGrams(limitE8, 3));
