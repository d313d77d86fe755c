import type { HistoryItem } from '../../../../shared/api/orders';
import {
  formatAnts,
  formatDateTime,
  formatGrams,
  formatRupees,
} from '../../../../shared/money/format';
import { fmt, useLocale, useMessages } from '../../../lib/i18n';
import { deliveryLabel, stateLabels, statusLabel } from '../../../lib/state-labels';
import { customersMessages } from '../customers-messages';

/** One order on the console's customer page: what, paid how, when, its state in words. */
export function OrderLine({ o }: { o: HistoryItem }) {
  const locale = useLocale();
  const m = useMessages(customersMessages);
  const labels = useMessages(stateLabels);
  const paid =
    o.antsCenti > 0
      ? `${formatAnts(o.antsCenti)} ${m.ants}`
      : o.amountPaise > 0
        ? formatRupees(o.amountPaise)
        : fmt(m.goldValue, { grams: formatGrams(o.goldE8, 8) });
  return (
    <li className="border-ink/10 grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 border-t pt-2">
      <span className="font-medium">
        {m[`kind${o.type}`]} · {o.orderlist}
      </span>
      <span className="text-right font-semibold tabular-nums">{paid}</span>
      <span className="text-muted break-all">
        {formatDateTime(o.createdAt, locale)}
        {o.merchantTransactionId ? ` · ${o.merchantTransactionId}` : ''}
      </span>
      <span className="text-right">
        {statusLabel(labels, o.status, o.type === 'Subscription')}
        {o.deliveryStatus ? ` · ${deliveryLabel(labels, o.deliveryStatus)}` : ''}
      </span>
    </li>
  );
}
