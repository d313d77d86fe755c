import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Plan, plansApi } from '../../../shared/api/plans';
import { formatRupees, parseRupees } from '../../../shared/money/format';
import { istDateOf } from '../../../shared/rules/autopay';
import { maxDebitProblem } from '../../../shared/rules/autopay-control';
import { Alert } from '../../components/ui/alert';
import { apiCall } from '../../lib/api-client';
import { errorMessage } from '../../lib/errors';
import { fmt } from '../../lib/i18n';
import { plansQueryKey, usePlanAction } from './api';
import type { planMessages } from './messages';

type M = (typeof planMessages)['en'];
export type PlanControl = 'pause' | 'resume' | 'cancel' | 'maximum';
type Reason =
  'whyEnded' | 'whyRunning' | 'whyNotStarted' | 'whyUpiPaused' | 'whyHalted' | 'whyVaultFull';

/**
 * Why a control of the plan cannot work now (the catalogue key of the words shown beside it), or
 * undefined when it can. Whether it can is the server's word (canPause, canResume, canCancel);
 * this only says why not, from the plan's state. The server refuses the same actions anyway.
 */
export function controlRefusal(plan: Plan, control: PlanControl): Reason | undefined {
  const can =
    control === 'pause'
      ? plan.canPause
      : control === 'resume'
        ? plan.canResume
        : control === 'cancel'
          ? plan.canCancel
          : !plan.ended;
  if (can) return undefined;
  if (plan.ended) return 'whyEnded';
  if (plan.awaitingMandate) return 'whyNotStarted';
  switch (plan.state) {
    case 'PAUSED':
      return 'whyUpiPaused';
    case 'HALTED':
      return 'whyHalted';
    case 'VAULT_FULL':
      return 'whyVaultFull';
    default:
      // resume on a running plan (the only other control a running plan cannot use)
      return 'whyRunning';
  }
}

/** Tomorrow's Indian calendar date: the earliest a pause may run until. */
const tomorrowInIndia = () => istDateOf(new Date(Date.now() + 86_400_000));

/** A control's reason beside it when it cannot work (the control points to it). */
function Why({ id, m, reason }: { id: string; m: M; reason: Reason | undefined }) {
  if (!reason) return null;
  return (
    <p id={id} className="text-muted w-full text-xs">
      {m[reason]}
    </p>
  );
}

function Result({
  act,
}: {
  act: { isError: boolean; error: unknown; data?: { message: string } };
}) {
  if (act.isError)
    return (
      <Alert tone="error" className="mt-2 w-full">
        {errorMessage(act.error)}
      </Alert>
    );
  if (act.data)
    return (
      <Alert tone="success" className="mt-2 w-full">
        {act.data.message}
      </Alert>
    );
  return null;
}

/** "Pause until a date": no debit dated before it; the plan runs again by itself from it. */
export function PauseControl({ plan: p, m }: { plan: Plan; m: M }) {
  const qc = useQueryClient();
  const [until, setUntil] = useState('');
  const act = useMutation({
    mutationFn: (date: string) =>
      apiCall<typeof plansApi.pause>(
        { method: 'POST', path: '/api/plans/:insertId/pause' },
        { params: { insertId: p.insertId }, body: { until: date } },
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: plansQueryKey }),
  });
  const why = controlRefusal(p, 'pause');
  const whyId = `pause-why-${p.insertId}`;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        act.mutate(until);
      }}
    >
      <label className="min-w-0 text-sm">
        <span className="field-label block">{m.pauseLabel}</span>
        <input
          type="date"
          className="field-input min-h-11"
          min={tomorrowInIndia()}
          value={until}
          required
          disabled={Boolean(why)}
          aria-describedby={why ? whyId : undefined}
          onChange={(e) => setUntil(e.target.value)}
        />
      </label>
      <button
        type="submit"
        className="btn-outline min-h-11"
        disabled={Boolean(why) || act.isPending}
        aria-describedby={why ? whyId : undefined}
      >
        {act.isPending ? m.working : m.pause}
      </button>
      {why ? (
        <Why id={whyId} m={m} reason={why} />
      ) : (
        <p className="text-muted w-full text-xs">{m.pauseHint}</p>
      )}
      <Result act={act} />
    </form>
  );
}

/** Resume and cancel (cancelling at the end of the term already paid for), each with why not. */
export function ResumeCancelControls({ plan: p, m }: { plan: Plan; m: M }) {
  const act = usePlanAction();
  const busy = act.isPending;
  const whyResume = controlRefusal(p, 'resume');
  const whyCancel = controlRefusal(p, 'cancel');
  const resumeId = `resume-why-${p.insertId}`;
  const cancelId = `cancel-why-${p.insertId}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Control>
        <button
          type="button"
          className="btn-outline min-h-11"
          disabled={Boolean(whyResume) || busy}
          aria-describedby={whyResume ? resumeId : undefined}
          onClick={() => act.mutate({ insertId: p.insertId, action: 'resume' })}
        >
          {m.resume}
        </button>
        <Why id={resumeId} m={m} reason={whyResume} />
      </Control>
      <Control>
        <button
          type="button"
          className="btn-outline text-danger min-h-11"
          disabled={Boolean(whyCancel) || busy}
          aria-describedby={whyCancel ? cancelId : undefined}
          onClick={() => {
            if (window.confirm(m.cancelConfirm))
              act.mutate({ insertId: p.insertId, action: 'cancel' });
          }}
        >
          {m.cancel}
        </button>
        {whyCancel ? (
          <Why id={cancelId} m={m} reason={whyCancel} />
        ) : (
          <p className="text-muted w-full text-xs">{m.cancelHint}</p>
        )}
      </Control>
      {(act.isError || act.isSuccess) && (
        <div className="sm:col-span-2">
          <Result act={act} />
        </div>
      )}
    </div>
  );
}

const Control = ({ children }: { children: ReactNode }) => (
  <div className="flex flex-wrap items-center gap-2">{children}</div>
);

/**
 * The saver's maximum per debit: the debit job never asks for more. A maximum below the plan's
 * amount is refused here with the shared rule (and by the server, which has the last word).
 */
export function MaximumControl({ plan: p, m }: { plan: Plan; m: M }) {
  const qc = useQueryClient();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const act = useMutation({
    mutationFn: (maxDebitPaise: number | null) =>
      apiCall<typeof plansApi.maximum>(
        { method: 'POST', path: '/api/plans/:insertId/maximum' },
        { params: { insertId: p.insertId }, body: { maxDebitPaise } },
      ),
    onSuccess: () => setText(''),
    onSettled: () => qc.invalidateQueries({ queryKey: plansQueryKey }),
  });
  const why = controlRefusal(p, 'maximum');
  const whyId = `max-why-${p.insertId}`;
  const problemId = `max-problem-${p.insertId}`;
  const describedBy = why ? whyId : problem ? problemId : undefined;
  const submit = () => {
    act.reset();
    const parsed = parseRupees(text);
    const bad = parsed.ok ? maxDebitProblem(parsed.paise, p.amountPaise) : 'NOT_WHOLE_PAISE';
    if (bad || !parsed.ok) {
      setProblem(
        bad === 'BELOW_PLAN_AMOUNT'
          ? fmt(m.maxBelow, { amount: formatRupees(p.amountPaise) })
          : m.maxNotAmount,
      );
      return;
    }
    setProblem(undefined);
    act.mutate(parsed.paise);
  };
  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <p className="w-full text-sm">
        {p.maxDebitPaise === null
          ? m.noMaximum
          : fmt(m.maxNow, { amount: formatRupees(p.maxDebitPaise) })}
      </p>
      <label className="min-w-0 text-sm">
        <span className="field-label block">{m.maxLabel}</span>
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className="field-input min-h-11 w-40"
          value={text}
          disabled={Boolean(why)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => {
            setText(e.target.value);
            setProblem(undefined);
          }}
        />
      </label>
      <button
        type="submit"
        className="btn-outline min-h-11"
        disabled={Boolean(why) || act.isPending}
        aria-describedby={why ? whyId : undefined}
      >
        {act.isPending ? m.working : m.setMax}
      </button>
      {p.maxDebitPaise !== null && !why && (
        <button
          type="button"
          className="btn-outline min-h-11"
          disabled={act.isPending}
          onClick={() => {
            setProblem(undefined);
            act.mutate(null);
          }}
        >
          {m.removeMax}
        </button>
      )}
      {problem && (
        <p id={problemId} role="alert" className="field-error w-full">
          {problem}
        </p>
      )}
      {why ? (
        <Why id={whyId} m={m} reason={why} />
      ) : (
        <p className="text-muted w-full text-xs">
          {fmt(m.maxHint, { amount: formatRupees(p.amountPaise) })}
        </p>
      )}
      <Result act={act} />
    </form>
  );
}
