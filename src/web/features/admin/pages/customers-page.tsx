import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type {
  CustomerDetail,
  CustomerSummary,
  StatementLine,
} from '../../../../shared/api/customers';
import type { Plan } from '../../../../shared/api/plans';
import {
  formatAnts,
  formatDate,
  formatDateTime,
  formatGrams,
  formatRupees,
} from '../../../../shared/money/format';
import { paths } from '../../../../shared/routes';
import { TextField } from '../../../components/ui/form-field';
import { EmailText } from '../../../components/ui/email-text';
import { PageLink } from '../../../components/ui/page-link';
import { errorMessage } from '../../../lib/errors';
import { planStateLabel, stateLabels } from '../../../lib/state-labels';
import { fmt, plural, useLocale, useMessages } from '../../../lib/i18n';
import { ConsoleShell, QueryState, ShowMore } from '../components/console-shell';
import { OrderLine } from '../components/customer-order-line';
import { ReasonField } from '../components/reason-field';
import { YearlyStatements } from '../components/yearly-statements';
import {
  useCustomer,
  useCustomerOrders,
  useCustomerSearch,
  useCustomerStatement,
  useEndSessions,
  useResendVerification,
  useSetSuspended,
} from '../customers-api';
import { customersMessages } from '../customers-messages';

type M = (typeof customersMessages)['en'];

/** The operator sees the ledger's exact figures: gold to the 10^-8 gram it is kept in. */
const grams = (goldE8: number) => formatGrams(goldE8, 8);

/** A signed change of a balance in its unit: +0.10000000 g, −₹500.00, +125.50 Ants. */
function formatChange(m: M, unit: StatementLine['unit'], amount: number) {
  const sign = amount < 0 ? '−' : '+';
  const abs = Math.abs(amount);
  if (unit === 'GOLD') return `${sign}${fmt(m.goldValue, { grams: grams(abs) })}`;
  if (unit === 'ANTS') return `${sign}${formatAnts(abs)} ${m.ants}`;
  return `${sign}${formatRupees(abs)}`;
}

function Badges({ c }: { c: CustomerSummary }) {
  const m = useMessages(customersMessages);
  const badge = 'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';
  return (
    <span className="flex flex-wrap gap-1.5 sm:justify-end">
      {c.suspendedAt ? (
        <span className={`${badge} bg-danger text-white`}>{m.suspended}</span>
      ) : null}
      <span className={`${badge} ${c.isVerified ? 'bg-success text-white' : 'bg-cream-deep'}`}>
        {c.isVerified ? m.verified : m.unverified}
      </span>
      {c.role === 'admin' ? (
        <span className={`${badge} bg-ink text-gold-100`}>{m.operator}</span>
      ) : null}
    </span>
  );
}

function CustomerRow({ c }: { c: CustomerSummary }) {
  const locale = useLocale();
  const m = useMessages(customersMessages);
  return (
    <li>
      <PageLink
        to={paths.adminCustomers.href({ userId: c.id })}
        className="card hover:bg-cream-deep grid gap-1 p-4 text-sm sm:grid-cols-[minmax(0,1fr)_auto]"
      >
        <span className="font-semibold">
          {c.firstName} {c.lastName}
        </span>
        <Badges c={c} />
        <span className="[overflow-wrap:anywhere]">
          <EmailText email={c.email} />
        </span>
        <span className="text-muted tabular-nums sm:text-right">{c.phone}</span>
        <span className="text-muted">
          {fmt(m.joined, { date: formatDate(c.createdAt, locale) })}
        </span>
      </PageLink>
    </li>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card p-4 md:p-6" aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Profile({ d }: { d: CustomerDetail }) {
  const locale = useLocale();
  const m = useMessages(customersMessages);
  const c = d.customer;
  const row = (label: string, value: ReactNode) => (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="break-words">{value}</dd>
    </>
  );
  return (
    <section className="card p-4 md:p-6" aria-label={`${c.firstName} ${c.lastName}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">
          {c.firstName} {c.lastName}
        </h2>
        <Badges c={c} />
      </div>
      {c.suspendedAt && (
        <p className="text-danger mt-2 text-sm">
          {fmt(m.suspendedSince, { date: formatDateTime(c.suspendedAt, locale) })}
        </p>
      )}
      <dl className="mt-3 grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {row(
          m.email,
          <span className="[overflow-wrap:anywhere]">
            <EmailText email={c.email} />
          </span>,
        )}
        {row(m.phone, c.phone)}
        {row(m.address, <span className="whitespace-pre-line">{c.address}</span>)}
        {row(m.sex, c.sex ?? m.none)}
        {row(m.referralSignup, c.referralSignup ?? m.none)}
      </dl>
      <p className="text-muted mt-3 text-sm">
        {fmt(m.joined, { date: formatDate(c.createdAt, locale) })} ·{' '}
        <PageLink
          to={paths.adminAudit.href({ targetType: 'user', targetId: c.id })}
          className="text-gold-800 underline"
        >
          {m.auditOfCustomer}
        </PageLink>
      </p>
    </section>
  );
}

function Balances({ b }: { b: CustomerDetail['balances'] }) {
  const m = useMessages(customersMessages);
  const tile = (label: string, value: string) => (
    <div className="bg-cream-deep rounded-lg p-3">
      <dt className="text-muted text-xs font-semibold tracking-wide uppercase">{label}</dt>
      <dd className="mt-1 text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
  return (
    <Section title={m.balancesTitle}>
      <dl className="grid gap-2 sm:grid-cols-3">
        {tile(m.gold, fmt(m.goldValue, { grams: grams(b.goldE8) }))}
        {tile(m.ants, formatAnts(b.antsCenti))}
        {tile(m.rupeesPaid, formatRupees(b.inrPaidPaise))}
      </dl>
      <p className="text-muted mt-2 text-xs">{m.balancesNote}</p>
    </Section>
  );
}

function SuspensionForm({ d }: { d: CustomerDetail }) {
  const m = useMessages(customersMessages);
  const c = d.customer;
  const isSuspended = c.suspendedAt !== null;
  const action = useSetSuspended(c.id);
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string>();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setDone(undefined);
    action.mutate(
      { isSuspended: !isSuspended, reason },
      {
        onSuccess: () => {
          setReason('');
          setDone(isSuspended ? m.reactivatedDone : m.suspendedDone);
        },
      },
    );
  };
  return (
    <form
      className="card grid gap-3 p-4 md:p-6"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {isSuspended ? m.reactivateTitle : m.suspendTitle}
      </h2>
      <p className="text-muted text-sm">{isSuspended ? m.reactivateText : m.suspendText}</p>
      <ReasonField value={reason} onChange={setReason} error={action.error} />
      <button
        type="submit"
        className={`${isSuspended ? 'btn-primary' : 'btn-dark'} w-fit`}
        disabled={action.isPending}
      >
        {action.isPending ? m.working : isSuspended ? m.reactivateButton : m.suspendButton}
      </button>
      {done && (
        <p role="status" className="text-success font-medium">
          {done}
        </p>
      )}
    </form>
  );
}

function ResendVerification({ userId }: { userId: string }) {
  const m = useMessages(customersMessages);
  const resend = useResendVerification(userId);
  return (
    <Section title={m.resendTitle}>
      <p className="text-muted text-sm">{m.resendText}</p>
      <button
        type="button"
        className="btn-outline mt-3"
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? m.working : m.resendButton}
      </button>
      {resend.data && (
        <p role="status" className="text-success mt-2 font-medium">
          {resend.data.message}
        </p>
      )}
      {resend.error && (
        <p role="alert" className="text-danger mt-2">
          {errorMessage(resend.error)}
        </p>
      )}
    </Section>
  );
}

function Statement({ userId }: { userId: string }) {
  const locale = useLocale();
  const m = useMessages(customersMessages);
  const q = useCustomerStatement(userId);
  const lines = q.data?.pages.flatMap((p) => p.lines) ?? [];
  return (
    <Section title={m.statementTitle}>
      <QueryState isPending={q.isPending} error={q.error} onRetry={() => void q.refetch()} />
      {q.data && lines.length === 0 && <p className="text-muted">{m.statementEmpty}</p>}
      <ol className="grid gap-2 text-sm">
        {lines.map((l) => (
          <li
            key={l.entryId}
            className="border-ink/10 grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 border-t pt-2"
          >
            <span className="font-medium">{l.type.replaceAll('_', ' ')}</span>
            <span
              className={`text-right font-semibold tabular-nums ${l.amountMinor < 0 ? 'text-danger' : 'text-success'}`}
            >
              {formatChange(m, l.unit, l.amountMinor)}
            </span>
            <span className="text-muted break-all">
              {formatDateTime(l.createdAt, locale)} · {l.reference}
            </span>
            <span className="text-muted text-right">{m[`unit${l.unit}`]}</span>
          </li>
        ))}
      </ol>
      <ShowMore q={q} label={m.more} />
    </Section>
  );
}

function Orders({ userId }: { userId: string }) {
  const m = useMessages(customersMessages);
  const q = useCustomerOrders(userId);
  const orders = q.data?.pages.flatMap((p) => p.orders) ?? [];
  return (
    <Section title={m.ordersTitle}>
      <QueryState isPending={q.isPending} error={q.error} onRetry={() => void q.refetch()} />
      {q.data && orders.length === 0 && <p className="text-muted">{m.ordersEmpty}</p>}
      <ol className="grid gap-2 text-sm">
        {orders.map((o) => (
          <OrderLine key={o.id} o={o} />
        ))}
      </ol>
      <ShowMore q={q} label={m.more} />
    </Section>
  );
}

function Plans({ plans }: { plans: Plan[] }) {
  const locale = useLocale();
  const m = useMessages(customersMessages);
  const labels = useMessages(stateLabels);
  return (
    <Section title={m.plansTitle}>
      {plans.length === 0 && <p className="text-muted">{m.plansEmpty}</p>}
      <ul className="grid gap-2 text-sm">
        {plans.map((p) => (
          <li key={p.insertId} className="border-ink/10 border-t pt-2">
            <p className="font-medium">
              {fmt(m.planLine, {
                frequency: m[`frequency${p.frequency}`],
                amount: formatRupees(p.amountPaise),
                state: planStateLabel(labels, p.state),
              })}
            </p>
            <p className="text-muted">
              {fmt(m.planSaved, { debits: p.debitsMade, grams: grams(p.goldE8Saved) })}
              {p.nextDebitDate
                ? ` · ${fmt(m.planNext, { date: formatDate(p.nextDebitDate, locale) })}`
                : ''}
              {p.stateReason ? ` · ${p.stateReason}` : ''}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Signs the customer out everywhere; `onDone` gets what happened (the list empties at once). */
function EndSessionsForm({ userId, onDone }: { userId: string; onDone: (text?: string) => void }) {
  const m = useMessages(customersMessages);
  const action = useEndSessions(userId);
  const [reason, setReason] = useState('');
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    onDone(undefined);
    action.mutate(reason, {
      onSuccess: ({ ended }) => {
        setReason('');
        onDone(
          ended === 0
            ? m.endedNone
            : fmt(plural('en', ended, { one: m.endedSessionsOne, other: m.endedSessionsOther }), {
                n: ended,
              }),
        );
      },
    });
  };
  return (
    <form className="border-ink/10 mt-4 grid gap-3 border-t pt-4" noValidate onSubmit={onSubmit}>
      <p className="text-muted text-sm">{m.endSessionsText}</p>
      <ReasonField value={reason} onChange={setReason} error={action.error} />
      <button type="submit" className="btn-outline w-fit" disabled={action.isPending}>
        {action.isPending ? m.working : m.endSessionsButton}
      </button>
    </form>
  );
}

function Sessions({ userId, sessions }: { userId: string; sessions: CustomerDetail['sessions'] }) {
  const locale = useLocale();
  const m = useMessages(customersMessages);
  const [done, setDone] = useState<string>();
  return (
    <Section title={m.sessionsTitle}>
      {sessions.length === 0 && <p className="text-muted">{m.sessionsEmpty}</p>}
      <ul className="grid gap-2 text-sm">
        {sessions.map((s, i) => (
          <li key={`${s.createdAt}-${i}`} className="border-ink/10 border-t pt-2">
            <p className="font-medium break-words">{s.userAgent ?? m.unknownDevice}</p>
            <p className="text-muted">
              {fmt(m.sessionTimes, {
                signedIn: formatDateTime(s.createdAt, locale),
                seen: formatDateTime(s.lastSeenAt, locale),
                expires: formatDate(s.expiresAt, locale),
              })}
            </p>
          </li>
        ))}
      </ul>
      {sessions.length > 0 && <EndSessionsForm userId={userId} onDone={setDone} />}
      {done && (
        <p role="status" className="text-success mt-3 font-medium">
          {done}
        </p>
      )}
    </Section>
  );
}

function CustomerView({ userId }: { userId: string }) {
  const m = useMessages(customersMessages);
  const q = useCustomer(userId);
  const d = q.data;
  return (
    <div className="grid gap-4">
      <PageLink to={paths.adminCustomers.href()} className="text-gold-800 w-fit text-sm underline">
        {m.back}
      </PageLink>
      <QueryState isPending={q.isPending} error={q.error} onRetry={() => void q.refetch()} />
      {d && (
        <>
          <Profile d={d} />
          <Balances b={d.balances} />
          <YearlyStatements userId={userId} />
          <SuspensionForm d={d} />
          {!d.customer.isVerified && <ResendVerification userId={userId} />}
          <div className="grid gap-4 lg:grid-cols-2">
            <Statement userId={userId} />
            <Orders userId={userId} />
            <Plans plans={d.plans} />
            <Sessions userId={userId} sessions={d.sessions} />
          </div>
        </>
      )}
    </div>
  );
}

function CustomerSearch() {
  const m = useMessages(customersMessages);
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const found = useCustomerSearch(q);
  const customers = found.data?.pages.flatMap((p) => p.customers) ?? [];
  const total = found.data?.pages[0]?.total ?? 0;
  const onSearch = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const next = String(new FormData(e.currentTarget).get('q') ?? '').trim();
    setParams(next ? { q: next } : {});
  };
  return (
    <>
      <form
        key={q}
        role="search"
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end"
        onSubmit={onSearch}
      >
        <TextField
          label={m.searchLabel}
          name="q"
          type="search"
          maxLength={100}
          autoComplete="off"
          defaultValue={q}
        />
        <button type="submit" className="btn-primary">
          {m.search}
        </button>
      </form>
      <div className="mt-5">
        <QueryState
          isPending={found.isPending}
          error={found.error}
          onRetry={() => void found.refetch()}
        />
        {found.data && (
          <p className="text-muted mb-3 text-sm">
            {fmt(plural('en', total, { one: m.totalOne, other: m.totalOther }), {
              n: String(total),
            })}
          </p>
        )}
        {found.data && customers.length === 0 && <p className="card p-5">{m.empty}</p>}
        <ul className="grid gap-2">
          {customers.map((c) => (
            <CustomerRow key={c.id} c={c} />
          ))}
        </ul>
        <ShowMore q={found} label={m.more} />
      </div>
    </>
  );
}

/** /admin/customers: find a customer; with ?userId, one customer (issue 16.7). */
export function CustomersPage() {
  const m = useMessages(customersMessages);
  const [params] = useSearchParams();
  const userId = params.get('userId');
  return (
    <ConsoleShell title={m.title} intro={userId ? undefined : m.intro}>
      {userId ? <CustomerView key={userId} userId={userId} /> : <CustomerSearch />}
    </ConsoleShell>
  );
}
