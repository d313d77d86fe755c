import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  CONSOLE_DEBIT_STATES,
  PLAN_STATES,
  type ConsoleDebit,
  type ConsolePlan,
  type ConsolePlanState,
} from '../../../../shared/api/plans';
import {
  formatDate,
  formatDateTime,
  formatGrams,
  formatRupees,
} from '../../../../shared/money/format';
import { paths } from '../../../../shared/routes';
import { PageLink } from '../../../components/ui/page-link';
import { fmt, plural, useLocale, useMessages } from '../../../lib/i18n';
import { ConsoleShell, QueryState } from '../components/console-shell';
import { plansConsoleMessages } from '../plans-messages';
import { useConsoleDebits, useConsolePlans } from '../today-api';

type M = (typeof plansConsoleMessages)['en'];
type DebitState = (typeof CONSOLE_DEBIT_STATES)[number];

const isPlanState = (v: string | null): v is ConsolePlanState =>
  (PLAN_STATES as readonly string[]).includes(v ?? '');

/** Why a debit took no money, in words: the stored code, or the bank's code as given. */
export function debitReason(m: M, d: Pick<ConsoleDebit, 'reason'>) {
  if (!d.reason) return m.reasonNone;
  const key = `reason${d.reason}` as keyof M;
  return key in m && key !== 'reasonOther' && key !== 'reasonNone'
    ? m[key]
    : fmt(m.reasonOther, { code: d.reason });
}

const chip = (active: boolean) =>
  `flex min-h-11 items-center gap-1 rounded-full px-4 text-sm font-medium whitespace-nowrap ${
    active ? 'bg-ink text-gold-100' : 'border-ink/15 text-ink hover:bg-cream-deep border bg-white'
  }`;

function PlanCard({ p }: { p: ConsolePlan }) {
  const locale = useLocale();
  const m = useMessages(plansConsoleMessages);
  return (
    <li className="card p-4" data-testid="console-plan">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">
          {fmt(m[`per${p.frequency}`], { amount: formatRupees(p.amountPaise, { decimals: 0 }) })}
        </p>
        <span className="bg-ink text-gold-100 rounded-full px-3 py-1 text-xs font-semibold">
          {m[`state${p.state}`]}
        </span>
      </div>
      {p.stateReason && <p className="text-muted mt-1 text-sm">{p.stateReason}</p>}
      <dl className="mt-2 grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{m.customer}</dt>
        <dd className="break-all">
          <PageLink
            to={paths.adminCustomers.href({ userId: p.userId })}
            className="text-gold-800 underline"
          >
            {p.customerName}
          </PageLink>
          <span className="block">{p.customerEmail}</span>
        </dd>
        <dt className="text-muted">{m.mandate}</dt>
        <dd>{m[`mandate${p.mandate}`]}</dd>
        {p.vpa && (
          <>
            <dt className="text-muted">{m.upi}</dt>
            <dd className="break-all">{p.vpa}</dd>
          </>
        )}
        <dt className="text-muted">{m.nextDebit}</dt>
        <dd>{p.nextDebitDate ? formatDate(p.nextDebitDate, locale) : m.noNextDebit}</dd>
        <dt className="text-muted">{m.saved}</dt>
        <dd className="tabular-nums">
          {fmt(plural('en', p.debitsMade, { one: m.savedValueOne, other: m.savedValue }), {
            grams: formatGrams(p.goldE8Saved, 8),
            n: p.debitsMade,
          })}
          {p.consecutiveFailures > 0 && (
            <span className="text-danger block">
              {fmt(m.failuresInRow, { n: p.consecutiveFailures })}
            </span>
          )}
        </dd>
        <dt className="text-muted">{m.started}</dt>
        <dd>{formatDateTime(p.createdAt, locale)}</dd>
      </dl>
    </li>
  );
}

function DebitRow({ d }: { d: ConsoleDebit }) {
  const locale = useLocale();
  const m = useMessages(plansConsoleMessages);
  return (
    <li className="card p-4" data-testid="console-debit">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold tabular-nums">{formatRupees(d.amountPaise)}</p>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold ${
            d.state === 'FAILED' ? 'bg-danger text-white' : 'bg-cream-deep text-ink'
          }`}
        >
          {m[`debit${d.state}`]}
        </span>
      </div>
      <p className="mt-1 text-sm font-semibold">{debitReason(m, d)}</p>
      <p className="text-muted mt-1 text-sm break-words">
        {fmt(m.debitCycle, { cycle: d.cycle, date: formatDate(d.date, locale) })} · {d.customerName}
        , <span className="break-all">{d.customerEmail}</span>
      </p>
      {d.gatewayCode && d.gatewayCode !== d.reason && (
        <p className="text-muted text-xs">{fmt(m.gatewayCode, { code: d.gatewayCode })}</p>
      )}
    </li>
  );
}

function Pager({
  page,
  total,
  onPage,
}: {
  page: number;
  total: number;
  onPage: (p: number) => void;
}) {
  const m = useMessages(plansConsoleMessages);
  if (total <= 50) return null;
  return (
    <div className="mt-3 flex gap-2">
      <button
        type="button"
        className="btn-outline"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {m.prev}
      </button>
      <button
        type="button"
        className="btn-outline"
        disabled={page * 50 >= total}
        onClick={() => onPage(page + 1)}
      >
        {m.next}
      </button>
    </div>
  );
}

function Debits() {
  const m = useMessages(plansConsoleMessages);
  const [state, setState] = useState<DebitState | undefined>();
  const [page, setPage] = useState(1);
  const q = useConsoleDebits(state, page);
  const pick = (s: DebitState | undefined) => {
    setState(s);
    setPage(1);
  };
  return (
    <section className="mt-10" aria-labelledby="debits-title">
      <h2 id="debits-title" className="text-lg font-semibold">
        {m.debitsTitle}
      </h2>
      <ul
        aria-label={m.debitsFilterLabel}
        className="-mx-4 mt-3 flex gap-2 overflow-x-auto px-4 pb-2"
      >
        {[undefined, ...CONSOLE_DEBIT_STATES].map((s) => (
          <li key={s ?? 'all'}>
            <button
              type="button"
              aria-pressed={state === s}
              className={chip(state === s)}
              onClick={() => pick(s)}
            >
              {s ? m[`debit${s}`] : m.all}
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-3">
        <QueryState isPending={q.isPending} error={q.error} onRetry={() => void q.refetch()} />
        {q.data && (
          <>
            <p className="text-muted text-sm">
              {fmt(plural('en', q.data.total, { one: m.debitsTotalOne, other: m.debitsTotal }), {
                n: q.data.total,
              })}
            </p>
            {q.data.items.length === 0 ? (
              <p className="text-muted mt-2">{m.debitsEmpty}</p>
            ) : (
              <ul className="mt-2 grid gap-3 lg:grid-cols-2">
                {q.data.items.map((d) => (
                  <DebitRow key={d.id} d={d} />
                ))}
              </ul>
            )}
            <Pager page={page} total={q.data.total} onPage={setPage} />
          </>
        )}
      </div>
    </section>
  );
}

/** /admin/plans: every Autopay plan by state, and the debits that took no money (read-only). */
export function PlansPage() {
  const m = useMessages(plansConsoleMessages);
  const [params] = useSearchParams();
  const raw = params.get('state');
  const state = isPlanState(raw) ? raw : undefined;
  const [page, setPage] = useState(1);
  const q = useConsolePlans(state, page);
  const counts = q.data?.counts ?? {};
  const all = Object.values(counts).reduce((a, b) => a + b, 0);
  const activeRef = useRef<HTMLLIElement>(null);
  // on a phone the chips scroll: keep the chosen state in view
  useEffect(() => {
    activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [state]);

  return (
    <ConsoleShell title={m.title} intro={m.intro}>
      <nav aria-label={m.filterLabel}>
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:flex-wrap">
          {[undefined, ...PLAN_STATES].map((s) => (
            <li key={s ?? 'all'} ref={state === s ? activeRef : undefined}>
              <PageLink
                to={paths.adminPlans.href(s ? { state: s } : {})}
                aria-current={state === s ? 'page' : undefined}
                className={chip(state === s)}
                onClick={() => setPage(1)}
              >
                {s ? m[`state${s}`] : m.all}
                {q.data && (
                  <span className="tabular-nums opacity-75">{s ? (counts[s] ?? 0) : all}</span>
                )}
              </PageLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-4">
        <QueryState isPending={q.isPending} error={q.error} onRetry={() => void q.refetch()} />
        {q.data && (
          <>
            <p className="text-muted text-sm">
              {fmt(plural('en', q.data.total, { one: m.totalOne, other: m.total }), {
                n: q.data.total,
              })}
            </p>
            {q.data.items.length === 0 ? (
              <p className="text-muted mt-2">{m.empty}</p>
            ) : (
              <ul className="mt-2 grid gap-3 lg:grid-cols-2">
                {q.data.items.map((p) => (
                  <PlanCard key={p.insertId} p={p} />
                ))}
              </ul>
            )}
            <Pager page={page} total={q.data.total} onPage={setPage} />
          </>
        )}
      </div>
      <Debits />
    </ConsoleShell>
  );
}
