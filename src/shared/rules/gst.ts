import { divHalfUp } from '../money/rounding';
import { BP } from '../money/units';
import { pinCodeOf } from './indian-address';

// (where the state of a PIN and the PIN of an address are read: indian-address.ts)
export { pinCodeOf, stateOfPin } from './indian-address';

export type GstSplit = {
  /** value before GST, paise */
  taxablePaise: number;
  /** total GST, paise */
  gstPaise: number;
  /** intra-state: CGST + SGST; inter-state: IGST only */
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  isInterState: boolean;
};

/** How a sale's GST is charged: CGST + SGST within the operator's state, IGST across states. */
export type GstParts = Pick<GstSplit, 'cgstPaise' | 'sgstPaise' | 'igstPaise'>;

/**
 * Splits a sale's total GST into its parts (CGST Act; decisions.md: Records): inter-state GST is
 * all IGST; intra-state GST is halved into CGST and SGST, CGST taking the odd paisa, so the parts
 * always add up to gstPaise. Serves GST-inclusive prices (quick buy: splitInclusiveGst) and
 * GST-added-on-top prices (store items: storeItemPrice's gstPaise) alike.
 */
export function splitGst(gstPaise: number, isInterState: boolean): GstParts {
  if (!Number.isSafeInteger(gstPaise) || gstPaise < 0)
    throw new RangeError('gstPaise must be a whole number >= 0');
  if (isInterState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: gstPaise };
  const cgstPaise = divHalfUp(gstPaise, 2);
  return { cgstPaise, sgstPaise: gstPaise - cgstPaise, igstPaise: 0 };
}

/**
 * Splits a GST-inclusive amount (what the buyer pays) into taxable value and GST.
 * taxable = amount x 10000 / (10000 + gstBp), rounded half-up to the paisa; GST is the rest, so
 * taxable + GST = amount exactly; the GST is then split by splitGst.
 */
export function splitInclusiveGst(
  amountPaise: number,
  gstBp: number,
  isInterState: boolean,
): GstSplit {
  const taxablePaise = divHalfUp(BigInt(amountPaise) * BigInt(BP), BP + gstBp);
  const gstPaise = amountPaise - taxablePaise;
  return { taxablePaise, gstPaise, ...splitGst(gstPaise, isInterState), isInterState };
}

/**
 * GST added on top of a taxable value (store items, shipping): GST = taxable x gstBp / 10000,
 * half-up to the paisa, split by splitGst; the buyer pays taxable + GST.
 */
export function addGst(taxablePaise: number, gstBp: number, isInterState: boolean): GstSplit {
  if (!Number.isSafeInteger(taxablePaise) || taxablePaise < 0)
    throw new RangeError('taxablePaise must be a whole number >= 0');
  const gstPaise = divHalfUp(BigInt(taxablePaise) * BigInt(gstBp), BP);
  return { taxablePaise, gstPaise, ...splitGst(gstPaise, isInterState), isInterState };
}

/**
 * Whether a sale delivered to this PIN code is inter-state (IGST) rather than within the operator's
 * state (CGST + SGST): the PIN does not start with one of the operator state's prefixes
 * (OPERATOR_PIN_PREFIXES, e.g. "50" for Telangana; spaces around a prefix and empty ones are
 * ignored).
 */
export function isInterStatePin(pin: string, operatorPinPrefixes: readonly string[]): boolean {
  const prefixes = operatorPinPrefixes.map((p) => p.trim()).filter(Boolean);
  return !prefixes.some((p) => pin.startsWith(p));
}

/**
 * Whether a sale to this address is inter-state: the rule of isInterStatePin on the address's PIN.
 * An address without a PIN is treated as intra-state (place of supply = seller's state).
 */
export function isInterStateSale(address: string, operatorPinPrefixes: readonly string[]): boolean {
  const pin = pinCodeOf(address);
  if (!pin) return false;
  return isInterStatePin(pin, operatorPinPrefixes);
}
