import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../shared/routes';
import { BackHomeBar } from '../../components/ui/back-home-bar';
import { ApiError } from '../../lib/api-client';
import { fmt, useMessages } from '../../lib/i18n';
import {
  mmss,
  statusTone,
  useStatusCountdown,
  useStatusCountdownEnd,
} from '../../lib/use-status-countdown';
import { GoalPrompt } from '../../components/goal-prompt';
import { useMandateStatus } from './api';
import { planMessages } from './messages';

/**
 * StatusCheck for a daily plan's mandate (spec 4): polls its approval while the countdown runs and
 * shows Payment Successful, Failed or Pending, like a payment; still pending at the end, it goes
 * to the dashboard.
 */
export function MandateStatusCheck({
  insertId,
  transactionId,
}: {
  insertId: string;
  transactionId: string;
}) {
  const m = useMessages(planMessages);
  const countdown = useStatusCountdown();
  const { secondsLeft } = countdown;
  const status = useMandateStatus(insertId, countdown.isRunning);
  const state = status.data?.status;
  const isFinal = state === 'SUCCESS' || state === 'FAILED';
  const isUnknown = status.error instanceof ApiError && status.error.status === 404 && !status.data;

  useStatusCountdownEnd(countdown, isFinal || isUnknown);

  const heading =
    state === 'SUCCESS'
      ? m.mandateSuccess
      : state === 'FAILED'
        ? m.mandateFailed
        : m.mandatePending;
  const tone = statusTone(state);

  return (
    <section className="page max-w-xl pb-28">
      <h1 className="page-title">{m.mandateTitle}</h1>
      <p className="text-muted mt-2 text-sm">
        {fmt(m.mandateRef, { id: transactionId || insertId })}
      </p>
      {isUnknown ? (
        <p role="alert" className="text-danger mt-6">
          {m.missingPlan}
        </p>
      ) : (
        <div
          className={`mt-6 rounded-2xl border p-6 text-center ${tone}`}
          role="status"
          aria-live="polite"
        >
          <p className="font-display text-2xl font-bold">{heading}</p>
          {state === 'SUCCESS' && <p className="text-ink mt-2">{m.mandateSuccessText}</p>}
          {state === 'FAILED' && (
            <p className="text-ink mt-2">{status.data?.reason ?? m.mandateFailed}</p>
          )}
          {!isFinal && (
            <>
              <p className="text-ink mt-2 text-sm">{m.mandatePendingText}</p>
              <p className="mt-3 font-mono text-lg tabular-nums">
                {secondsLeft > 0 ? fmt(m.timeLeft, { time: mmss(secondsLeft) }) : m.toDashboard}
              </p>
            </>
          )}
        </div>
      )}
      {state === 'SUCCESS' && <GoalPrompt />}
      <div className="mt-6 flex flex-wrap gap-3">
        <Link className="btn-primary" to={paths.dashboard.href()}>
          {m.openDashboard}
        </Link>
      </div>
      <BackHomeBar backLabel={m.back} homeLabel={m.home} />
    </section>
  );
}

/** /MarketPlace/StatusCheck?transactionId=…&insertId=…: the mandate of a daily plan. */
export function MandateStatusCheckPage() {
  const [params] = useSearchParams();
  return (
    <MandateStatusCheck
      insertId={params.get('insertId') ?? ''}
      transactionId={params.get('transactionId') ?? ''}
    />
  );
}
