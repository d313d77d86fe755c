import { Link, useSearchParams } from 'react-router';
import { formatGrams, formatGramsFromMg, formatRupees } from '../../../shared/money/format';
import { BackHomeBar } from '../../components/ui/back-home-bar';
import { fmt, useMessages } from '../../lib/i18n';
import { usePublicConfig } from '../../lib/queries/config';
import {
  mmss,
  statusTone,
  useStatusCountdown,
  useStatusCountdownEnd,
} from '../../lib/use-status-countdown';
import { isFinalStatus, isNotFound, useOrderStatus } from './api';
import { dgMessages, failureText } from './messages';
import { paths } from '../../../shared/routes';

/**
 * /MarketPlace/StatusCheck?transactionId=…: polls the order while a 300 s countdown runs
 * (decisions.md: Payments); still pending at the end (or never answered), it says so and goes to
 * the dashboard.
 */
export function StatusCheckPage() {
  const m = useMessages(dgMessages);
  const config = usePublicConfig();
  const [params] = useSearchParams();
  const transactionId = params.get('transactionId') ?? '';
  const countdown = useStatusCountdown();
  const { secondsLeft, isRunning } = countdown;
  const status = useOrderStatus(transactionId, isRunning);
  const state = status.data?.status;
  const isFinal = isFinalStatus(state);
  // a failed request while the order is known keeps its last status; only an unknown order ends
  const isUnknown = isNotFound(status.error) && !status.data;

  useStatusCountdownEnd(countdown, isFinal || isUnknown);

  const isStore = status.data?.kind === 'StoreOrders';
  const heading = state === 'SUCCESS' ? m.success : state === 'FAILED' ? m.failed : m.pending;
  const tone = statusTone(state);

  return (
    <section className="page max-w-xl pb-28">
      <h1 className="page-title">{m.statusTitle}</h1>
      <p className="text-muted mt-2 text-sm">
        {m.orderId}: <span className="text-ink font-mono break-all">{transactionId}</span>
      </p>
      {isUnknown ? (
        <p role="alert" className="text-danger mt-6">
          {m.noOrder}
        </p>
      ) : (
        <div
          className={`mt-6 rounded-2xl border p-6 text-center ${tone}`}
          role="status"
          aria-live="polite"
        >
          <p className="font-display text-2xl font-bold">{heading}</p>
          {state === 'SUCCESS' && status.data && (
            <p className="text-ink mt-2">
              {isStore
                ? m.storeSuccessText
                : fmt(m.successText, { grams: formatGrams(status.data.goldE8, 3) })}
            </p>
          )}
          {state === 'FAILED' && (
            <p className="text-ink mt-2">
              {failureText(
                m,
                status.data?.failureCode,
                {
                  amount: formatRupees(status.data?.amountPaise ?? 0),
                  limit: formatGramsFromMg(config?.limits.vaultLimitMg ?? 1000),
                },
                isStore,
              )}
            </p>
          )}
          {state !== 'SUCCESS' && state !== 'FAILED' && (
            <>
              <p className="text-ink mt-2 text-sm">{m.pendingText}</p>
              <p className="mt-3 font-mono text-lg tabular-nums">
                {isRunning ? fmt(m.checking, { time: mmss(secondsLeft) }) : m.redirecting}
              </p>
            </>
          )}
        </div>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        {state === 'SUCCESS' && (
          <Link className="btn-dark" to={paths.invoice.href({ transactionId })}>
            {m.viewInvoice}
          </Link>
        )}
        {isStore && status.data && (
          <Link className="btn-dark" to={paths.order.href({ orderId: status.data.orderId })}>
            {m.trackOrder}
          </Link>
        )}
        <Link className="btn-outline" to={paths.paymentHistory.href()}>
          {m.history}
        </Link>
        <Link className="btn-primary" to={isStore ? paths.store.href() : paths.quickBuy.href()}>
          {state === 'FAILED' ? m.tryAgain : m.buyMore}
        </Link>
      </div>
      <BackHomeBar backLabel={m.back} homeLabel={m.home} />
    </section>
  );
}
