/** A paid store order's tax-invoice lines. */
import { formatGrams, formatPercentFromBp } from '../../../shared/money/format';
import { GOLD_E8_PER_MG } from '../../../shared/money/units';
import { HSN_GOLD, type OrderRow } from '../orders/service';
import { storeMessages as msg } from './messages';
import type * as repo from './repo';

/** Invoice lines of a store order (gold value with weight and purity, making, charge). */
export function storeInvoiceItems(order: OrderRow, s: repo.StoreOrderRow) {
  const hsn = order.hsnCode ?? HSN_GOLD;
  const grams = formatGrams(s.weightMg * GOLD_E8_PER_MG * order.quantity, 3);
  const items = [
    {
      description: msg.goldLine(
        s.title,
        formatGrams(s.weightMg * GOLD_E8_PER_MG, 3),
        s.purity,
        order.quantity,
      ),
      hsnCode: hsn,
      quantity: grams,
      unit: 'g',
      ratePaise: order.pricePaisePerGram,
      taxablePaise: s.metalPaise,
    },
    {
      description: msg.makingLine(formatPercentFromBp(s.makingBp, { fixed: true })),
      hsnCode: hsn,
      quantity: String(order.quantity),
      unit: 'pcs',
      ratePaise: null,
      taxablePaise: s.makingPaise,
    },
  ];
  if (s.chargePaise > 0)
    items.push({
      description: msg.chargeLine[s.mode],
      hsnCode: hsn,
      quantity: '1',
      unit: 'lot',
      ratePaise: null,
      taxablePaise: s.chargeTaxablePaise,
    });
  return items;
}
