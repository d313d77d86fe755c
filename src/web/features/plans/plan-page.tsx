import { RecordProblem } from '../../components/ui/record-problem';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { plansApi, type Plan } from '../../../shared/api/plans';
import { formatDate, formatGrams, formatRupees } from '../../../shared/money/format';
import { paths, planPaths } from '../../../shared/routes';
import { BackHomeBar } from '../../components/ui/back-home-bar';
import { ApiError, apiCall } from '../../lib/api-client';
import { fmt, useLocale, useMessages } from '../../lib/i18n';
import { plansQueryKey } from './api';
import { planMessages } from './messages';
import { planTitle } from './plan-title';
import { MaximumControl, PauseControl, ResumeCancelControls } from './plan-controls';
import { UpcomingDebits } from './upcoming-debits';

type M = (typeof planMessages)['en'];
const KIND = { DAILY: 'daily', WEEKLY: 'weekly', MONTHLY: 'monthly' } as const;
const istDay = (date: string) => `${date}T00:00:00+05:30`;
const word = (m: M, key: string) => (m as Record<string, string>)[key];
const good = (s: string) => s === 'ACTIVE' || s === 'SAVER_PAUSED';

const perWord = (m: M, p: Pick<Plan, 'frequency'>) =>
  p.frequency === 'DAILY' ? m.perDaily : p.frequency === 'WEEKLY' ? m.perWeekly : m.perMonthly;

/**
 * /user/plan?insertId=…: one Autopay plan of the saver (owner only): its amount, how often, its
 * state in words, the mandate, the coming debits with "skip this one", and the saver's controls
 * (pause until a date, resume, cancel at the end of the paid term, maximum per debit), each one
 * that cannot work now disabled with why beside it.
 */
export function PlanPage() {
  const m = useMessages(planMessages);
  const locale = useLocale();
  const [params] = useSearchParams();
  const insertId = params.get('insertId') ?? '';
  const q = useQuery({
    queryKey: [...plansQueryKey, insertId, 'detail'],
    queryFn: () => apiCall(plansApi.get, { params: { insertId } }),
    enabled: Boolean(insertId),
  });
  const bar = <BackHomeBar backTo={paths.dashboard.href()} backLabel={m.back} homeLabel={m.home} />;

  if (!insertId || (q.error instanceof ApiError && q.error.status === 404))
    return <RecordProblem message={m.planNotFound}>{bar}</RecordProblem>;
  if (q.isError) return <RecordProblem message={m.planLoadError}>{bar}</RecordProblem>;
  if (!q.data) return <p className="page text-muted">{m.loading}</p>;
  const p = q.data.plan;
  const title = planTitle(m, p);

  return (
    <section className="page max-w-4xl pb-28" aria-labelledby="plan-title">
      <header className="card p-5 md:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 id="plan-title" className="font-display text-2xl font-bold">
              {title}
            </h1>
            <p className="font-display text-xl font-bold">
              {fmt(m.planSummary, { amount: formatRupees(p.amountPaise), per: perWord(m, p) })}
            </p>
          </div>
          <span
            className={`rounded-full px-2.5 py-1 text-xs font-semibold ${good(p.state) ? 'text-success bg-emerald-50' : 'text-danger bg-red-50'}`}
          >
            {word(m, `state${p.state}`) ?? p.state}
          </span>
        </div>
        {p.stateReason && <p className="text-muted mt-1 text-sm">{p.stateReason}</p>}
        {p.awaitingMandate && (
          <Link
            className="btn-primary mt-3"
            to={planPaths[KIND[p.frequency]].verifyUpi.href({
              insert_id: p.insertId,
              subscriptionId: p.subscriptionId ?? undefined,
            })}
          >
            {m.finishSetup}
          </Link>
        )}
      </header>

      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <section aria-labelledby="plan-details" className="card p-5 md:p-6">
          <h2 id="plan-details" className="text-lg font-semibold">
            {m.detailsTitle}
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">{m.planAmount}</dt>
            <dd>{formatRupees(p.amountPaise)}</dd>
            <dt className="text-muted">{m.howOften}</dt>
            <dd>{perWord(m, p)}</dd>
            <dt className="text-muted">{m.stateLabel}</dt>
            <dd>{word(m, `state${p.state}`) ?? p.state}</dd>
            {p.nextDebitDate && (
              <>
                <dt className="text-muted">{m.nextDebit}</dt>
                <dd>{formatDate(istDay(p.nextDebitDate), locale)}</dd>
              </>
            )}
            {p.activeUntil && (
              <>
                <dt className="text-muted">{m.activeUntil}</dt>
                <dd>{formatDate(p.activeUntil, locale)}</dd>
              </>
            )}
            <dt className="text-muted">{m.maxPerDebit}</dt>
            <dd>{p.maxDebitPaise === null ? m.noMaximumShort : formatRupees(p.maxDebitPaise)}</dd>
            <dt className="text-muted">{m.debitsMade}</dt>
            <dd>{p.debitsMade}</dd>
            <dt className="text-muted">{m.gramsSaved}</dt>
            <dd>{fmt(m.grams, { grams: formatGrams(p.goldE8Saved, 3) })}</dd>
          </dl>
        </section>

        <section aria-labelledby="plan-mandate" className="card p-5 md:p-6">
          <h2 id="plan-mandate" className="text-lg font-semibold">
            {m.mandateTitle}
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">{m.upiLabel}</dt>
            <dd className="break-all">{p.vpa ?? m.notGivenYet}</dd>
            <dt className="text-muted">{m.mandateId}</dt>
            <dd className="font-mono text-xs break-all">{p.subscriptionId ?? m.notGivenYet}</dd>
            <dt className="text-muted">{m.setUpOn}</dt>
            <dd>{formatDate(p.createdAt, locale)}</dd>
            <dt className="text-muted">{m.approvedOn}</dt>
            <dd>{p.activatedAt ? formatDate(p.activatedAt, locale) : m.notApprovedYet}</dd>
          </dl>
          <p className="text-muted mt-3 text-xs">{m.mandateNote}</p>
        </section>
      </div>

      {!p.awaitingMandate && (
        <div className="card mt-4 p-5 md:p-6">
          <UpcomingDebits plan={p} m={m} withPause={false} heading="h2" />
        </div>
      )}

      <section aria-labelledby="plan-controls" className="card mt-4 p-5 md:p-6">
        <h2 id="plan-controls" className="text-lg font-semibold">
          {m.controlsTitle}
        </h2>
        <div className="mt-3 grid gap-6">
          <PauseControl plan={p} m={m} />
          <ResumeCancelControls plan={p} m={m} />
        </div>
        <h3 className="mt-6 text-sm font-semibold">{m.maxPerDebit}</h3>
        <div className="mt-2">
          <MaximumControl plan={p} m={m} />
        </div>
      </section>
      {bar}
    </section>
  );
}
