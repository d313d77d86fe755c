import type { StoreOrderState } from '../../shared/api/store';
import type { ConsolePlanState } from '../../shared/api/plans';
import { defineMessages } from './i18n';

/**
 * The words for a record's state wherever a person reads a list of records (payment history, the
 * console's customer page): an order's payment, a store order's delivery, an Autopay plan. The
 * codes stay in the API; nobody reads PAYMENT_SUBMITTED (issue 31).
 */
export const stateLabels = defineMessages(
  {
    en: {
      // an order's payment (spec 4: green for success, red otherwise)
      paymentSUCCESS: 'Success',
      paymentPENDING: 'Pending',
      paymentFAILED: 'Failed',
      // a store order's delivery
      deliveryAWAITING_PAYMENT: 'Awaiting payment',
      deliveryPAYMENT_SUBMITTED: 'Payment submitted, being verified',
      deliveryPAID: 'Paid',
      deliveryPROCESSING: 'Processing',
      deliverySHIPPED: 'Shipped',
      deliveryDELIVERED: 'Delivered',
      deliveryREADY_FOR_PICKUP: 'Ready for pickup',
      deliveryCOLLECTED: 'Collected',
      deliveryCANCELLED: 'Cancelled',
      deliveryREFUNDED: 'Refunded',
      // an Autopay plan (the words of the plan pages, features/plans/messages.ts)
      planCREATED: 'Waiting for UPI ID',
      planAUTH_PENDING: 'Waiting for approval',
      planACTIVE: 'Active',
      planPAUSED: 'Paused in UPI app',
      planHALTED: 'Paused',
      planSAVER_PAUSED: 'Paused by you',
      planCANCELLED: 'Cancelled',
      planREVOKED: 'Revoked',
      planFAILED: 'Not approved',
      planEXPIRED: 'Ended',
      planVAULT_FULL: 'Paused: vault full',
      planNOT_STARTED: 'Not started',
      unknown: 'Being updated',
    },
  },
  { te: () => import('./state-labels.te'), hi: () => import('./state-labels.hi') },
);

type Labels = typeof stateLabels.en;
const pick = (m: Labels, key: string) => (key in m ? m[key as keyof Labels] : m.unknown);

/** An order's payment status (or, for a plan row in payment history, its plan state) in words. */
export const statusLabel = (m: Labels, status: string, isPlan = false) =>
  pick(m, `${isPlan ? 'plan' : 'payment'}${status}`);
/** A store order's delivery state in words. */
export const deliveryLabel = (m: Labels, state: StoreOrderState | string) =>
  pick(m, `delivery${state}`);
/** An Autopay plan's state in words. */
export const planStateLabel = (m: Labels, state: ConsolePlanState | string) =>
  pick(m, `plan${state}`);
