import type { FastifyInstance } from 'fastify';
import { customersConsoleApi } from '../../../shared/api/customers';
import type { AppDeps } from '../../deps';
import { currentOperator } from '../../http/operator-gate';
import { route } from '../../http/route';
import {
  getCustomer,
  listCustomerSessions,
  resendVerificationFor,
  searchCustomers,
} from '../accounts/service';
import { listHistory } from '../orders/service';
import { listPlans } from '../subscriptions/service';
import { getBalances, listUserStatement } from '../wallet/service';

/**
 * One customer as the console shows them (issue 16.7): the profile, the balances the wallet
 * ledger holds (never recomputed here), Autopay plans and live sessions. NOT_FOUND for no account.
 */
export async function getCustomerDetail(deps: AppDeps, userId: string) {
  const customer = await getCustomer(deps, userId);
  const [balances, plans, sessions] = await Promise.all([
    getBalances(deps.db, userId),
    listPlans(deps, userId),
    listCustomerSessions(deps, userId),
  ]);
  return { customer, balances, plans, sessions };
}

/** A page of the customer's ledger statement, newest first. */
export async function getCustomerStatement(
  deps: AppDeps,
  userId: string,
  page: number,
  pageSize: number,
) {
  await getCustomer(deps, userId);
  const { rows, total } = await listUserStatement(deps.db, userId, pageSize, (page - 1) * pageSize);
  return { lines: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total };
}

/** A page of the customer's orders of every kind (quick buy, store, referral store, Gold Smith, Autopay). */
export async function getCustomerOrders(
  deps: AppDeps,
  userId: string,
  page: number,
  pageSize: number,
) {
  await getCustomer(deps, userId);
  const { items, total } = await listHistory(deps.db, userId, 'All', page, pageSize);
  return { orders: items, total };
}

/** The Customers section's routes (behind the operator gate, as every /api/admin route). */
export function customersConsole(app: FastifyInstance, deps: AppDeps) {
  route(app, customersConsoleApi.search, async (req) =>
    searchCustomers(deps, req.query.q, req.query.page, req.query.pageSize),
  );
  route(app, customersConsoleApi.detail, async (req) => getCustomerDetail(deps, req.params.userId));
  route(app, customersConsoleApi.statement, async (req) =>
    getCustomerStatement(deps, req.params.userId, req.query.page, req.query.pageSize),
  );
  route(app, customersConsoleApi.orders, async (req) =>
    getCustomerOrders(deps, req.params.userId, req.query.page, req.query.pageSize),
  );
  route(app, customersConsoleApi.resendVerification, async (req) => ({
    message: await resendVerificationFor(deps, currentOperator(req), req.params.userId),
  }));
}
