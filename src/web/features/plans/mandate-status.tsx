import { Link, useSearchParams } from 'react-router';
import type { MandateStatus } from '../../../shared/api/plans';
import { sandboxUpiAppHref } from '../../../shared/rules/autopay-setup';
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
import { usePublicConfig } from '../../lib/queries/config';
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
      {status.data && !isFinal && !isUnknown && (
        <HowToApprove status={status.data} transactionId={transactionId} />
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

/**
 * What to do in a UPI app while the approval is pending, for the set-up mode the server used: in
 * the sandbox, a link to its UPI app on this request as this UPI ID; live, the intent opened on
 * this phone, the QR code scanned with a phone, or the collect request sent to the UPI ID.
 */
function HowToApprove({ status, transactionId }: { status: MandateStatus; transactionId: string }) {
  const m = useMessages(planMessages);
  const config = usePublicConfig();
  if (!config) return null;
  const mode = status.setupMode;
  const vpa = status.vpa ?? m.anyUpiId;
  if (config.paymentsMode === 'sandbox') {
    const text =
      mode === 'COLLECT' ? m.sandboxCollect : mode === 'QR' ? m.sandboxQr : m.sandboxIntent;
    return (
      <section className="card mt-6 space-y-3 p-5" aria-labelledby="how-to-approve">
        <h2 id="how-to-approve" className="text-sm font-semibold">
          {m.sandboxTitle}
        </h2>
        <p className="text-muted text-sm">{fmt(text, { vpa })}</p>
        <a
          className="btn-outline w-full text-center"
          href={sandboxUpiAppHref(mode, status.vpa, status.transactionId ?? transactionId)}
        >
          {m.openSandboxApp}
        </a>
      </section>
    );
  }
  if (!mode) return null;
  return (
    <section className="card mt-6 space-y-2 p-5" aria-labelledby="how-to-approve">
      <h2 id="how-to-approve" className="text-sm font-semibold">
        {m.howTitle}
      </h2>
      {mode === 'INTENT' && (
        <>
          <p className="text-muted text-sm">{m.howIntent}</p>
          <p className="text-muted text-sm">{m.howIntentAgain}</p>
        </>
      )}
      {mode === 'QR' && <p className="text-muted text-sm">{m.howQr}</p>}
      {mode === 'COLLECT' && <p className="text-muted text-sm">{fmt(m.howCollect, { vpa })}</p>}
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
