import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  STORE_MESSAGES,
  STORE_ORDER_KINDS,
  STORE_ORDER_STATES,
  type AdminStoreOrder,
  type StoreOrderKind,
  type StoreOrderState,
} from '../../../../shared/api/store';
import {
  formatAnts,
  formatDateTime,
  formatGrams,
  formatRupees,
} from '../../../../shared/money/format';
import { paths } from '../../../../shared/routes';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { EmailText } from '../../../components/ui/email-text';
import { PageLink } from '../../../components/ui/page-link';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/errors';
import { fmt, plural, useLocale, useMessages } from '../../../lib/i18n';
import { useConsoleOrders, useOrderAction, type OrdersFilter } from '../api';
import { ConsoleShell, QueryState, ShowMore } from '../components/console-shell';
import { ordersMessages } from '../orders-messages';

/** The moves an order can take next from the console (the server's states.ts decides). */
function nextMoves(o: AdminStoreOrder): StoreOrderState[] {
  const pickup = o.mode === 'pickup';
  switch (o.state) {
    case 'AWAITING_PAYMENT':
      return pickup ? ['CANCELLED'] : [];
    case 'PAYMENT_SUBMITTED':
      return ['CANCELLED'];
    case 'PAID':
      return pickup ? ['READY_FOR_PICKUP', 'REFUNDED'] : ['PROCESSING', 'REFUNDED'];
    case 'PROCESSING':
      return ['SHIPPED', 'REFUNDED'];
    case 'SHIPPED':
      return ['DELIVERED'];
    case 'READY_FOR_PICKUP':
      return ['COLLECTED', 'REFUNDED'];
    default:
      return [];
  }
}

const isState = (v: string | null): v is StoreOrderState =>
  (STORE_ORDER_STATES as readonly string[]).includes(v ?? '');
const isKind = (v: string | null): v is StoreOrderKind =>
  (STORE_ORDER_KINDS as readonly string[]).includes(v ?? '');
const isDay = (v: string | null): v is string => /^\d{4}-\d{2}-\d{2}$/.test(v ?? '');

function OrderCard({
  o,
  onMoved,
}: {
  o: AdminStoreOrder;
  onMoved: (order: AdminStoreOrder) => void;
}) {
  const locale = useLocale();
  const m = useMessages(ordersMessages);
  const act = useOrderAction(o.orderId, onMoved);
  const [courier, setCourier] = useState('');
  const [tracking, setTracking] = useState('');
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  // what the ship form misses, said beside each field before anything is sent
  const [shipErrors, setShipErrors] = useState<{ courier?: string; trackingNumber?: string }>({});
  const moves = nextMoves(o);
  const serverFields = act.error instanceof ApiError ? act.error.fields : undefined;
  const busy = act.isPending;

  return (
    <li className="card p-4" data-testid="console-order">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold break-words">{o.merchantOrderId}</p>
        <span className="bg-ink text-gold-100 rounded-full px-3 py-1 text-xs font-semibold">
          {m[`state${o.state}`]}
        </span>
      </div>
      <p className="mt-1 text-sm">
        {fmt(m.orderLine, {
          title: o.title,
          quantity: o.quantity,
          kind: m[`kind${o.kind}`],
          paidBy: m[`paidBy${o.paidBy}`],
        })}
      </p>
      <dl className="mt-2 grid grid-cols-1 gap-x-3 text-sm sm:grid-cols-[6rem_minmax(0,1fr)] sm:gap-y-1 [&>dd]:mb-1 sm:[&>dd]:mb-0">
        <dt className="text-muted">{m.buyer}</dt>
        {/* a phone number or an email is broken only when it cannot fit a line of its own */}
        <dd className="break-words">
          <span className="block">{o.buyerName}</span>
          <span className="block" data-testid="buyer-email">
            <EmailText email={o.buyerEmail} />
          </span>
          <span className="block whitespace-nowrap" data-testid="buyer-phone">
            {o.buyerPhone}
          </span>
        </dd>
        <dt className="text-muted">{m.placed}</dt>
        <dd>{formatDateTime(o.createdAt, locale)}</dd>
        <dt className="text-muted">{m.total2}</dt>
        <dd className="tabular-nums">
          {o.kind === 'ReferralStoreOrders'
            ? fmt(m.paidWithAnts, { ants: formatAnts(o.antsCenti) })
            : o.kind === 'GoldSmith'
              ? fmt(m.paidWithGold, { grams: formatGrams(o.goldE8, 3) })
              : formatRupees(o.totalPaise)}
        </dd>
        <dt className="text-muted">{o.mode === 'pickup' ? m.pickup : m.deliverTo}</dt>
        <dd className="break-words">{o.address}</dd>
      </dl>
      {o.utr && <p className="mt-2 text-sm font-semibold">{fmt(m.utr, { utr: o.utr })}</p>}
      {o.courier && o.trackingNumber && (
        <p className="mt-2 text-sm">
          {fmt(m.tracking, { courier: o.courier, tracking: o.trackingNumber })}
        </p>
      )}
      {o.refund && (
        <p className="mt-2 text-sm font-semibold" data-testid="gateway-refund">
          {fmt(m.refund, { state: m[`refund${o.refund.state}`] })}
          {o.refund.gatewayCode && (
            <span className="text-muted ml-2 font-normal" data-code>
              ({fmt(m.gatewayCode, { code: o.refund.gatewayCode })})
            </span>
          )}
        </p>
      )}

      {o.state === 'PAYMENT_SUBMITTED' && (
        <div className="mt-3 space-y-2">
          <button
            type="button"
            className="btn-primary w-full sm:w-auto"
            disabled={busy}
            onClick={() => act.mutate({ kind: 'verify' })}
          >
            {m.verify}
          </button>
          <form
            className="flex flex-col gap-2 sm:flex-row sm:items-end"
            onSubmit={(e: FormEvent) => {
              e.preventDefault();
              act.mutate({ kind: 'reject', reason: reason.trim() });
            }}
          >
            <TextField
              className="grow"
              label={m.rejectReason}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              minLength={3}
              maxLength={300}
              required
            />
            <button type="submit" className="btn-outline" disabled={busy}>
              {m.reject}
            </button>
          </form>
        </div>
      )}

      {moves.length > 0 && (
        <div className="mt-3 space-y-2">
          {moves.includes('SHIPPED') && (
            <div className="grid gap-2 sm:grid-cols-2">
              <TextField
                label={m.courier}
                value={courier}
                maxLength={60}
                error={shipErrors.courier ?? serverFields?.courier}
                onChange={(e) => {
                  setCourier(e.target.value);
                  setShipErrors((v) => ({ ...v, courier: undefined }));
                }}
              />
              <TextField
                label={m.trackingNumber}
                value={tracking}
                maxLength={60}
                error={shipErrors.trackingNumber ?? serverFields?.trackingNumber}
                onChange={(e) => {
                  setTracking(e.target.value);
                  setShipErrors((v) => ({ ...v, trackingNumber: undefined }));
                }}
              />
            </div>
          )}
          {moves.some((s) => s === 'REFUNDED' || s === 'CANCELLED') && (
            <TextField
              label={m.note}
              value={note}
              maxLength={300}
              onChange={(e) => setNote(e.target.value)}
            />
          )}
          {moves.includes('REFUNDED') && o.paidBy === 'upi' && (
            <p className="text-muted text-xs">{m.refundByHand}</p>
          )}
          <div className="flex flex-wrap gap-2">
            {moves.map((to) => (
              <button
                key={to}
                type="button"
                className={to === 'REFUNDED' || to === 'CANCELLED' ? 'btn-outline' : 'btn-primary'}
                disabled={busy}
                onClick={() => {
                  if (to === 'SHIPPED') {
                    const missing = {
                      courier: courier.trim() ? undefined : STORE_MESSAGES.courierRequired,
                      trackingNumber: tracking.trim() ? undefined : STORE_MESSAGES.trackingRequired,
                    };
                    setShipErrors(missing);
                    if (missing.courier || missing.trackingNumber) return;
                  }
                  act.mutate({
                    kind: 'move',
                    to,
                    ...(to === 'SHIPPED'
                      ? { courier: courier.trim(), trackingNumber: tracking.trim() }
                      : {}),
                    ...((to === 'REFUNDED' || to === 'CANCELLED') && note.trim()
                      ? { note: note.trim() }
                      : {}),
                  });
                }}
              >
                {m[`to${to}` as keyof typeof m]}
              </button>
            ))}
          </div>
        </div>
      )}
      {act.isError && (
        <p role="alert" className="text-danger mt-2 text-sm">
          {errorMessage(act.error)}
        </p>
      )}
      {act.isSuccess && (
        <p role="status" className="mt-2 text-sm">
          {m.done}
        </p>
      )}
      <PageLink
        to={paths.adminAudit.href({ targetType: 'store_order', targetId: o.orderId })}
        className="text-gold-800 mt-2 inline-block min-h-11 py-2 text-sm underline"
      >
        {m.viewAudit}
      </PageLink>
    </li>
  );
}

/** /admin/orders: every store order with its filters and the operator's moves. */
export function OrdersPage() {
  const m = useMessages(ordersMessages);
  const [params, setParams] = useSearchParams();
  const filter: OrdersFilter = {};
  const state = params.get('state');
  const kind = params.get('kind');
  const from = params.get('from');
  const to = params.get('to');
  if (isState(state)) filter.state = state;
  if (isKind(kind)) filter.kind = kind;
  if (isDay(from)) filter.from = from;
  if (isDay(to)) filter.to = to;
  const q = useConsoleOrders(filter);
  // an order moved out of the state shown leaves the list: say where it went
  const [moved, setMoved] = useState<AdminStoreOrder | null>(null);
  const movedAway = moved && filter.state && filter.state !== moved.state ? moved : null;
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  const found = q.data?.pages[0]?.total ?? 0;

  const onFilter = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const next = new URLSearchParams();
    for (const k of ['state', 'kind', 'from', 'to']) {
      const v = String(data.get(k) ?? '');
      if (v) next.set(k, v);
    }
    setParams(next);
  };

  return (
    <ConsoleShell title={m.title} intro={m.intro}>
      <form
        key={params.toString()}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
        onSubmit={onFilter}
      >
        <SelectField label={m.filterState} name="state" defaultValue={filter.state ?? ''}>
          <option value="">{m.any}</option>
          {STORE_ORDER_STATES.map((s) => (
            <option key={s} value={s}>
              {m[`state${s}`]}
            </option>
          ))}
        </SelectField>
        <SelectField label={m.filterKind} name="kind" defaultValue={filter.kind ?? ''}>
          <option value="">{m.any}</option>
          {STORE_ORDER_KINDS.map((k) => (
            <option key={k} value={k}>
              {m[`kind${k}`]}
            </option>
          ))}
        </SelectField>
        <TextField label={m.filterFrom} name="from" type="date" defaultValue={filter.from ?? ''} />
        <TextField label={m.filterTo} name="to" type="date" defaultValue={filter.to ?? ''} />
        <button type="submit" className="btn-primary">
          {m.apply}
        </button>
      </form>

      <div className="mt-5">
        <QueryState isPending={q.isPending} error={q.error} onRetry={() => void q.refetch()} />
        {q.data && (
          <p className="text-muted mb-3 text-sm">
            {fmt(plural('en', found, { one: m.totalOne, other: m.total }), { n: found })}
          </p>
        )}
        {movedAway && (
          <p role="status" className="card mb-3 flex flex-wrap items-center gap-x-3 p-3 text-sm">
            <span>
              {fmt(m.movedAway, {
                id: movedAway.merchantOrderId,
                state: m[`state${movedAway.state}`],
              })}
            </span>
            <PageLink
              to={paths.adminOrders.href({ ...filter, state: movedAway.state })}
              className="text-gold-800 inline-flex min-h-11 items-center font-semibold underline"
            >
              {fmt(m.seeItUnder, { state: m[`state${movedAway.state}`] })}
            </PageLink>
          </p>
        )}
        {q.data && items.length === 0 && <p className="card p-5">{m.empty}</p>}
        <ul className="space-y-3">
          {items.map((o) => (
            <OrderCard key={o.orderId} o={o} onMoved={setMoved} />
          ))}
        </ul>
        <ShowMore q={q} label={m.more} />
      </div>
    </ConsoleShell>
  );
}
