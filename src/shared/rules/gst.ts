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

/**
 * Splits a GST-inclusive amount (what the buyer pays) into taxable value and GST.
 * taxable = amount x 10000 / (10000 + gstBp), rounded half-up to the paisa; GST is the rest, so
 * taxable + GST = amount exactly. Intra-state GST is halved into CGST and SGST (CGST takes the odd
 * paisa); inter-state GST is all IGST (CGST Act; decisions.md: Records).
 */
export function splitInclusiveGst(
  amountPaise: number,
  gstBp: number,
  isInterState: boolean,
): GstSplit {
  const taxablePaise = divHalfUp(amountPaise * BP, BP + gstBp);
  const gstPaise = amountPaise - taxablePaise;
  if (isInterState) {
    return {
      taxablePaise,
      gstPaise,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: gstPaise,
      isInterState,
    };
  }
  const cgstPaise = divHalfUp(gstPaise, 2);
  return {
    taxablePaise,
    gstPaise,
    cgstPaise,
    sgstPaise: gstPaise - cgstPaise,
    igstPaise: 0,
    isInterState,
  };
}

/** The last 6-digit Indian PIN code in an address, or null. */
export function pinCodeOf(address: string): string | null {
  const all = address.match(/(?<!\d)[1-9]\d{2}\s?\d{3}(?!\d)/g);
  return all ? all[all.length - 1]!.replace(/\s/, '') : null;
}

/**
 * Whether a sale to this address is inter-state: its PIN does not start with one of the operator
 * state's prefixes. An address without a PIN is treated as intra-state (place of supply = seller's state).
 */
export function isInterStateSale(address: string, operatorPinPrefixes: string[]): boolean {
  const pin = pinCodeOf(address);
  if (!pin) return false;
  return !operatorPinPrefixes.some((p) => pin.startsWith(p));
}
