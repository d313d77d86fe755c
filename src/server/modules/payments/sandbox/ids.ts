import { randomBytes, randomInt } from 'node:crypto';

/** PhonePe-like identifiers for the sandbox (reference 0: T..., OMS..., OMN..., OMO...). */
const digits = (n: number) => Array.from({ length: n }, () => String(randomInt(10))).join('');

const stamp = (now: Date) => {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(now.getUTCFullYear() % 100)}${p(now.getUTCMonth() + 1)}${p(now.getUTCDate())}${p(now.getUTCHours())}${p(now.getUTCMinutes())}${p(now.getUTCSeconds())}`;
};

/** T + yyMMddHHmmss + 10 digits, like T2203091323362627236127 */
export const newPhonePeTransactionId = (now: Date) => `T${stamp(now)}${digits(10)}`;
/** OMS / OMN / OMO + 22 digits */
export const newPhonePeRecurringId = (kind: 'OMS' | 'OMN' | 'OMO', now: Date) =>
  `${kind}${stamp(now).slice(0, 10)}${digits(12)}`;
/** 12-digit UPI reference (UTR); never starts with 0 so it reads like one */
export const newUtr = () => `${randomInt(1, 10)}${digits(11)}`;
/** UPI mandate number: 32 hex @ybl */
export const newUmn = () => `${randomBytes(16).toString('hex')}@ybl`;
export const newToken = () => randomBytes(18).toString('base64url');
