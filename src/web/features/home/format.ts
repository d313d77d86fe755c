import { formatRupees } from '../../../shared/money/format';

/** ₹ amount without symbol or paise, for copy such as "from ₹10": 10, 1,000 */
export const wholeRupees = (paise: number) => formatRupees(paise, { symbol: '', decimals: 0 });
