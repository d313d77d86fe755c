/** The console's product form: its values, what they start from, and the checks before sending. */
import { PRODUCT_LIMITS, type Product } from '../../../../shared/api/catalogue';
import { formatGramsFromMg, formatPercentFromBp } from '../../../../shared/money/format';
import type { CatalogueMessages } from '../catalogue-messages';
import { parseScaled } from '../scaled-number';

/** The productId of the console's "new product" page. */
export const NEW = 'new';

export type FormValues = {
  title: string;
  sku: string;
  catalogue: string;
  weight: string;
  purity: string;
  making: string;
  referral: string;
  hsnCode: string;
  description: string;
  active: boolean;
  /** sold for Ants and made at the Gold Smith (gold coins only) */
  convertible: boolean;
};

export const EMPTY: FormValues = {
  title: '',
  sku: '',
  catalogue: 'Gold Coin',
  weight: '',
  purity: '24K 999.9',
  making: '',
  referral: '0',
  hsnCode: '7108',
  description: '',
  active: true,
  convertible: false,
};

/** "8.5" from 850 basis points: what the form shows of a stored rate. */
const percentText = (bp: number) => formatPercentFromBp(bp).replace('%', '');

export const valuesOf = (p: Product): FormValues => ({
  title: p.title,
  sku: p.sku,
  catalogue: p.catalogue,
  weight: formatGramsFromMg(p.weightMg).replace(/,/g, ''),
  purity: p.purity,
  making: percentText(p.makingBp),
  referral: percentText(p.referralCommissionBp),
  hsnCode: p.hsnCode,
  description: p.description,
  active: p.active,
  convertible: p.convertible,
});

/** The numbers of the form, checked against the limits the server keeps (null: not valid). */
export function numbersOf(v: FormValues) {
  const weightMg = parseScaled(v.weight, 3);
  const makingBp = parseScaled(v.making, 2);
  const referralCommissionBp = parseScaled(v.referral, 2);
  const { weightMg: w, makingBp: mk, referralCommissionBp: rf } = PRODUCT_LIMITS;
  return {
    weightMg: weightMg !== null && weightMg >= w.min && weightMg <= w.max ? weightMg : null,
    makingBp: makingBp !== null && makingBp <= mk.max ? makingBp : null,
    referralCommissionBp:
      referralCommissionBp !== null && referralCommissionBp <= rf.max ? referralCommissionBp : null,
  };
}

/** Client-side checks with the server's own limits and words; the server checks again. */
export function checkForm(m: CatalogueMessages, v: FormValues) {
  const n = numbersOf(v);
  const errors: Partial<Record<keyof FormValues, string>> = {};
  for (const k of ['title', 'sku', 'catalogue', 'purity', 'hsnCode'] as const)
    if (!v[k].trim()) errors[k] = m.required;
  if (n.weightMg === null) errors.weight = m.weightInvalid;
  if (n.makingBp === null) errors.making = m.makingInvalid;
  if (n.referralCommissionBp === null) errors.referral = m.referralInvalid;
  return { n, errors };
}
