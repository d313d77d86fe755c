/** The gateway's Autopay callbacks (mandate approval, debit, subscription), checked by status. */
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { type GatewayCallback, onMandateCallback } from '../payments/service';
import * as repo from './repo';
import { isFinalPlanState } from './states';
import { logOf, logs } from './common';
import { checkDebit } from './debits/settle';
import { checkMandate, syncMandate } from './mandate-setup';

/** A verified callback that changes nothing here: logged with the reason (it was answered 200). */
function unmatched(deps: AppDeps, e: { type: string }, reference: string, reason: string) {
  logOf(deps)?.info(
    { callback: e.type, reference, reason },
    'Autopay callback changes nothing: ' + reason,
  );
}

async function onCallback(deps: AppDeps, e: Exclude<GatewayCallback, { type: 'PAYMENT' }>) {
  switch (e.type) {
    case 'AUTH': {
      const plan = await repo.findPlanByAuthRequestId(deps.db, e.authRequestId);
      if (plan?.state === 'AUTH_PENDING' || plan?.state === 'CREATED')
        await checkMandate(deps, plan);
      else
        unmatched(
          deps,
          e,
          e.authRequestId,
          plan ? `the plan is ${plan.state}` : 'no plan has this mandate request',
        );
      return;
    }
    case 'DEBIT': {
      const d = await repo.findDebitByTransactionId(deps.db, e.merchantTransactionId);
      // a debit closed NOT_CHARGED that the bank completed after all is settled once, late
      if (d?.state === 'PROCESSING' || d?.state === 'NOT_CHARGED') await checkDebit(deps, d);
      else
        unmatched(
          deps,
          e,
          e.merchantTransactionId,
          d ? `the debit is ${d.state}` : 'no debit has this order id',
        );
      return;
    }
    case 'SUBSCRIPTION': {
      const plan = await repo.findPlanBySubscriptionId(deps.db, e.subscriptionId);
      if (plan && !isFinalPlanState(plan.state)) await syncMandate(deps, plan);
      else
        unmatched(
          deps,
          e,
          e.subscriptionId,
          plan ? `the plan has ended (${plan.state})` : 'no plan has this mandate',
        );
      return;
    }
    case 'NOTIFY':
      // the notify call's own answer already moved the debit; the status API covers a lost one
      return;
  }
}

export function registerSubscriptions(deps: AppDeps, log: FastifyBaseLogger) {
  logs.set(deps, log);
  onMandateCallback(deps, async (e) => {
    try {
      await onCallback(deps, e);
    } catch (err) {
      // the job's status checks settle what a callback could not
      logOf(deps)?.warn({ err, callback: e.type }, 'handling an Autopay callback failed');
    }
  });
}
