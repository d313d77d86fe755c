import { createDebits } from './debits';
import { createMandates } from './mandates';
import { createPayments } from './payments';
import { createSandboxState } from './state';
import type { SandboxOptions, Subscription } from './types';

/**
 * A protocol-faithful PhonePe v1 simulator (reference sections 1, 2 and 5; sandbox/v2.ts adds the
 * v2 protocol on the same state): it verifies X-VERIFY on every request, enforces amounts and id
 * rules, keeps one-off payments, refunds, mandates and debits in state machines on an injectable
 * clock, and signs its callbacks as PhonePe does. State is kept in memory: one simulator per app
 * instance (run one instance in sandbox mode).
 *
 * The parts: state.ts (the shared state, knobs, callback delivery, signed-call checks), one
 * factory per state machine (payments.ts: payments and refunds; mandates.ts: mandates and their
 * authorisation; debits.ts: Autopay debits), and rules.ts for what v1 and v2 check alike.
 */

export * from './types';
export { isAmount, isDebitWindow, isMerchantUrl, mandateAmountProblem } from './rules';

export function createSandbox(opts: SandboxOptions) {
  const state = createSandboxState(opts);
  const payments = createPayments(state);
  const mandates = createMandates(state);
  const debits = createDebits(state, mandates);
  const { subsById, auths } = state;

  /**
   * What the UPI app of `vpa` shows (everyone's when neither is given), with `request`: the intent
   * it was opened with, or the QR code it scanned.
   */
  function upiInbox(vpa?: string, request?: string) {
    const mine = (s: Subscription) => (!vpa && !request) || (vpa !== undefined && s.vpa === vpa);
    const all = [...subsById.values()];
    all.forEach(mandates.refreshSubscription);
    [...state.debits.values()].forEach(debits.refreshDebit);
    return {
      authRequests: [...auths.values()]
        .filter((a) => a.state === 'PENDING' && subsById.get(a.subscriptionId)!.state === 'CREATED')
        .filter((a) => a.authRequestId === request || mine(subsById.get(a.subscriptionId)!))
        .map((a) => ({ auth: a, subscription: subsById.get(a.subscriptionId)! })),
      debits: [...state.debits.values()]
        .filter((d) => d.state === 'PENDING' && mine(subsById.get(d.subscriptionId)!))
        .map((d) => ({ debit: d, subscription: subsById.get(d.subscriptionId)! })),
      mandates: all.filter((s) => (s.state === 'ACTIVE' || s.state === 'PAUSED') && mine(s)),
    };
  }

  return {
    merchantId: opts.merchantId,
    api: {
      pay: payments.pay,
      status: payments.status,
      refund: payments.refund,
      createSubscription: mandates.createSubscription,
      subscriptionStatus: mandates.subscriptionStatus,
      validateVpa: mandates.validateVpa,
      authInit: mandates.authInit,
      authStatus: mandates.authStatus,
      notify: debits.notify,
      execute: debits.execute,
      debitStatus: debits.debitStatus,
      cancel: mandates.cancel,
    },
    page: { of: payments.pageOf, choose: payments.choose },
    /** the state and helpers the v2 layer (sandbox/v2.ts) shares with the v1 simulator */
    internal: {
      payTxns: state.payTxns,
      byToken: state.byToken,
      subscriptions: state.subscriptions,
      subsById,
      auths,
      debits: state.debits,
      now: state.now,
      deliver: state.deliver,
      chaos: state.chaos,
      finalize: payments.finalize,
      expireIfDue: payments.expireIfDue,
      refreshSubscription: mandates.refreshSubscription,
      refreshDebit: debits.refreshDebit,
      notifiedDebit: debits.notifiedDebit,
      subscriptionCallback: mandates.subscriptionCallback,
      onV2: state.onV2,
    },
    upi: {
      inbox: upiInbox,
      decideAuth: mandates.decideAuth,
      decideDebit: debits.decideDebit,
      changeMandate: mandates.changeMandate,
    },
    control: { ...state.control, resolve: payments.resolve },
    close: state.close,
  };
}

export type Sandbox = ReturnType<typeof createSandbox>;
