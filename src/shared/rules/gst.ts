import { divHalfUp } from '../money/rounding';
import { BP } from '../money/units';

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

/** The last 6-digit Indian PIN code in an address, or null. */
export function pinCodeOf(address: string): string | null {
  const all = address.match(/(?<!\d)[1-9]\d{2}\s?\d{3}(?!\d)/g);
  return all ? all[all.length - 1]!.replace(/\s/, '') : null;
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

// First digits of Indian PIN codes to states (India Post postal circles); longer prefixes win.
const PIN_STATES: [string, string][] = [
  ['11', 'Delhi'],
  ['12', 'Haryana'],
  ['13', 'Haryana'],
  ['14', 'Punjab'],
  ['15', 'Punjab'],
  ['160', 'Chandigarh'],
  ['16', 'Punjab'],
  ['17', 'Himachal Pradesh'],
  ['18', 'Jammu and Kashmir'],
  ['19', 'Jammu and Kashmir'],
  ['20', 'Uttar Pradesh'],
  ['21', 'Uttar Pradesh'],
  ['22', 'Uttar Pradesh'],
  ['23', 'Uttar Pradesh'],
  ['24', 'Uttarakhand'],
  ['25', 'Uttar Pradesh'],
  ['26', 'Uttarakhand'],
  ['27', 'Uttar Pradesh'],
  ['28', 'Uttar Pradesh'],
  ['30', 'Rajasthan'],
  ['31', 'Rajasthan'],
  ['32', 'Rajasthan'],
  ['33', 'Rajasthan'],
  ['34', 'Rajasthan'],
  ['36', 'Gujarat'],
  ['37', 'Gujarat'],
  ['38', 'Gujarat'],
  ['39', 'Gujarat'],
  ['403', 'Goa'],
  ['40', 'Maharashtra'],
  ['41', 'Maharashtra'],
  ['42', 'Maharashtra'],
  ['43', 'Maharashtra'],
  ['44', 'Maharashtra'],
  ['45', 'Madhya Pradesh'],
  ['46', 'Madhya Pradesh'],
  ['47', 'Madhya Pradesh'],
  ['48', 'Madhya Pradesh'],
  ['49', 'Chhattisgarh'],
  ['50', 'Telangana'],
  ['51', 'Andhra Pradesh'],
  ['52', 'Andhra Pradesh'],
  ['53', 'Andhra Pradesh'],
  ['56', 'Karnataka'],
  ['57', 'Karnataka'],
  ['58', 'Karnataka'],
  ['59', 'Karnataka'],
  ['605', 'Puducherry'],
  ['60', 'Tamil Nadu'],
  ['61', 'Tamil Nadu'],
  ['62', 'Tamil Nadu'],
  ['63', 'Tamil Nadu'],
  ['64', 'Tamil Nadu'],
  ['67', 'Kerala'],
  ['68', 'Kerala'],
  ['69', 'Kerala'],
  ['70', 'West Bengal'],
  ['71', 'West Bengal'],
  ['72', 'West Bengal'],
  ['73', 'West Bengal'],
  ['74', 'West Bengal'],
  ['75', 'Odisha'],
  ['76', 'Odisha'],
  ['77', 'Odisha'],
  ['78', 'Assam'],
  ['790', 'Arunachal Pradesh'],
  ['791', 'Arunachal Pradesh'],
  ['792', 'Arunachal Pradesh'],
  ['793', 'Meghalaya'],
  ['794', 'Meghalaya'],
  ['795', 'Manipur'],
  ['796', 'Mizoram'],
  ['797', 'Nagaland'],
  ['798', 'Nagaland'],
  ['799', 'Tripura'],
  ['80', 'Bihar'],
  ['81', 'Jharkhand'],
  ['82', 'Jharkhand'],
  ['83', 'Jharkhand'],
  ['84', 'Bihar'],
  ['85', 'Bihar'],
];

/** The state of a PIN code, or null when unknown. */
export function stateOfPin(pin: string): string | null {
  let best: [string, string] | undefined;
  for (const entry of PIN_STATES) {
    if (pin.startsWith(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  }
  return best?.[1] ?? null;
}
