import { formatRupees } from '../../../../shared/money/format';
import { divHalfUp } from '../../../../shared/money/rounding';

/** The bag's amounts: rounded half-up to the rupee (spec 9: coins are rounded in the cart). */
export const roundedRupees = (paise: number) =>
  formatRupees(divHalfUp(paise, 100) * 100, { decimals: 0 });
