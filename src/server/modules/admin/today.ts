import type { Today } from '../../../shared/api/today';
import { istDateOf, istMidnight } from '../../../shared/rules/autopay';
import type { AppDeps } from '../../deps';
import { countWaitingMessages } from '../contact/service';
import { findInvoicedBetween } from '../orders/service';
import { countStoreOrdersInState, utrClaimsOverdue } from '../store/service';
import { reserveToday } from '../reserve/service';
import { planCounters } from '../subscriptions/service';
import { getCustomerTotals } from '../wallet/service';
import { lastReconciliation } from './reconciliation';

/** Orders whose gold goes into the buyer's vault (a coin's gold is the store's, not sold here). */
const VAULT_KINDS = new Set(['DigitalGold', 'SubscriptionTransactions']);

/**
 * The console's home: today (India's calendar day, by the app's clock) in sales and gold, the
 * gold customers hold, the work waiting in each list, and the last reconciliation.
 */
export async function todayCounters(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
): Promise<Today> {
  const day = istDateOf(deps.clock.now());
  const from = istMidnight(day);
  // India has no daylight saving: a day is always 24 hours
  const to = new Date(from.getTime() + 86_400_000);
  const [
    invoiced,
    customers,
    utrToVerify,
    utrLate,
    ordersToShip,
    plans,
    messagesWaiting,
    reconciliation,
    reserve,
  ] = await Promise.all([
    findInvoicedBetween(deps.db, from, to),
    getCustomerTotals(deps.db),
    countStoreOrdersInState(deps, 'PAYMENT_SUBMITTED'),
    utrClaimsOverdue(deps),
    countStoreOrdersInState(deps, 'PAID'),
    planCounters(deps, from, to),
    countWaitingMessages(deps.db),
    lastReconciliation(deps.db),
    reserveToday(deps.db),
  ]);
  let salesPaise = 0;
  let goldSoldE8 = 0;
  for (const o of invoiced) {
    salesPaise += o.taxablePaise + o.cgstPaise + o.sgstPaise + o.igstPaise;
    if (VAULT_KINDS.has(o.kind)) goldSoldE8 += o.goldE8;
  }
  return {
    day,
    invoicesToday: invoiced.length,
    salesPaise,
    goldSoldE8,
    goldHeldE8: customers.GOLD,
    utrToVerify,
    utrOverdue: utrLate.overdue,
    utrOldestAt: utrLate.oldestAt,
    utrVerifyHours: deps.config.DIRECT_PAY_VERIFY_HOURS,
    ordersToShip,
    haltedPlans: plans.haltedPlans,
    failedDebitsToday: plans.failedDebits,
    messagesWaiting,
    reconciliation,
    reserve,
  };
}
