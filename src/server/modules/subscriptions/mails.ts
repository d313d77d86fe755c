/** The saver's Autopay mails: a plan's changes and each debit's outcome. */
import {
  formatDate,
  formatDateTime,
  formatGrams,
  formatRupees,
} from '../../../shared/money/format';
import { cycleWindow, firstDebitableCycle, istMidnight } from '../../../shared/rules/autopay';
import { paths } from '../../../shared/routes';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { findBuyerOf } from '../accounts/service';
import type { OrderRow } from '../orders/service';
import { enqueueMail, renderMail } from '../mail/service';
import { vaultLimitE8 } from '../wallet/service';
import type { PlanEvent } from './states';
import { FREQ_WORD, type DebitRow, type PlanRow } from './common';
import { planMessages } from './messages';

const msg = planMessages.en;
const mailText = msg.mail;

export async function mailUser(
  deps: AppDeps,
  tx: Tx,
  userId: string,
  m: {
    kind: string;
    subject: string;
    intro: string[];
    action: { label: string; path: string };
    outro?: string[];
  },
) {
  const buyer = await findBuyerOf(tx, userId);
  if (!buyer) return;
  const c = deps.config;
  const body = renderMail({
    brand: c.OPERATOR_BRAND,
    footer: mailText.footer(c.OPERATOR_NAME, c.OPERATOR_ADDRESS, c.OPERATOR_GSTIN),
    greeting: mailText.greeting(buyer.firstName),
    intro: m.intro,
    action: { label: m.action.label, url: `${c.publicUrl}${m.action.path}` },
    outro: m.outro ?? [mailText.outro],
    signOff: mailText.signOff(c.OPERATOR_BRAND),
  });
  await enqueueMail(tx, deps.clock.now(), {
    kind: m.kind,
    to: buyer.email,
    subject: m.subject,
    ...body,
  });
}

/** Whom to write to about a debit: the grievance officer the privacy policy names. */
const grievance = (deps: AppDeps) =>
  mailText.grievance(deps.config.OPERATOR_FOUNDER, deps.config.OPERATOR_FOUNDER_EMAIL);

/**
 * The one mail after a debit that went through (settleSuccess sends it in the transaction that
 * moves the debit out of PROCESSING, so once): the amount, the gold, the invoice number and whom
 * to write to about it.
 */
export async function mailDebitReceipt(
  deps: AppDeps,
  tx: Tx,
  d: Pick<DebitRow, 'merchantTransactionId'>,
  order: Pick<OrderRow, 'userId' | 'amountPaise' | 'goldE8' | 'pricePaisePerGram'>,
  invoiceNo: string,
) {
  await mailUser(deps, tx, order.userId, {
    kind: 'plan-debit-receipt',
    subject: mailText.receiptSubject(formatRupees(order.amountPaise)),
    intro: [
      mailText.received(formatRupees(order.amountPaise), d.merchantTransactionId),
      mailText.inVault(
        formatGrams(order.goldE8, 8),
        formatRupees(order.pricePaisePerGram ?? 0),
        invoiceNo,
      ),
    ],
    action: {
      label: mailText.viewInvoice,
      path: paths.invoice.href({ transactionId: d.merchantTransactionId }),
    },
    outro: [mailText.keep, grievance(deps)],
  });
}

/**
 * The pre-debit notice (notifyStep sends it in the transaction that records the gateway's notice,
 * so once): the merchant, amount, date and time window, and the one-tap skip link (it asks to
 * confirm; skip-link.ts signs it).
 */
export async function mailDebitNotice(
  deps: AppDeps,
  tx: Tx,
  plan: PlanRow,
  d: Pick<DebitRow, 'amountPaise'>,
  window: { from: Date; until: Date; skipPath: string },
) {
  const { from, until } = window;
  const merchant = `${deps.config.OPERATOR_BRAND} (${deps.config.OPERATOR_NAME})`;
  await mailUser(deps, tx, plan.userId, {
    kind: 'plan-debit-notice',
    subject: mailText.noticeSubject(formatRupees(d.amountPaise), formatDate(from)),
    intro: [
      mailText.notice(formatRupees(d.amountPaise), formatDate(from), planName(plan)),
      mailText.noticeWindow(merchant, formatDateTime(from), formatDateTime(until)),
      mailText.noticeNext,
    ],
    action: { label: mailText.skipThisOne, path: window.skipPath },
  });
}

/** The one mail after a debit that did not go through (the plan goes on with its next date). */
export async function mailDebitFailed(
  deps: AppDeps,
  tx: Tx,
  plan: PlanRow,
  d: Pick<DebitRow, 'amountPaise' | 'cycleDate'>,
) {
  await mailUser(deps, tx, plan.userId, {
    kind: 'plan-debit-failed',
    subject: mailText.failedSubject,
    intro: [
      mailText.failed(
        formatRupees(d.amountPaise),
        planName(plan),
        formatDate(istMidnight(d.cycleDate)),
      ),
      mailText.failedNext,
    ],
    action: { label: mailText.openPlans, path: paths.dashboard.href() },
    outro: [mailText.outro, grievance(deps)],
  });
}

export const planName = (p: Pick<PlanRow, 'frequency' | 'amountPaise'>) =>
  mailText.planName(FREQ_WORD[p.frequency].toLowerCase(), formatRupees(p.amountPaise));

export async function mailPlanChange(deps: AppDeps, tx: Tx, plan: PlanRow, event: PlanEvent) {
  const name = planName(plan);
  const dash = { label: mailText.openPlans, path: paths.dashboard.href() };
  switch (event) {
    case 'MANDATE_ACTIVE':
      if (plan.state === 'ACTIVE' && plan.debitsMade === 0 && plan.nextCycle === 1) {
        const first = cycleWindow(plan.frequency, plan.anchorDate!, 1).date;
        return mailUser(deps, tx, plan.userId, {
          kind: 'plan-active',
          subject: mailText.activeSubject(FREQ_WORD[plan.frequency].toLowerCase()),
          intro: [
            mailText.approved(name),
            mailText.firstDebit(formatDate(new Date(`${first}T00:00:00+05:30`))),
          ],
          action: dash,
        });
      }
      return;
    case 'FAILURE_LIMIT':
      return mailUser(deps, tx, plan.userId, {
        kind: 'plan-paused',
        subject: mailText.pausedSubject,
        intro: [
          mailText.pausedAfterFailures(deps.config.PLAN_FAILURES_TO_PAUSE, name),
          mailText.pausedNext,
        ],
        action: dash,
      });
    case 'USER_CANCEL':
      return mailUser(deps, tx, plan.userId, {
        kind: 'plan-cancelled',
        subject: mailText.cancelledSubject,
        intro: [
          msg.cancelled(formatDate(plan.activeUntil ?? deps.clock.now())),
          mailText.cancelledPlan(name),
        ],
        action: dash,
      });
    case 'MANDATE_REVOKED':
    case 'MANDATE_PAUSED':
      return mailUser(deps, tx, plan.userId, {
        kind: event === 'MANDATE_REVOKED' ? 'plan-revoked' : 'plan-upi-paused',
        subject: event === 'MANDATE_REVOKED' ? mailText.revokedSubject : mailText.pausedSubject,
        intro: [event === 'MANDATE_REVOKED' ? mailText.revoked(name) : mailText.upiPaused(name)],
        action: dash,
      });
    case 'VAULT_FULL':
      return mailUser(deps, tx, plan.userId, {
        kind: 'plan-vault-full',
        subject: mailText.vaultFullSubject,
        intro: [
          mailText.vaultFull(
            name,
            formatRupees(plan.amountPaise),
            formatGrams(vaultLimitE8(deps.config), 3),
          ),
          mailText.vaultFullNext,
        ],
        action: { label: mailText.openGoldSmith, path: paths.goldSmith.href() },
      });
    case 'USER_PAUSE': {
      // the saver's one confirmation of a pause; nothing is sent for the dates it passes
      const until = formatDate(istMidnight(plan.pausedUntil!));
      return mailUser(deps, tx, plan.userId, {
        kind: 'plan-saver-paused',
        subject: mailText.pausedUntilSubject(until),
        intro: [mailText.pausedUntil(name, until), mailText.pausedUntilNext],
        action: dash,
      });
    }
    case 'VAULT_ROOM': {
      const now = deps.clock.now();
      const cycle = firstDebitableCycle(plan.frequency, plan.anchorDate!, plan.nextCycle, now);
      const date = cycleWindow(plan.frequency, plan.anchorDate!, cycle).date;
      return mailUser(deps, tx, plan.userId, {
        kind: 'plan-vault-room',
        subject: mailText.vaultRoomSubject,
        intro: [mailText.vaultRoom(name, formatDate(istMidnight(date)))],
        action: dash,
      });
    }
    default:
      return;
  }
}

/** The saver's one confirmation of a skipped debit (from the plans, or the notice's link). */
export const mailDebitSkipped = (
  deps: AppDeps,
  tx: Tx,
  plan: PlanRow,
  d: { amountPaise: number; cycleDate: string },
) =>
  mailUser(deps, tx, plan.userId, {
    kind: 'plan-debit-skipped',
    subject: mailText.skippedSubject,
    intro: [
      mailText.skippedMail(
        formatRupees(d.amountPaise),
        formatDate(istMidnight(d.cycleDate)),
        planName(plan),
      ),
    ],
    action: { label: mailText.openPlans, path: paths.dashboard.href() },
  });
