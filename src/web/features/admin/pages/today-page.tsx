import type { ReactNode } from 'react';
import type { ReconciliationRun, Today } from '../../../../shared/api/today';
import {
  formatAnts,
  formatDate,
  formatDateTime,
  formatGrams,
  formatPercentFromBp,
  formatRupees,
} from '../../../../shared/money/format';
import { paths } from '../../../../shared/routes';
import { PageLink } from '../../../components/ui/page-link';
import { errorMessage } from '../../../lib/errors';
import { fmt, plural, useLocale, useMessages } from '../../../lib/i18n';
import { ConsoleShell, QueryState } from '../components/console-shell';
import { adminMessages } from '../messages';
import { useReconcileNow, useToday } from '../today-api';
import { todayMessages, type TodayMessages } from '../today-messages';

/** The unit of a user account id (user:<id>:gold, :ants or :inr_paid). */
const unitOfAccount = (account: string) =>
  account.endsWith(':gold') ? 'GOLD' : account.endsWith(':ants') ? 'ANTS' : 'INR';

/** An amount of one ledger unit in its own words (paise, centi-Ants, goldE8). */
function unitAmount(m: TodayMessages, unit: 'INR' | 'ANTS' | 'GOLD', minor: number) {
  if (unit === 'INR') return formatRupees(minor);
  if (unit === 'ANTS') return formatAnts(minor);
  return fmt(m.grams, { grams: formatGrams(minor, 8) });
}

function Counter({
  to,
  label,
  value,
  note,
  urgent,
  testId,
}: {
  to: string;
  label: string;
  value: ReactNode;
  note?: ReactNode;
  /** work is waiting: the number stands out */
  urgent?: boolean;
  testId: string;
}) {
  return (
    <li data-testid={testId}>
      <PageLink
        to={to}
        className="card hover:bg-cream-deep flex h-full min-h-24 flex-col gap-1 p-4"
      >
        <span className="text-muted text-sm font-semibold">{label}</span>
        <span
          className={`text-2xl font-bold tabular-nums break-words ${urgent ? 'text-gold-800' : ''}`}
        >
          {value}
        </span>
        {note && <span className="text-muted mt-auto text-xs">{note}</span>}
      </PageLink>
    </li>
  );
}

function Reconciliation({ run }: { run: ReconciliationRun | null }) {
  const locale = useLocale();
  const m = useMessages(todayMessages);
  const now = useReconcileNow();
  const by = (r: ReconciliationRun) => (r.ranBy === 'job' ? m.reconBy_job : r.ranBy);
  const button = (
    <button
      type="button"
      className={run && !run.ok ? 'btn-primary' : 'btn-outline'}
      disabled={now.isPending}
      onClick={() => now.mutate()}
    >
      {now.isPending ? m.running : m.runNow}
    </button>
  );
  const error = now.isError && (
    <p role="alert" className="text-danger mt-2 text-sm">
      {errorMessage(now.error)}
    </p>
  );

  if (run && !run.ok) {
    const d = run.details;
    const more = d.balanceMismatchCount - d.balanceMismatches.length;
    return (
      <section
        role="alert"
        data-testid="reconciliation"
        className="border-danger bg-danger/10 mb-6 rounded-xl border-2 p-4"
      >
        <h2 className="text-danger text-lg font-bold">{m.reconFailedTitle}</h2>
        <p className="mt-1 text-sm">
          {fmt(m.reconFailed, { time: formatDateTime(run.ranAt, locale), by: by(run) })}
        </p>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm break-words">
          {d.units
            .filter((u) => u.difference !== 0)
            .map((u) => (
              <li key={u.unit}>
                {fmt(m.reconUnit, {
                  unit: m[`unit${u.unit}`],
                  customers: unitAmount(m, u.unit, u.customers),
                  operator: unitAmount(m, u.unit, -u.operator),
                  difference: unitAmount(m, u.unit, u.difference),
                })}
              </li>
            ))}
          {d.balanceMismatches.map((b) => (
            <li key={b.account} className="break-all">
              {fmt(m.reconAccount, {
                account: b.account,
                stored: unitAmount(m, unitOfAccount(b.account), b.stored),
                summed: unitAmount(m, unitOfAccount(b.account), b.summed),
              })}
            </li>
          ))}
          {more > 0 && <li>{fmt(m.reconMoreAccounts, { n: more })}</li>}
          {d.unbalancedPostings.length > 0 && (
            <li>{fmt(m.reconPostings, { ids: d.unbalancedPostings.join(', ') })}</li>
          )}
          {d.emptyPostings.length > 0 && (
            <li>{fmt(m.reconEmpty, { ids: d.emptyPostings.join(', ') })}</li>
          )}
        </ul>
        <div className="mt-3">{button}</div>
        {error}
      </section>
    );
  }
  return (
    <section
      data-testid="reconciliation"
      className="card mb-6 flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 className="font-semibold">{m.reconTitle}</h2>
        <p className="text-muted mt-1 text-sm">
          {run
            ? fmt(m.reconOk, { time: formatDateTime(run.ranAt, locale), by: by(run) })
            : m.reconNone}
        </p>
        {error}
      </div>
      <div className="shrink-0">{button}</div>
    </section>
  );
}

/** The UTRs waiting, and those waiting longer than the buyer was told (DIRECT_PAY_VERIFY_HOURS). */
function UtrNote({ t }: { t: Today }) {
  const m = useMessages(todayMessages);
  const locale = useLocale();
  return (
    <>
      {m.utrToVerifyNote}
      {t.utrOldestAt && (
        <span className="block">
          {fmt(m.utrOldest, { time: formatDateTime(t.utrOldestAt, locale) })}
        </span>
      )}
      {t.utrOverdue > 0 && (
        <span className="text-danger block font-semibold" data-testid="today-utr-overdue">
          {fmt(plural(locale, t.utrOverdue, { one: m.utrOverdueOne, other: m.utrOverdue }), {
            n: t.utrOverdue,
            hours: t.utrVerifyHours,
          })}
        </span>
      )}
    </>
  );
}

function Counters({ t }: { t: Today }) {
  const locale = useLocale();
  const m = useMessages(todayMessages);
  const grams = (e8: number) => fmt(m.grams, { grams: formatGrams(e8, 8) });
  return (
    <section aria-label={fmt(m.countersLabel, { day: formatDate(t.day, locale) })}>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Counter
          testId="today-sales"
          to={paths.adminGst.href()}
          label={m.sales}
          value={formatRupees(t.salesPaise)}
          note={fmt(plural('en', t.invoicesToday, { one: m.salesNoteOne, other: m.salesNote }), {
            n: t.invoicesToday,
          })}
        />
        <Counter
          testId="today-gold-sold"
          to={paths.adminGst.href()}
          label={m.goldSold}
          value={grams(t.goldSoldE8)}
        />
        <Counter
          testId="today-gold-held"
          to={paths.adminCustomers.href()}
          label={m.goldHeld}
          value={grams(t.goldHeldE8)}
          note={m.goldHeldNote}
        />
        <Counter
          testId="today-utr"
          to={paths.adminOrders.href({ state: 'PAYMENT_SUBMITTED' })}
          label={m.utrToVerify}
          value={t.utrToVerify}
          note={<UtrNote t={t} />}
          urgent={t.utrToVerify > 0}
        />
        <Counter
          testId="today-to-ship"
          to={paths.adminOrders.href({ state: 'PAID' })}
          label={m.ordersToShip}
          value={t.ordersToShip}
          note={m.ordersToShipNote}
          urgent={t.ordersToShip > 0}
        />
        <Counter
          testId="today-failed-debits"
          to={paths.adminPlans.href({ state: 'HALTED' })}
          label={m.haltedPlans}
          value={t.haltedPlans}
          note={fmt(
            plural('en', t.failedDebitsToday, { one: m.failedTodayOne, other: m.failedToday }),
            { n: t.failedDebitsToday },
          )}
          urgent={t.haltedPlans > 0}
        />
        <Counter
          testId="today-messages"
          to={paths.adminMessages.href({ state: 'waiting' })}
          label={m.messagesWaiting}
          value={t.messagesWaiting}
          note={m.messagesWaitingNote}
          urgent={t.messagesWaiting > 0}
        />
      </ul>
    </section>
  );
}

/** Red while the reserve stops purchases (a shortfall, or live mode before the first cover). */
function ReserveStop({ reserve }: { reserve: Today['reserve'] }) {
  const locale = useLocale();
  const m = useMessages(todayMessages);
  if (!reserve.purchasesStopped) return null;
  return (
    <section
      role="alert"
      data-testid="reserve-stop"
      className="border-danger bg-danger/10 mb-6 rounded-xl border-2 p-4"
    >
      <h2 className="text-danger text-lg font-bold">{m.reserveStoppedTitle}</h2>
      <p className="mt-1 text-sm">
        {reserve.stoppedWhy === 'live-start'
          ? m.reserveStoppedLive
          : fmt(m.reserveStoppedShortfall, {
              time: formatDateTime(reserve.stoppedSince ?? '', locale),
              coverage:
                reserve.coverageBp === null
                  ? '-'
                  : formatPercentFromBp(reserve.coverageBp, { fixed: true }),
            })}
      </p>
      <PageLink to={paths.adminReserve.href()} className="btn-primary mt-3 w-fit">
        {m.reserveOpen}
      </PageLink>
    </section>
  );
}

/** The console's home: what needs attention today, each a link to its list. */
export function TodayPage() {
  const m = useMessages(adminMessages);
  const q = useToday();
  return (
    <ConsoleShell title={m.todayTitle} intro={m.todayIntro}>
      <QueryState isPending={q.isPending} error={q.error} onRetry={() => void q.refetch()} />
      {q.data && (
        <>
          <ReserveStop reserve={q.data.reserve} />
          <Reconciliation run={q.data.reconciliation} />
          <Counters t={q.data} />
        </>
      )}
    </ConsoleShell>
  );
}
