import { divFloor, divHalfUp } from '../money/rounding';
import { GOLD_E8_PER_GRAM } from '../money/units';
import { splitInclusiveGst } from './gst';

/**
 * Whether a quick buy may spend this amount: a whole number of paise within the configured limits
 * (the request's schema, makeQuickBuySchema in src/shared/api/digital-gold.ts, gives the same
 * answer; the form checks with this one and so loads no zod).
 */
export const isQuickBuyAmount = (
  amountPaise: number,
  l: { quickBuyMinPaise: number; quickBuyMaxPaise: number },
) =>
  Number.isSafeInteger(amountPaise) &&
  amountPaise >= l.quickBuyMinPaise &&
  amountPaise <= l.quickBuyMaxPaise;

export type DigitalGoldConstants = {
  goldRatioNum: number;
  goldRatioDen: number;
  gstBp: number;
};

export type DigitalGoldQuote = {
  amountPaise: number;
  pricePaisePerGram: number;
  /** gold credited, grams x 10^8, rounded down */
  goldE8: number;
  /** value of that gold at the quoted price, paise (half-up) */
  goldValuePaise: number;
  /** value before GST, paise */
  taxablePaise: number;
  gstPaise: number;
  /** taxable value less the gold value: making, storage and platform charges */
  chargesPaise: number;
};

/**
 * Gold received for a digital-gold amount (spec 9; decisions.md: Money):
 * goldE8 = floor(ratio x amount / price x 10^8), i.e. 0.65 x (amount / price) grams, rounded down
 * so gold is never over-credited. The amount is GST-inclusive; the split shows where each rupee goes.
 */
export function quoteDigitalGold(
  amountPaise: number,
  pricePaisePerGram: number,
  c: DigitalGoldConstants,
): DigitalGoldQuote {
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0)
    throw new RangeError('amount must be positive paise');
  if (!Number.isSafeInteger(pricePaisePerGram) || pricePaisePerGram <= 0)
    throw new RangeError('price must be positive paise');
  const goldE8 = divFloor(
    BigInt(amountPaise) * BigInt(c.goldRatioNum) * BigInt(GOLD_E8_PER_GRAM),
    BigInt(pricePaisePerGram) * BigInt(c.goldRatioDen),
  );
  const goldValuePaise = divHalfUp(
    BigInt(goldE8) * BigInt(pricePaisePerGram),
    BigInt(GOLD_E8_PER_GRAM),
  );
  const { taxablePaise, gstPaise } = splitInclusiveGst(amountPaise, c.gstBp, false);
  return {
    amountPaise,
    pricePaisePerGram,
    goldE8,
    goldValuePaise,
    taxablePaise,
    gstPaise,
    chargesPaise: taxablePaise - goldValuePaise,
  };
}
