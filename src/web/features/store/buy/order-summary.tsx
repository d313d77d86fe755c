import type { StoreQuote } from '../../../../shared/api/store';
import {
  formatGramsFromMg,
  formatPercentFromBp,
  formatRupees,
} from '../../../../shared/money/format';
import { fmt, useMessages } from '../../../lib/i18n';
import { buyMessages } from '../buy-messages';

/** The server's quote, line by line: gold value, making, GST, shipping or handling, total. */
export function OrderSummary({
  quote,
  gstBp,
  freeAbovePaise,
}: {
  quote: StoreQuote;
  gstBp: number;
  freeAbovePaise?: number | undefined;
}) {
  const m = useMessages(buyMessages);
  const t = quote.totals;
  const rows: [string, string][] = [
    [
      fmt(m.summaryGold, {
        weight: formatGramsFromMg(quote.product.weightMg * t.quantity, { short: true }),
        price: formatRupees(quote.pricePaisePerGram),
      }),
      formatRupees(t.metalPaise),
    ],
    [
      `${m.summaryMaking} (${formatPercentFromBp(quote.product.makingBp)})`,
      formatRupees(t.makingPaise),
    ],
    [fmt(m.summaryGst, { rate: formatPercentFromBp(gstBp) }), formatRupees(t.itemsGstPaise)],
    [
      t.chargeKind === 'shipping' ? m.summaryShipping : m.summaryHandling,
      t.chargePaise === 0 && freeAbovePaise !== undefined
        ? fmt(m.summaryFreeShipping, { limit: formatRupees(freeAbovePaise, { decimals: 0 }) })
        : formatRupees(t.chargePaise),
    ],
  ];
  return (
    <div className="mt-2 text-sm">
      <p className="font-semibold">
        {fmt(m.summaryItem, { title: quote.product.title, quantity: t.quantity })}
      </p>
      <dl className="mt-2 space-y-1.5">
        {rows.map(([k, v]) => (
          <div key={k} className="flex justify-between gap-3">
            <dt>{k}</dt>
            <dd className="shrink-0 tabular-nums">{v}</dd>
          </div>
        ))}
        <div className="border-ink/10 flex justify-between gap-3 border-t pt-1.5 text-base font-bold">
          <dt>{m.summaryTotal}</dt>
          <dd className="tabular-nums" data-testid="order-total">
            {formatRupees(t.totalPaise)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
