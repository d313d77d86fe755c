import { useSearchParams } from 'react-router';
import { DELIVERY_STATUSES, deliveryNotePath } from '../../../shared/api/referrals';
import { formatAnts, formatDateTime, formatGrams } from '../../../shared/money/format';
import { Alert } from '../../components/ui/alert';
import { BackHomeBar } from '../../components/ui/back-home-bar';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/errors';
import { fmt, useMessages } from '../../lib/i18n';
import { useCoinOrder } from './api';
import { referralMessages } from './messages';
import { paths } from '../../../shared/routes';

/** The usual path of a parcel; RETURNED replaces the last step when delivery failed. */
const TRACK = DELIVERY_STATUSES.filter((s) => s !== 'RETURNED');

/** /user/order?orderId=...: a referral-store or Gold Smith order with its delivery tracking. */
export function CoinOrderPage() {
  const m = useMessages(referralMessages);
  const [params] = useSearchParams();
  const id = params.get('orderId') ?? '';
  const q = useCoinOrder(id);
  const o = q.data;
  const isMissing = !id || (q.error instanceof ApiError && q.error.status === 404);

  const steps: string[] =
    o?.deliveryStatus === 'RETURNED' ? [...TRACK.slice(0, -1), 'RETURNED'] : [...TRACK];
  const at = o ? steps.indexOf(o.deliveryStatus) : -1;

  return (
    <section className="page max-w-2xl pb-28">
      <h1 className="page-title">{m.orderTitle}</h1>
      {isMissing && (
        <Alert tone="error" className="mt-4">
          {m.orderNotFound}
        </Alert>
      )}
      {q.isError && !isMissing && (
        <Alert tone="error" className="mt-4">
          {errorMessage(q.error)}
        </Alert>
      )}
      {q.isPending && id && <p className="text-muted mt-4">{m.loading}</p>}
      {o && (
        <>
          <div className="card mt-4 p-5">
            <h2 className="font-display text-xl font-bold">{o.title}</h2>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted">{m.orderId}</dt>
              <dd className="font-mono text-xs break-all">{o.merchantOrderId}</dd>
              <dt className="text-muted">{m.orderType}</dt>
              <dd>{o.kind}</dd>
              <dt className="text-muted">{m.orderDate}</dt>
              <dd>{formatDateTime(o.createdAt)}</dd>
              <dt className="text-muted">
                {o.kind === 'ReferralStoreOrders' ? m.orderPaidAnts : m.orderPaidGold}
              </dt>
              <dd className="tabular-nums">
                {o.kind === 'ReferralStoreOrders'
                  ? fmt(m.antsValue, { ants: formatAnts(o.antsCenti) })
                  : fmt(m.orderGoldGrams, { grams: formatGrams(o.goldE8, 3) })}
              </dd>
              <dt className="text-muted">{m.orderDeliverTo}</dt>
              <dd className="break-words">
                {o.recipientName}
                <br />
                {o.deliveryAddress}
              </dd>
            </dl>
          </div>

          <section aria-labelledby="tracking" className="card mt-4 p-5">
            <h2 id="tracking" className="font-display text-lg font-bold">
              {m.orderTracking}
            </h2>
            <ol className="mt-4 space-y-0">
              {steps.map((s, i) => {
                const isDone = i < at;
                const isCurrent = i === at;
                return (
                  <li key={s} className="relative flex gap-3 pb-5 last:pb-0">
                    {i < steps.length - 1 && (
                      <span
                        aria-hidden
                        className={`absolute top-6 left-[11px] h-full w-0.5 ${isDone ? 'bg-gold-500' : 'bg-ink/15'}`}
                      />
                    )}
                    <span
                      aria-hidden
                      className={`relative z-10 inline-flex size-6 shrink-0 items-center justify-center rounded-full border-2 ${isDone || isCurrent ? 'border-gold-500 bg-gold-500' : 'border-ink/25 bg-white'}`}
                    />
                    <span className={isCurrent ? 'font-semibold' : isDone ? '' : 'text-muted'}>
                      {m[`step${s}` as keyof typeof m]}{' '}
                      <span className="sr-only">
                        {isCurrent ? m.stepCurrent : isDone ? m.stepDone : ''}
                      </span>
                    </span>
                  </li>
                );
              })}
            </ol>
            <p className="text-muted mt-4 text-xs leading-relaxed">{m.trackingNote}</p>
          </section>

          <div className="card mt-4 p-5">
            <a
              href={deliveryNotePath(o.id)}
              className="text-gold-700 inline-block min-h-11 py-2 font-semibold underline"
              target="_blank"
              rel="noopener"
            >
              {m.deliveryNote}
            </a>
            <p className="text-muted text-sm">{m.deliveryNoteText}</p>
          </div>
        </>
      )}
      <BackHomeBar backTo={paths.paymentHistory.href()} backLabel={m.back} homeLabel={m.home} />
    </section>
  );
}
