import { formatGrams, formatRupees } from '../../../shared/money/format';

/** ₹ amount without symbol or paise, for copy such as "from ₹10": 10, 1,000 */
export const wholeRupees = (paise: number) => formatRupees(paise, { symbol: '', decimals: 0 });

/** A weight in milligrams as grams without trailing zeros: 1000 -> "1", 200 -> "0.2" */
export const mgAsGrams = (mg: number) => formatGrams(mg * 100_000, 3).replace(/\.?0+$/, '');
