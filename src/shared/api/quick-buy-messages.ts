import { formatRupees } from '../money/format';

// (apart from ./form-messages.ts: the quick buy's page shows this one sentence in English without
// the other forms' tables)

export type QuickBuyLimits = { quickBuyMinPaise: number; quickBuyMaxPaise: number };

/** The quick buy's sentences that both the form and the server give (Telugu and Hindi: messages.te/hi.ts). */
export const QUICK_BUY_MESSAGES = {
  range: 'Please enter an amount between {min} and {max}',
} as const;

const limitText = (paise: number) => formatRupees(paise, { decimals: paise % 100 ? 2 : 0 });

/** 'Please enter an amount between ₹10 and ₹10,000', built from the configured limits. */
export const quickBuyRangeMessage = (l: QuickBuyLimits) =>
  QUICK_BUY_MESSAGES.range
    .replace('{min}', limitText(l.quickBuyMinPaise))
    .replace('{max}', limitText(l.quickBuyMaxPaise));
