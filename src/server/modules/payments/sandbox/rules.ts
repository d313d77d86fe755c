import { isNonPeak } from '../../../../shared/rules/autopay';
import { sandboxUpiAppQuery } from '../../../../shared/rules/autopay-setup';
import { MIN_AMOUNT_PAISE } from '../phonepe-protocol';
import type { PayTxn, Subscription } from './types';

/** What PhonePe's v1 and v2 sandboxes check alike: written once for both generations. */

/** PhonePe runs Autopay debits only in non-peak hours: the one rule of src/shared (reference 4). */
export const isDebitWindow = isNonPeak;

/** The mandate frequencies PhonePe accepts (v1 subscription create, v2 set-up). */
export const FREQUENCIES = [
  'DAILY',
  'WEEKLY',
  'FORTNIGHTLY',
  'MONTHLY',
  'BIMONTHLY',
  'QUARTERLY',
  'HALFYEARLY',
  'YEARLY',
  'ON_DEMAND',
];

/** The UPI instruments a mandate can be approved with. */
export const UPI_INSTRUMENTS = ['UPI_COLLECT', 'UPI_INTENT', 'UPI_QR'];

/** Sandbox rule: a well-formed VPA exists unless its handle starts with "invalid" or "fail". */
export const isUnknownVpa = (vpa: string) => /^(invalid|fail)/i.test(vpa.split('@')[0] ?? '');

/** The account holder's name the sandbox's bank gives a UPI ID: asha.reddy@ybl is Asha Reddy. */
export function holderNameOf(vpa: string) {
  const name = (vpa.split('@')[0] ?? '')
    .split(/[._-]+/)
    .filter((w) => /^[a-z]+$/i.test(w))
    .map((w) => w[0]!.toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');
  return name || 'UPI Customer';
}

/** The sandbox's UPI app, which stands in for the intent link, QR or collect request a phone gets. */
export const upiAppUrl = (browserBaseUrl: string, vpa?: string, request?: string) =>
  `${browserBaseUrl}/upi-app${sandboxUpiAppQuery(vpa, request)}`;

/** Whether a refund of `amount` would take more than is left of the payment `orig`. */
export function exceedsRefundable(payTxns: Map<string, PayTxn>, orig: PayTxn, amount: number) {
  const pending = [...payTxns.values()]
    .filter(
      (x) =>
        x.kind === 'REFUND' &&
        x.originalTransactionId === orig.merchantTransactionId &&
        x.stage !== 'DONE',
    )
    .reduce((sum, x) => sum + x.amount, 0);
  return amount + orig.refundedPaise + pending > orig.amount;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A redirect or callback URL the sandbox will use: the merchant's own site or this machine. Anyone
 * can sign with the public sandbox salt, so without this the app's sandbox would redirect browsers
 * to, or post callbacks at, any address its caller names (phishing pages, internal services).
 */
export function isMerchantUrl(url: string, merchantUrl: string) {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return false;
  if (u.username || u.password) return false;
  if (u.origin === new URL(merchantUrl).origin) return true;
  return LOOPBACK_HOSTS.has(u.hostname) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(u.hostname);
}

export const header = (h: Record<string, string | string[] | undefined>, name: string) => {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
};

export const isAmount = (v: unknown): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= MIN_AMOUNT_PAISE;

/** What is wrong with a debit's amount against its mandate, in v1 and v2 alike; nothing if fine. */
export function mandateAmountProblem(s: Subscription, amount: unknown): string | undefined {
  if (!isAmount(amount)) return `amount must be at least ${MIN_AMOUNT_PAISE} paise`;
  if (s.amountType === 'FIXED' ? amount !== s.amount : amount > s.amount)
    return 'amount is outside the mandate';
  return undefined;
}
