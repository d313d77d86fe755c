import { divFloor } from '../money/rounding';
import { BP } from '../money/units';
import { splitInclusiveGst } from './gst';
import { storeItemPrice, type StorePrice, type StorePriceInput } from './pricing';
import { shippingFor, type ShippingConstants } from './shipping';

/**
 * How a store order is paid and handed over:
 * - 'delivery': coins through checkout and the PhonePe pay page, shipped to the buyer's address;
 *   shipping Rs 150, free above Rs 10,000.
 * - 'pickup': nuggets through a direct UPI payment, collected at the Hyderabad store; + Rs 350
 *   handling (spec 9: direct payment total = totalPrice + 350).
 */
export const STORE_ORDER_MODES = ['delivery', 'pickup'] as const;
export type StoreOrderMode = (typeof STORE_ORDER_MODES)[number];

export type StoreOrderConstants = ShippingConstants & {
  /** GST in basis points (300 = 3%) */
  gstBp: number;
  /** + Rs 350 on a direct (UPI QR) payment, paise */
  directPayHandlingPaise: number;
  /** a total above this needs a PAN (Rs 2,00,000), paise */
  panRequiredAbovePaise: number;
};

export type StoreOrderTotals = {
  quantity: number;
  /** one item at the gold price (the list price) */
  unit: StorePrice;
  /** the line: each component of the unit price times the quantity */
  metalPaise: number;
  makingPaise: number;
  itemsGstPaise: number;
  /** gold value + making + GST of the items */
  itemsPaise: number;
  chargeKind: 'shipping' | 'handling';
  /** shipping or handling as the buyer pays it (GST included) */
  chargePaise: number;
  chargeTaxablePaise: number;
  chargeGstPaise: number;
  /** everything before GST: gold value + making + the charge's taxable part */
  taxablePaise: number;
  /** all GST: the items' 3% plus the GST inside the charge */
  gstPaise: number;
  /** what the buyer pays */
  totalPaise: number;
  /** above Rs 2,00,000 the order needs a PAN */
  panRequired: boolean;
};

/**
 * A store order's totals (spec 9, decisions.md: Money), every figure in integer paise:
 *   1. the item: storeItemPrice (gold value, making on it, 3% GST on their sum), each rounded half-up;
 *   2. the line: each component times the quantity (so a line of two costs exactly twice one);
 *   3. the charge: delivery pays shipping on the items' total (Rs 150, free strictly above
 *      Rs 10,000); pickup pays the Rs 350 direct-payment handling. The charge is what the buyer
 *      pays; for the invoice it is split into taxable value and GST (GST-inclusive, half-up);
 *   4. total = items + charge; a PAN is needed when the total is above Rs 2,00,000.
 */
export function storeOrderTotals(
  input: StorePriceInput & { quantity: number; mode: StoreOrderMode },
  c: StoreOrderConstants,
): StoreOrderTotals {
  const { quantity, mode } = input;
  if (!Number.isSafeInteger(quantity) || quantity < 1)
    throw new RangeError('quantity must be a whole number >= 1');
  const unit = storeItemPrice(input, { gstBp: c.gstBp });
  const metalPaise = unit.metalPaise * quantity;
  const makingPaise = unit.makingPaise * quantity;
  const itemsGstPaise = unit.gstPaise * quantity;
  const itemsPaise = metalPaise + makingPaise + itemsGstPaise;
  const chargePaise = mode === 'delivery' ? shippingFor(itemsPaise, c) : c.directPayHandlingPaise;
  const charge = splitInclusiveGst(chargePaise, c.gstBp, false);
  const totalPaise = itemsPaise + chargePaise;
  return {
    quantity,
    unit,
    metalPaise,
    makingPaise,
    itemsGstPaise,
    itemsPaise,
    chargeKind: mode === 'delivery' ? 'shipping' : 'handling',
    chargePaise,
    chargeTaxablePaise: charge.taxablePaise,
    chargeGstPaise: charge.gstPaise,
    taxablePaise: metalPaise + makingPaise + charge.taxablePaise,
    gstPaise: itemsGstPaise + charge.gstPaise,
    totalPaise,
    panRequired: totalPaise > c.panRequiredAbovePaise,
  };
}

/** Whether a quantity can be ordered: a whole number from 1 to the per-order maximum. */
export const isOrderableQuantity = (quantity: number, maxQuantity: number) =>
  Number.isSafeInteger(quantity) && quantity >= 1 && quantity <= maxQuantity;

/** PAN: five letters, four digits, one letter (AAAAA9999A). */
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;
export const isValidPan = (pan: string) => PAN_PATTERN.test(pan);

/** A PAN as it is stored and shown: only its last four characters (XXXXXX234F). */
export function maskPan(pan: string): string {
  if (!isValidPan(pan)) throw new RangeError('not a PAN');
  return `XXXXXX${pan.slice(6)}`;
}

/** A 12-digit UPI transaction reference (UTR). */
export const UTR_PATTERN = /^\d{12}$/;

/** A 6-digit Indian PIN code (no leading zero). */
export const PIN_PATTERN = /^[1-9]\d{5}$/;

/**
 * The cashback of a direct-payment nugget order once the operator verifies its payment
 * (decisions.md: 10% in Ants, NUGGET_CASHBACK_BP): cashbackBp of the items' total (gold, making
 * and their GST; not the handling charge), rounded down so it is never over-credited, in
 * centi-Ants (1 Ant = Rs 1, so 1 centi-Ant = 1 paisa).
 */
export function nuggetCashbackAntsCenti(itemsPaise: number, cashbackBp: number): number {
  if (!Number.isSafeInteger(itemsPaise) || itemsPaise < 0)
    throw new RangeError('itemsPaise must be a whole number >= 0');
  if (!Number.isSafeInteger(cashbackBp) || cashbackBp < 0 || cashbackBp > BP)
    throw new RangeError('cashbackBp must be a whole number from 0 to 10000');
  return divFloor(BigInt(itemsPaise) * BigInt(cashbackBp), BP);
}
