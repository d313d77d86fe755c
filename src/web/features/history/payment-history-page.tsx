import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { HISTORY_FILTERS, ordersApi, type HistoryFilter } from '../../../shared/api/orders';
import {
  formatAnts,
  formatDateTime,
  formatGrams,
  formatRupees,
} from '../../../shared/money/format';
import { BackHomeBar } from '../../components/ui/back-home-bar';
import { ChevronRightIcon } from '../../components/ui/icons';
import { ApiError, apiCall } from '../../lib/api-client';
import { fmt, useMessages } from '../../lib/i18n';
import { usePublicConfig } from '../../lib/queries/config';
import { deliveryLabel, stateLabels, statusLabel } from '../../lib/state-labels';
import { historyMessages } from './messages';
import { paths } from '../../../shared/routes';

const PAGE_SIZE = 10;
/** spec 4: green for active, completed or success (any case); red otherwise */
const isGood = (status: string) =>
  ['active', 'completed', 'success'].includes(status.toLowerCase());

/** The gold of a card: credited only when the payment succeeded. */
function useGoldText() {
  const m = useMessages(historyMessages);
  return (status: string, goldE8: number) => {
    const grams = formatGrams(goldE8, 3);
    if (isGood(status)) return fmt(m.goldCredited, { grams });
    if (status.toLowerCase() === 'pending') return fmt(m.goldPending, { grams });
    return m.goldNotCredited;
  };
}

/**
 * The seven type filters: on a phone one scrolling row whose right edge fades while more chips
 * lie beyond it; from 768 px they wrap, all in view.
 */
function FilterChips({
  filter,
  onChange,
}: {
  filter: HistoryFilter;
  onChange: (f: HistoryFilter) => void;
}) {
  const m = useMessages(historyMessages);
  const rowRef = useRef<HTMLDivElement>(null);
  const [isMoreRight, setMoreRight] = useState(true);
  const onScroll = useCallback(() => {
    const el = rowRef.current;
    if (el) setMoreRight(el.scrollLeft + el.clientWidth < el.scrollWidth - 4);
  }, []);
  useEffect(() => {
    onScroll();
    window.addEventListener('resize', onScroll);
    return () => window.removeEventListener('resize', onScroll);
  }, [onScroll]);
  return (
    <div className="relative -mx-4 mt-5 md:mx-0">
      <div
        role="group"
        aria-label={m.filters}
        data-testid="history-filters"
        ref={rowRef}
        onScroll={onScroll}
        className="flex gap-2 overflow-x-auto px-4 pb-2 md:flex-wrap md:overflow-visible md:px-0"
      >
        {HISTORY_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => onChange(f)}
            className={`min-h-11 shrink-0 rounded-full border px-4 text-sm font-medium ${filter === f ? 'bg-ink text-gold-100 border-ink' : 'border-ink/20 text-ink bg-white'}`}
          >
            {m[f]}
          </button>
        ))}
      </div>
      <p className="text-muted px-4 text-xs md:px-0" data-testid="history-filter-hint">
        {m[`hint${filter}`]}
      </p>
      {isMoreRight && (
        <div
          aria-hidden="true"
          data-testid="history-filters-cue"
          className="from-cream pointer-events-none absolute inset-y-0 right-0 flex w-14 items-center justify-end bg-gradient-to-l to-transparent pr-1 pb-2 md:hidden"
        >
          <ChevronRightIcon className="text-ink/70 size-5" />
        </div>
      )}
    </div>
  );
}

export function PaymentHistoryPage() {
  const goldText = useGoldText();
  const m = useMessages(historyMessages);
  const labels = useMessages(stateLabels);
  const verifyHours = usePublicConfig()?.timings.directPayVerifyHours;
  // the direct-payment page comes here once the buyer's UTR is in (spec 7)
  const hasSubmittedUtr = Boolean(
    (useLocation().state as { utrSubmitted?: boolean } | null)?.utrSubmitted,
  );
  const [filter, setFilter] = useState<HistoryFilter>('All');
  const q = useInfiniteQuery({
    queryKey: ['history', filter],
    queryFn: ({ pageParam }) =>
      apiCall(ordersApi.history, { query: { type: filter, page: pageParam, pageSize: PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  const error = q.error
    ? q.error instanceof ApiError && q.error.code !== 'NETWORK'
      ? m.failedFetch
      : m.errorFetch
    : null;

  return (
    <section className="page max-w-3xl pb-28">
      <h1 className="page-title">{m.title}</h1>
      <p className="text-muted mt-1">{m.subtitle}</p>
      <Link
        className="text-gold-700 mt-1 inline-block min-h-11 py-2 text-sm font-semibold underline"
        to={paths.statement.href()}
      >
        {m.yearlyStatement}
      </Link>
      {hasSubmittedUtr && verifyHours && (
        <p role="status" className="card border-success/40 text-success mt-4 p-4 font-semibold">
          {fmt(m.utrSubmitted, { hours: verifyHours })}
        </p>
      )}
      <FilterChips filter={filter} onChange={setFilter} />
      {error && (
        <p role="alert" className="text-danger mt-4">
          {error}
        </p>
      )}
      {q.isPending && <p className="text-muted mt-6">{m.loading}</p>}
      {!q.isPending && !error && items.length === 0 && <p className="text-muted mt-6">{m.empty}</p>}
      <ul className="mt-4 space-y-3">
        {items.map((t) => (
          <li key={t.id} className="card p-4">
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="font-semibold">
                  {t.type}
                  <span className="text-muted font-normal"> · {m[`type${t.type}`]}</span>
                </p>
                <p className="text-muted text-xs">{formatDateTime(t.createdAt)}</p>
              </div>
              <div className="text-right">
                <p className="font-display text-lg font-bold tabular-nums">
                  {t.type === 'ReferralStoreOrders'
                    ? fmt(m.ants, { ants: formatAnts(t.antsCenti) })
                    : t.type === 'GoldSmith'
                      ? fmt(m.grams, { grams: formatGrams(t.goldE8, 3) })
                      : formatRupees(t.amountPaise)}
                </p>
                <p
                  className={`text-sm font-semibold ${isGood(t.status) ? 'text-success' : 'text-danger'}`}
                >
                  {statusLabel(labels, t.status, t.type === 'Subscription')}
                </p>
              </div>
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted">{m.orderlist}</dt>
              <dd>{t.orderlist}</dd>
              {/* a coin's weight is in its name; only digital gold is credited to the vault */}
              {t.goldE8 > 0 && !t.deliveryStatus && (
                <>
                  <dt className="text-muted">{m.goldGrams}</dt>
                  <dd className="tabular-nums" data-testid="gold-credited">
                    {goldText(t.status, t.goldE8)}
                  </dd>
                </>
              )}
              {t.deliveryStatus && (
                <>
                  <dt className="text-muted">{m.deliveryStatus}</dt>
                  <dd>{deliveryLabel(labels, t.deliveryStatus)}</dd>
                </>
              )}
              {t.planType && (
                <>
                  <dt className="text-muted">{m.planType}</dt>
                  <dd>{t.planType}</dd>
                </>
              )}
              {t.subscriptionId && (
                <>
                  <dt className="text-muted">{m.subscriptionId}</dt>
                  <dd className="break-all">{t.subscriptionId}</dd>
                </>
              )}
              {t.merchantTransactionId && (
                <>
                  <dt className="text-muted">{m.transactionId}</dt>
                  <dd className="font-mono text-xs break-all">{t.merchantTransactionId}</dd>
                </>
              )}
            </dl>
            {t.deliveryStatus === 'PAYMENT_SUBMITTED' && verifyHours && (
              <p className="mt-3 text-sm" data-testid="utr-received">
                {fmt(m.utrReceived, { hours: verifyHours })}
              </p>
            )}
            {(t.type === 'ReferralStoreOrders' || t.type === 'GoldSmith') && (
              <Link
                className="text-gold-700 mt-3 mr-4 inline-block min-h-11 py-2 text-sm font-semibold underline"
                to={paths.order.href({ orderId: t.id })}
              >
                {m.trackOrder}
              </Link>
            )}
            {t.type === 'GoldSmith' && isGood(t.status) && (
              <Link
                className="text-gold-700 mt-3 mr-4 inline-block min-h-11 py-2 text-sm font-semibold underline"
                to={paths.certificate.href({ orderId: t.id })}
              >
                {m.certificate}
              </Link>
            )}
            {t.invoiceTransactionId && (
              <Link
                className="text-gold-700 mt-3 inline-block min-h-11 py-2 text-sm font-semibold underline"
                to={paths.invoice.href({ transactionId: t.invoiceTransactionId })}
              >
                {m.invoice}
              </Link>
            )}
            {t.type === 'Subscription' && (
              <Link
                className="text-gold-700 mt-3 inline-block min-h-11 py-2 text-sm font-semibold underline"
                to={paths.plan.href({ insertId: t.id })}
              >
                {m.seePlan}
              </Link>
            )}
            {t.type === 'StoreOrders' && (
              <Link
                className="text-gold-700 mt-3 ml-4 inline-block min-h-11 py-2 text-sm font-semibold underline"
                to={paths.order.href({ orderId: t.id })}
              >
                {m.viewOrder}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {q.hasNextPage && (
        <button
          type="button"
          className="btn-outline mt-4 w-full"
          onClick={() => q.fetchNextPage()}
          disabled={q.isFetchingNextPage}
        >
          {q.isFetchingNextPage ? m.loading : m.loadMore}
        </button>
      )}
      <BackHomeBar backTo={paths.dashboard.href()} backLabel={m.back} homeLabel={m.home} />
    </section>
  );
}
