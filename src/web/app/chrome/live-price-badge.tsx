import { useEffect } from 'react';
import { formatRupees } from '../../../shared/money/format';
import { fmt, useMessages } from '../../lib/i18n';
import { localMsOf, useCurrentPrice } from '../../lib/queries/price';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { formatMinSec, useSecondsUntil } from './use-countdown';
import { widgetMessages } from './widget-messages';

/**
 * The live price badge (spec 2): 'LiveGoldLoading...' until the first price, then the rupee
 * price per gram with 2 decimals and '/gm', and a countdown to the server's next refresh, when
 * the query asks again. A failed request is only logged (spec 8); the badge keeps what it had.
 */
export function LivePriceBadge() {
  const m = useMessages(widgetMessages);
  const { data, error, dataUpdatedAt } = useCurrentPrice();
  const seconds = useSecondsUntil(
    data ? new Date(localMsOf(data.nextRefreshAt, data, dataUpdatedAt)).toISOString() : undefined,
  );
  // the server renders today's price; the countdown follows the browser's clock, so it shows
  // once the app runs (its place kept meanwhile: nothing moves)
  const isHydrated = useIsHydrated();
  useEffect(() => {
    if (error) console.warn('Live gold price request failed:', error.message);
  }, [error]);
  const price = data?.pricePaisePerGram ?? null;
  const isStale = Boolean(data?.isStale && price !== null);

  return (
    <div
      role="group"
      aria-label={m.priceLabel}
      className="flex min-w-0 shrink-0 flex-col items-end leading-tight"
      data-testid="live-price-badge"
    >
      <span className="text-gold-300 flex items-center gap-1 text-[11px] font-semibold tracking-wide">
        <span
          aria-hidden
          className={`inline-block size-1.5 rounded-full ${isStale ? 'bg-gold-100/50' : 'animate-pulse bg-emerald-400'}`}
        />
        {m.liveGold}
      </span>
      {price === null ? (
        <span className="text-gold-100 text-xs md:text-sm">{m.loading}</span>
      ) : (
        <>
          <span className="text-gold-50 text-[13px] font-bold whitespace-nowrap tabular-nums md:text-base">
            {formatRupees(price)}
            <span className="text-gold-100/80 text-[11px] font-medium md:text-xs">{m.perGram}</span>
            {isStale && <span className="sr-only"> {m.delayed}</span>}
          </span>
          <span
            className={`text-gold-100/75 text-[11px] whitespace-nowrap tabular-nums ${isHydrated ? '' : 'invisible'}`}
          >
            {fmt(m.updatingIn, { time: formatMinSec(isHydrated ? seconds : 0) })}
          </span>
        </>
      )}
    </div>
  );
}
