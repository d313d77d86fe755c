/** The saver's Autopay mails: a plan's changes and each debit's outcome, in the saver's language. */
import {
  formatDate,
  formatDateTime,
  formatGrams,
  formatRupees,
} from '../../../shared/money/format';
import type { Locale } from '../../../shared/locales';
import { cycleWindow, firstDebitableCycle, istMidnight } from '../../../shared/rules/autopay';
import { paths } from '../../../shared/routes';
import type { Config } from '../../config';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { inLocale, serverCatalogue } from '../../i18n/catalogue';
import { findMailReaderOf, findMailReadersOf } from '../accounts/service';
import type { OrderRow } from '../orders/service';
import { enqueueMail, enqueueMails, frameMail, type OutgoingMail } from '../mail/service';
import { vaultLimitE8 } from '../wallet/service';
import type { PlanEvent } from './states';
import type { DebitRow, PlanRow } from './common';
import { planMailHi } from './mail-messages.hi';
import { planMailTe } from './mail-messages.te';
import { planMessages } from './messages';
import { planMessagesHi } from './messages.hi';
import { planMessagesTe } from './messages.te';

const { mail: mailEn, ...answersEn } = planMessages.en;
export const planMails = serverCatalogue('subscriptions/mail', mailEn, {
  te: planMailTe,
  hi: planMailHi,
});
const answers = serverCatalogue('subscriptions', answersEn, {
  te: planMessagesTe,
  hi: planMessagesHi,
});

/** A plan mail's own part: the frame adds the greeting, the sign-off and the footer. */
export type PlanMail = {
  kind: string;
  subject: string;
  body: string[];
  action: { label: string; path: string };
  after?: string[];
};

/**
 * A plan mail framed for its reader: every plan mail names the grievance officer the privacy
 * policy names (a question or a complaint about a debit goes to them).
 */
export function framePlanMail(
  config: Config,
  locale: Locale,
  buyer: { firstName: string; email: string },
  m: PlanMail,
): OutgoingMail {
  return frameMail(config, {
    kind: m.kind,
    to: buyer.email,
    locale,
    firstName: buyer.firstName,
    subject: m.subject,
    body: m.body,
    action: { label: m.action.label, url: `${config.publicUrl}${m.action.path}` },
    after: m.after ?? [inLocale(planMails, locale).outro],
    why: 'plan',
    grievance: true,
  });
}

/** Writes a plan mail to the saver, in their language, in the caller's transaction. */
export async function mailUser(
  deps: AppDeps,
  tx: Tx,
  userId: string,
  build: (locale: Locale) => PlanMail,
) {
  const reader = await findMailReaderOf(tx, userId);
  if (!reader) return;
  const { buyer, locale } = reader;
  await enqueueMail(tx, deps.clock.now(), framePlanMail(deps.config, locale, buyer, build(locale)));
}

/** A plan as the mails name it: "daily gold plan of ₹50.00". */
export const planName = (p: Pick<PlanRow, 'frequency' | 'amountPaise'>, locale: Locale = 'en') =>
  inLocale(planMails, locale).planName[p.frequency](formatRupees(p.amountPaise));

const dashboard = (locale: Locale) => ({
  label: inLocale(planMails, locale).openPlans,
  path: paths.dashboard.href(),
});

/** The receipt of a debit that went through: the amount, the gold, the invoice number. */
export const debitReceiptMail = (
  locale: Locale,
  d: Pick<DebitRow, 'merchantTransactionId'>,
  order: Pick<OrderRow, 'amountPaise' | 'goldE8' | 'pricePaisePerGram'>,
  invoiceNo: string,
): PlanMail => {
  const t = inLocale(planMails, locale);
  return {
    kind: 'plan-debit-receipt',
    subject: t.receiptSubject(formatRupees(order.amountPaise)),
    body: [
      t.received(formatRupees(order.amountPaise), d.merchantTransactionId),
      t.inVault(
        formatGrams(order.goldE8, 8),
        formatRupees(order.pricePaisePerGram ?? 0),
        invoiceNo,
      ),
    ],
    action: {
      label: t.viewInvoice,
      path: paths.invoice.href({ transactionId: d.merchantTransactionId }),
    },
    after: [t.keep],
  };
};

/**
 * The one mail after a debit that went through (settleSuccess sends it in the transaction that
 * moves the debit out of PROCESSING, so once).
 */
export const mailDebitReceipt = (
  deps: AppDeps,
  tx: Tx,
  d: Pick<DebitRow, 'merchantTransactionId'>,
  order: Pick<OrderRow, 'userId' | 'amountPaise' | 'goldE8' | 'pricePaisePerGram'>,
  invoiceNo: string,
) => mailUser(deps, tx, order.userId, (l) => debitReceiptMail(l, d, order, invoiceNo));

/** The pre-debit notice: the merchant, amount, date and time window, and the skip link. */
export const debitNoticeMail = (
  config: Config,
  locale: Locale,
  plan: Pick<PlanRow, 'frequency' | 'amountPaise'>,
  d: Pick<DebitRow, 'amountPaise'>,
  window: { from: Date; until: Date },
  skipPath: string,
): PlanMail => {
  const t = inLocale(planMails, locale);
  const amount = formatRupees(d.amountPaise);
  const merchant = `${config.OPERATOR_BRAND} (${config.OPERATOR_NAME})`;
  return {
    kind: 'plan-debit-notice',
    subject: t.noticeSubject(amount, formatDate(window.from, locale)),
    body: [
      t.notice(amount, formatDate(window.from, locale), planName(plan, locale)),
      t.noticeWindow(
        merchant,
        formatDateTime(window.from, locale),
        formatDateTime(window.until, locale),
      ),
      t.noticeNext,
    ],
    action: { label: t.skipThisOne, path: skipPath },
  };
};

/**
 * The pre-debit notice (notifyStep sends it in the transaction that records the gateway's notice,
 * so once); the skip link asks to confirm (skip-link.ts signs it).
 */
export const mailDebitNotice = (
  deps: AppDeps,
  tx: Tx,
  plan: PlanRow,
  d: Pick<DebitRow, 'amountPaise'>,
  window: { from: Date; until: Date; skipPath: string },
) =>
  mailUser(deps, tx, plan.userId, (l) =>
    debitNoticeMail(deps.config, l, plan, d, window, window.skipPath),
  );

/** `mailDebitNotice` of several debits: their savers read at once, the mails written in one statement. */
export async function mailDebitNotices(
  deps: AppDeps,
  tx: Tx,
  notices: {
    plan: PlanRow;
    d: Pick<DebitRow, 'amountPaise'>;
    window: { from: Date; until: Date; skipPath: string };
  }[],
) {
  if (notices.length === 0) return;
  const readers = await findMailReadersOf(
    tx,
    notices.map((n) => n.plan.userId),
  );
  const mails: OutgoingMail[] = [];
  for (const { plan, d, window } of notices) {
    const reader = readers.get(plan.userId);
    if (!reader) continue;
    const m = debitNoticeMail(deps.config, reader.locale, plan, d, window, window.skipPath);
    mails.push(framePlanMail(deps.config, reader.locale, reader.buyer, m));
  }
  await enqueueMails(tx, deps.clock.now(), mails);
}

/** A debit that did not go through (the plan goes on with its next date). */
export const debitFailedMail = (
  locale: Locale,
  plan: Pick<PlanRow, 'frequency' | 'amountPaise'>,
  d: Pick<DebitRow, 'amountPaise' | 'cycleDate'>,
): PlanMail => {
  const t = inLocale(planMails, locale);
  return {
    kind: 'plan-debit-failed',
    subject: t.failedSubject,
    body: [
      t.failed(
        formatRupees(d.amountPaise),
        planName(plan, locale),
        formatDate(istMidnight(d.cycleDate), locale),
      ),
      t.failedNext,
    ],
    action: dashboard(locale),
  };
};

/** The one mail after a debit that did not go through. */
export const mailDebitFailed = (
  deps: AppDeps,
  tx: Tx,
  plan: PlanRow,
  d: Pick<DebitRow, 'amountPaise' | 'cycleDate'>,
) => mailUser(deps, tx, plan.userId, (l) => debitFailedMail(l, plan, d));

/** The mail of a plan's change, or none for a change the saver is not written about. */
export function planChangeMail(
  config: Config,
  locale: Locale,
  plan: PlanRow,
  event: PlanEvent,
  now: Date,
): PlanMail | undefined {
  const t = inLocale(planMails, locale);
  const name = planName(plan, locale);
  const date = (d: Date) => formatDate(d, locale);
  switch (event) {
    case 'MANDATE_ACTIVE': {
      if (plan.state !== 'ACTIVE' || plan.debitsMade !== 0 || plan.nextCycle !== 1) return;
      const first = cycleWindow(plan.frequency, plan.anchorDate!, 1).date;
      return {
        kind: 'plan-active',
        subject: t.activeSubject[plan.frequency],
        body: [t.approved(name), t.firstDebit(date(istMidnight(first)))],
        action: dashboard(locale),
      };
    }
    case 'FAILURE_LIMIT':
      return {
        kind: 'plan-paused',
        subject: t.pausedSubject,
        body: [t.pausedAfterFailures(config.PLAN_FAILURES_TO_PAUSE, name), t.pausedNext],
        action: dashboard(locale),
      };
    case 'USER_CANCEL':
      return {
        kind: 'plan-cancelled',
        subject: t.cancelledSubject,
        body: [
          inLocale(answers, locale).cancelled(date(plan.activeUntil ?? now)),
          t.cancelledPlan(name),
        ],
        action: dashboard(locale),
      };
    case 'MANDATE_REVOKED':
      return {
        kind: 'plan-revoked',
        subject: t.revokedSubject,
        body: [t.revoked(name)],
        action: dashboard(locale),
      };
    case 'MANDATE_PAUSED':
      return {
        kind: 'plan-upi-paused',
        subject: t.pausedSubject,
        body: [t.upiPaused(name)],
        action: dashboard(locale),
      };
    case 'VAULT_FULL':
      return {
        kind: 'plan-vault-full',
        subject: t.vaultFullSubject,
        body: [
          t.vaultFull(name, formatRupees(plan.amountPaise), formatGrams(vaultLimitE8(config), 3)),
          t.vaultFullNext,
        ],
        action: { label: t.openGoldSmith, path: paths.goldSmith.href() },
      };
    case 'USER_PAUSE': {
      // the saver's one confirmation of a pause; nothing is sent for the dates it passes
      const until = date(istMidnight(plan.pausedUntil!));
      return {
        kind: 'plan-saver-paused',
        subject: t.pausedUntilSubject(until),
        body: [t.pausedUntil(name, until), t.pausedUntilNext],
        action: dashboard(locale),
      };
    }
    case 'VAULT_ROOM': {
      const cycle = firstDebitableCycle(plan.frequency, plan.anchorDate!, plan.nextCycle, now);
      const next = cycleWindow(plan.frequency, plan.anchorDate!, cycle).date;
      return {
        kind: 'plan-vault-room',
        subject: t.vaultRoomSubject,
        body: [t.vaultRoom(name, date(istMidnight(next)))],
        action: dashboard(locale),
      };
    }
    default:
      return;
  }
}

export async function mailPlanChange(deps: AppDeps, tx: Tx, plan: PlanRow, event: PlanEvent) {
  const now = deps.clock.now();
  if (!planChangeMail(deps.config, 'en', plan, event, now)) return;
  await mailUser(deps, tx, plan.userId, (l) => planChangeMail(deps.config, l, plan, event, now)!);
}

/** The saver's one confirmation of a skipped debit (from the plans, or the notice's link). */
export const debitSkippedMail = (
  locale: Locale,
  plan: Pick<PlanRow, 'frequency' | 'amountPaise'>,
  d: { amountPaise: number; cycleDate: string },
): PlanMail => {
  const t = inLocale(planMails, locale);
  return {
    kind: 'plan-debit-skipped',
    subject: t.skippedSubject,
    body: [
      t.skippedMail(
        formatRupees(d.amountPaise),
        formatDate(istMidnight(d.cycleDate), locale),
        planName(plan, locale),
      ),
    ],
    action: dashboard(locale),
  };
};

export const mailDebitSkipped = (
  deps: AppDeps,
  tx: Tx,
  plan: PlanRow,
  d: { amountPaise: number; cycleDate: string },
) => mailUser(deps, tx, plan.userId, (l) => debitSkippedMail(l, plan, d));
