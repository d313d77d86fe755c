import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ConsolePayment } from '../../../../shared/api/payments';
import { formatDateTime, formatRupees } from '../../../../shared/money/format';
import { paths } from '../../../../shared/routes';
import { PageLink } from '../../../components/ui/page-link';
import { fmt, useLocale, useMessages } from '../../../lib/i18n';
import { usePayment, usePayments, useRefundPayment } from '../api';
import { ConsoleShell, QueryState } from '../components/console-shell';
import { ReasonField } from '../components/reason-field';
import { adminMessages } from '../messages';

const FILTERS = [
  { key: 'all', label: 'paymentsFilterAll', query: {} },
  {
    key: 'mismatch',
    label: 'paymentsFilterMismatch',
    query: { failureReason: 'AMOUNT_MISMATCH' },
  },
  { key: 'pending', label: 'paymentsFilterPending', query: { state: 'PENDING' } },
  { key: 'failed', label: 'paymentsFilterFailed', query: { state: 'FAILED' } },
] as const;

type M = typeof adminMessages.en;
const labelOf = (m: M, key: string) => (key in m ? m[key as keyof M] : undefined);

/** A payment's state and why it failed, in words; a reason of PhonePe's own stays its code. */
function StateText({ m, state, reason }: { m: M; state: string; reason: string | null }) {
  const why = reason ? labelOf(m, `paymentFail${reason}`) : undefined;
  return (
    <>
      {labelOf(m, `paymentState${state}`) ?? state}
      {reason && why && ` · ${why}`}
      {reason && !why && <span data-code> · {fmt(m.paymentGatewayCode, { code: reason })}</span>}
    </>
  );
}

function PaymentRow({ p }: { p: ConsolePayment }) {
  const locale = useLocale();
  const m = useMessages(adminMessages);
  return (
    <li>
      <PageLink
        to={paths.adminPayments.href({ paymentId: p.id })}
        className="card hover:bg-cream-deep grid gap-1 p-4 text-sm sm:grid-cols-[1fr_auto]"
      >
        <span className="font-semibold break-all">{p.merchantTransactionId}</span>
        <span className="font-semibold tabular-nums sm:text-right">
          {formatRupees(p.amountPaise)}
        </span>
        <span className="text-muted">
          {formatDateTime(p.createdAt, locale)} ·{' '}
          {labelOf(m, `paymentPurpose${p.purpose}`) ?? p.purpose}
        </span>
        <span
          className={
            p.state === 'SUCCESS' ? 'text-success' : p.state === 'PENDING' ? '' : 'text-danger'
          }
        >
          <StateText m={m} state={p.state} reason={p.failureReason} />
        </span>
      </PageLink>
    </li>
  );
}

function RefundForm({ paymentId, amountPaise }: { paymentId: string; amountPaise: number }) {
  const m = useMessages(adminMessages);
  const refund = useRefundPayment(paymentId);
  const [reason, setReason] = useState('');
  return (
    <form
      className="card grid gap-3 p-4 md:p-6"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        refund.mutate({ reason });
      }}
    >
      <h2 className="text-lg font-semibold">{m.paymentRefundTitle}</h2>
      <p className="text-muted">
        {fmt(m.paymentRefundText, { amount: formatRupees(amountPaise) })}
      </p>
      <ReasonField value={reason} onChange={setReason} error={refund.error} />
      <button type="submit" className="btn-dark w-fit" disabled={refund.isPending}>
        {refund.isPending ? m.working : m.paymentRefundButton}
      </button>
    </form>
  );
}

function PaymentDetail({ paymentId }: { paymentId: string }) {
  const locale = useLocale();
  const m = useMessages(adminMessages);
  const q = usePayment(paymentId);
  const d = q.data;
  return (
    <div className="grid gap-4">
      <PageLink
        to={paths.adminPayments.href()}
        className="text-gold-800 inline-flex min-h-11 items-center text-sm underline"
      >
        {m.paymentsBack}
      </PageLink>
      <QueryState isPending={q.isPending} error={q.error} onRetry={() => void q.refetch()} />
      {d && (
        <>
          <section className="card p-4 md:p-6">
            <h2 className="font-semibold break-all">{d.payment.merchantTransactionId}</h2>
            <dl className="mt-3 grid grid-cols-[8rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted">{m.paymentAmount}</dt>
              <dd className="tabular-nums">{formatRupees(d.payment.amountPaise)}</dd>
              <dt className="text-muted">{m.paymentState}</dt>
              <dd>
                <StateText m={m} state={d.payment.state} reason={d.payment.failureReason} />
              </dd>
              {d.reportedPaise !== null && (
                <>
                  <dt className="text-muted">{m.paymentReported}</dt>
                  <dd className="tabular-nums">{formatRupees(d.reportedPaise)}</dd>
                </>
              )}
              <dt className="text-muted">{m.paymentUser}</dt>
              <dd className="break-all">{d.payment.userId}</dd>
            </dl>
          </section>
          {d.canRefund && (
            <RefundForm
              paymentId={d.payment.id}
              amountPaise={Math.min(
                d.reportedPaise ?? d.payment.amountPaise,
                d.payment.amountPaise,
              )}
            />
          )}
          <section className="card p-4 md:p-6">
            <h2 className="text-lg font-semibold">{m.paymentRefunds}</h2>
            {d.refunds.length === 0 ? (
              <p className="text-muted mt-2">{m.paymentNoRefunds}</p>
            ) : (
              <ul className="mt-2 grid gap-2 text-sm">
                {d.refunds.map((r) => (
                  <li key={r.id} className="border-ink/10 border-t pt-2">
                    <span className="font-medium break-all">{r.merchantRefundId}</span> ·{' '}
                    {formatRupees(r.amountPaise)} · {labelOf(m, `paymentState${r.state}`)}
                    {r.gatewayCode && (
                      <span data-code> ({fmt(m.paymentGatewayCode, { code: r.gatewayCode })})</span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="card p-4 md:p-6">
            <h2 className="text-lg font-semibold">{m.paymentExchanges}</h2>
            <ol className="mt-2 grid gap-2 text-sm">
              {d.exchanges.map((e) => (
                <li key={e.id} className="border-ink/10 border-t pt-2">
                  <details>
                    <summary className="cursor-pointer py-3" data-code>
                      {formatDateTime(e.createdAt, locale)} · {e.direction === 'out' ? '→' : '←'}{' '}
                      {e.operation} · {e.httpStatus ?? '—'} · {e.code ?? e.error ?? ''}
                    </summary>
                    <pre
                      className="bg-cream-deep mt-2 overflow-x-auto rounded-lg p-2 text-xs"
                      data-code
                    >
                      {JSON.stringify({ request: e.request, response: e.response }, null, 2)}
                    </pre>
                  </details>
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
    </div>
  );
}

/** Payments (issue 16.6): the log, a payment's gateway exchanges, the AMOUNT_MISMATCH refund. */
export function PaymentsPage() {
  const m = useMessages(adminMessages);
  const [params] = useSearchParams();
  const paymentId = params.get('paymentId') ?? undefined;
  const [filter, setFilter] = useState<(typeof FILTERS)[number]['key']>('all');
  const current = FILTERS.find((f) => f.key === filter)!;
  const q = usePayments(current.query);

  return (
    <ConsoleShell title={m.paymentsTitle} intro={paymentId ? undefined : m.paymentsIntro}>
      {paymentId ? (
        <PaymentDetail paymentId={paymentId} />
      ) : (
        <>
          <div role="group" aria-label={m.paymentsTitle} className="mb-4 flex flex-wrap gap-2">
            {FILTERS.map((f) => (
              <button
                key={f.key}
                type="button"
                aria-pressed={f.key === filter}
                className={f.key === filter ? 'btn-dark' : 'btn-outline'}
                onClick={() => setFilter(f.key)}
              >
                {m[f.label]}
              </button>
            ))}
          </div>
          <QueryState isPending={q.isPending} error={q.error} onRetry={() => void q.refetch()} />
          {q.data?.payments.length === 0 && <p className="text-muted">{m.paymentsEmpty}</p>}
          <ul className="grid gap-2">
            {q.data?.payments.map((p) => (
              <PaymentRow key={p.id} p={p} />
            ))}
          </ul>
        </>
      )}
    </ConsoleShell>
  );
}
