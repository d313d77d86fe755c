import type { CoinCost } from '../../shared/api/goals';
import { formatGrams, formatRupees } from '../../shared/money/format';
import { fmt, useMessages } from '../lib/i18n';
import { goalMessages } from './goal-messages';

/**
 * What turning saved grams into a coin costs beyond the grams, as the server's rule says (the
 * rule the Gold Smith's conversion applies): gold, money, making, delivery, its time and target.
 */
export function CoinCostList({ cost, className = '' }: { cost: CoinCost; className?: string }) {
  const m = useMessages(goalMessages);
  const money = (paise: number) =>
    paise === 0
      ? fmt(m.costNone, { amount: formatRupees(0, { decimals: 0 }) })
      : formatRupees(paise);
  const rows: [string, string][] = [
    [m.costGold, fmt(m.grams, { grams: formatGrams(cost.goldE8, 3) })],
    [m.costMoney, money(cost.moneyPaise)],
    [m.costMaking, money(cost.makingPaise)],
    [m.costShipping, cost.shippingPaise === 0 ? m.costFree : formatRupees(cost.shippingPaise)],
    [m.costDays, fmt(m.days, { min: cost.deliveryDaysMin, max: cost.deliveryDaysMax })],
  ];
  return (
    <div className={className} data-testid="coin-cost">
      <h3 className="text-sm font-semibold">{m.costTitle}</h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-muted mt-2 text-xs">
        {fmt(m.costTarget, { grams: formatGrams(cost.deliveryTargetE8, 3) })}
      </p>
    </div>
  );
}

/** The same cost in one line, for a coin card. */
export function CoinCostLine({ cost }: { cost: CoinCost }) {
  const m = useMessages(goalMessages);
  const days = { min: cost.deliveryDaysMin, max: cost.deliveryDaysMax };
  const grams = formatGrams(cost.goldE8, 3);
  const isFree = cost.moneyPaise === 0 && cost.makingPaise === 0 && cost.shippingPaise === 0;
  return (
    <p className="text-muted text-xs leading-snug" data-testid="coin-cost-line">
      {isFree
        ? fmt(m.costLine, { grams, ...days })
        : fmt(m.costLinePriced, {
            grams,
            money: formatRupees(cost.moneyPaise),
            making: formatRupees(cost.makingPaise),
            shipping: formatRupees(cost.shippingPaise),
            ...days,
          })}
    </p>
  );
}
