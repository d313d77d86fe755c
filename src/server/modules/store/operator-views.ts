/** Store orders as the operator's console reads them. */
import type { AdminStoreOrder, StoreOrderState } from '../../../shared/api/store';
import type { StoreOrderKind } from '../../../shared/api/store';
import { istMidnight } from '../../../shared/rules/autopay';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { findOrderById, findOrdersByIds, type OrderRow } from '../orders/service';
import { findPaymentsFor, refundsOfPayment } from '../payments/service';
import { storeMessages as msg } from './messages';
import { STORE_ORDER_PURPOSE } from './pricing';
import * as repo from './repo';
import { toStoreOrder } from './views';

/**
 * Store orders of every kind, newest first, for the operator: by state, kind and the Indian
 * calendar days they were placed on (`from` and `to` included).
 */
export async function listOrdersForOperator(
  deps: AppDeps,
  q: {
    state?: StoreOrderState | undefined;
    kind?: StoreOrderKind | undefined;
    from?: string | undefined;
    to?: string | undefined;
    page: number;
    pageSize: number;
  },
) {
  const { rows, total } = await repo.listStoreOrders(
    deps.db,
    {
      state: q.state,
      kind: q.kind,
      since: q.from ? istMidnight(q.from) : undefined,
      // India has no daylight saving: a day is always 24 hours
      until: q.to ? new Date(istMidnight(q.to).getTime() + 86_400_000) : undefined,
    },
    q.pageSize,
    (q.page - 1) * q.pageSize,
  );
  const ids = rows.map((r) => r.orderId);
  const [orders, events] = [
    await findOrdersByIds(deps.db, ids),
    await repo.findEvents(deps.db, ids),
  ];
  const byId = new Map(orders.map((o) => [o.id, o]));
  const items: AdminStoreOrder[] = [];
  for (const s of rows) {
    const o = byId.get(s.orderId);
    if (o) items.push(await toAdminOrder(deps, o, s, events));
  }
  return { total, items };
}

export async function toAdminOrder(
  deps: AppDeps,
  o: OrderRow,
  s: repo.StoreOrderRow,
  events: repo.EventRow[],
): Promise<AdminStoreOrder> {
  const paidBy: AdminStoreOrder['paidBy'] =
    o.kind === 'ReferralStoreOrders'
      ? 'ants'
      : o.kind === 'GoldSmith'
        ? 'gold'
        : s.mode === 'pickup'
          ? 'upi'
          : 'gateway';
  let refund: AdminStoreOrder['refund'] = null;
  if (s.state === 'REFUNDED' && paidBy === 'gateway') {
    const paid = (await findPaymentsFor(deps, STORE_ORDER_PURPOSE, o.id)).find(
      (p) => p.state === 'SUCCESS',
    );
    const r = paid ? (await refundsOfPayment(deps, paid.id)).at(-1) : undefined;
    if (r)
      refund = {
        state: r.state,
        amountPaise: r.amountPaise,
        gatewayCode: r.gatewayCode,
        merchantRefundId: r.merchantRefundId,
      };
  }
  return {
    ...toStoreOrder(deps, o, s, events),
    buyerEmail: o.buyerEmail,
    buyerPhone: o.buyerPhone,
    paidBy,
    refund,
  };
}

/** One order as the operator sees it. */
export async function loadAdminOrder(deps: AppDeps, orderId: string) {
  const [order, store, events] = [
    await findOrderById(deps.db, orderId),
    await repo.findStoreOrder(deps.db, orderId),
    await repo.findEvents(deps.db, [orderId]),
  ];
  if (!order || !store) throw new AppError('NOT_FOUND', msg.orderNotFound);
  return toAdminOrder(deps, order, store, events);
}

/** How many store orders of every kind are in this state (the console's counters). */
/**
 * The UTRs waiting for a check and those waiting longer than the buyer was promised (the UTR
 * confirmation: "we will verify it within DIRECT_PAY_VERIFY_HOURS hours"), with the oldest claim.
 * The promise runs from the newest UTR of an order (a UTR sent again after a refusal restarts it).
 */
export async function utrClaimsOverdue(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>) {
  const cutoff = deps.clock.now().getTime() - deps.config.DIRECT_PAY_VERIFY_HOURS * 3_600_000;
  const claims = (await repo.findUtrClaimsWaiting(deps.db)).flatMap((c) =>
    c.claimedAt ? [new Date(c.claimedAt).getTime()] : [],
  );
  const oldest = claims.length ? Math.min(...claims) : null;
  return {
    overdue: claims.filter((t) => t < cutoff).length,
    oldestAt: oldest === null ? null : new Date(oldest).toISOString(),
  };
}

export async function countStoreOrdersInState(deps: Pick<AppDeps, 'db'>, state: StoreOrderState) {
  return (await repo.listStoreOrders(deps.db, { state }, 0, 0)).total;
}
