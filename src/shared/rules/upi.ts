import { paiseToDecimal } from '../money/units';

/**
 * A UPI amount (NPCI's upi://pay `am`): rupees with exactly two decimals, written from whole paise
 * with no float on the way, so the amount a UPI app asks for is the quote's to the paisa:
 * 100005 -> "1000.05", 10 -> "0.10".
 */
export function upiAmountOf(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise <= 0)
    throw new RangeError('a UPI amount is a whole number of paise above 0');
  return paiseToDecimal(paise);
}

/** What a UPI payment request names: who is paid, how much, and the note and reference it carries. */
export type UpiPayRequest = {
  payeeUpi: string;
  payeeName: string;
  amountPaise: number;
  note: string;
  reference: string;
};

/**
 * The upi://pay link of a request (pa, pn, am, cu=INR, tn, tr): what the direct payment's QR and
 * its "pay with a UPI app" link carry. Spaces are written %20, as UPI apps read them.
 */
export function upiPayUri(r: UpiPayRequest): string {
  const params = new URLSearchParams({
    pa: r.payeeUpi,
    pn: r.payeeName,
    am: upiAmountOf(r.amountPaise),
    cu: 'INR',
    tn: r.note,
    tr: r.reference,
  });
  return `upi://pay?${params.toString().replace(/\+/g, '%20')}`;
}
