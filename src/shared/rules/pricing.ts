import { divHalfUp } from '../money/rounding';
import { BP } from '../money/units';

/** Milligrams in a gram: weights are integer milligrams, prices are paise per gram. */
const MG_PER_GRAM = 1000;

export type StorePriceInput = {
  /** 24K gold price, integer paise per gram */
  pricePaisePerGram: number;
  /** the item's weight, integer milligrams */
  weightMg: number;
  /** making charge as basis points of the metal value (850 = 8.5%) */
  makingBp: number;
};

export type StorePriceConstants = {
  /** GST in basis points (300 = 3%) */
  gstBp: number;
};

/** A store item's price at one gold price, every component in integer paise. */
export type StorePrice = {
  metalPaise: number;
  makingPaise: number;
  gstPaise: number;
  totalPaise: number;
};

/**
 * Store item price (spec 9, decisions.md: Money, gold and prices): gold price x weight, plus the
 * making charge (making_percentage of that), plus GST on the sum.
 *
 * Order and rounding (each step half-up to the paisa with divHalfUp, exact BigInt inside):
 *   1. metal  = round(pricePaisePerGram x weightMg / 1000)
 *   2. making = round(metal x makingBp / 10000)        (on the rounded metal value)
 *   3. gst    = round((metal + making) x gstBp / 10000) (on the rounded subtotal)
 *   4. total  = metal + making + gst                   (a plain sum: the lines always add up)
 * Nuggets use the same rule; their list cards just show no GST line.
 */
export function storeItemPrice(input: StorePriceInput, c: StorePriceConstants): StorePrice {
  const { pricePaisePerGram, weightMg, makingBp } = input;
  for (const [name, v] of [
    ['pricePaisePerGram', pricePaisePerGram],
    ['weightMg', weightMg],
    ['makingBp', makingBp],
    ['gstBp', c.gstBp],
  ] as const) {
    if (!Number.isSafeInteger(v) || v < 0)
      throw new RangeError(`${name} must be a whole number >= 0`);
  }
  const metalPaise = divHalfUp(BigInt(pricePaisePerGram) * BigInt(weightMg), MG_PER_GRAM);
  const makingPaise = divHalfUp(BigInt(metalPaise) * BigInt(makingBp), BP);
  const gstPaise = divHalfUp(BigInt(metalPaise + makingPaise) * BigInt(c.gstBp), BP);
  return { metalPaise, makingPaise, gstPaise, totalPaise: metalPaise + makingPaise + gstPaise };
}
