import { z } from 'zod';
import { pinCodeOf, stateOfPin } from '../rules/indian-address';
import { hasMixedScriptLocalPart } from '../rules/look-alike';
import { installValidationMessages } from './validation-messages';
import { CONSOLE_MESSAGES } from './console-messages';
import { MESSAGES } from './form-messages';

// A person reads a sentence, never zod's English, for any check without a message of its own.
// Installed here, where the contracts' fields are defined, so a browser installs it with the first
// form's schemas and zod stays out of every page's first download.
installValidationMessages();

// Field rules shared by several forms, with the spec's wording (spec section 5). Every text input
// is trimmed; the password never is. The "required" check aborts, so an empty field shows only
// the required message.

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const LETTERS_RE = /^[A-Za-z]+$/;
/** 10 digits starting 6, 7, 8 or 9 (Indian mobile numbers) */
const PHONE_RE = /^[6-9]\d{9}$/;
/** upper, lower, digit and one of @$!%*?&; nothing else */
const PASSWORD_RE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]+$/;

export { MESSAGES } from './form-messages';

/** C0 and C1 control characters and DEL (a NUL byte cannot even be stored). */
const isControl = (c: number) => c <= 0x1f || (c >= 0x7f && c <= 0x9f);
/** Line feed, carriage return and tab: allowed in fields that may hold several lines. */
const isLineBreakOrTab = (c: number) => c === 0x0a || c === 0x0d || c === 0x09;

function hasControl(v: string, multiLine: boolean) {
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (isControl(c) && !(multiLine && isLineBreakOrTab(c))) return true;
  }
  return false;
}

/** True when a one-line text field has no control characters. */
export const isOneLine = (v: string) => !hasControl(v, false);
/** True when a multi-line text field has no control characters other than line breaks and tabs. */
export const isCleanMultiLine = (v: string) => !hasControl(v, true);

/** The check every one-line text field carries (refine it right after trim). */
export const oneLine = [isOneLine, { error: MESSAGES.controlCharacters, abort: true }] as const;
/** The check every multi-line text field carries. */
export const multiLine = [
  isCleanMultiLine,
  { error: MESSAGES.controlCharacters, abort: true },
] as const;

/**
 * Characters that print as nothing (zero-width spaces and joiners, word joiner, soft hyphen, byte
 * order mark, variation selectors, bidi controls, fillers): "demo\u200B@goldsave.in" is
 * "demo@goldsave.in".
 */
const INVISIBLE_RANGES: readonly (readonly [number, number])[] = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
];
const isInvisible = (c: number) => INVISIBLE_RANGES.some(([lo, hi]) => c >= lo && c <= hi);

function stripInvisible(v: string) {
  let out = '';
  for (const ch of v) if (!isInvisible(ch.codePointAt(0)!)) out += ch;
  return out;
}

/**
 * One spelling per email address, before any uniqueness check or lookup: trimmed, Unicode NFKC
 * (full-width and compatibility forms folded), invisible characters removed, lower case (the
 * domain is case-insensitive by standard; GoldSave treats the local part so as well, as it always
 * has).
 */
export const normaliseEmail = (v: string) =>
  stripInvisible(v.normalize('NFKC')).trim().toLowerCase();

/**
 * An identifier the browser sends back (an order, payment, product, quote or plan id, in a path, a
 * query or a body): at most 64 characters on one line.
 */
export const ZId = z
  .string()
  .min(1)
  .max(64)
  .refine(...oneLine);

/** a failed check that stops the field's other checks (one message at a time) */
const abortWith = (message: string) => ({ error: message, abort: true });

export const ZEmail = z
  .string({ error: MESSAGES.emailRequired })
  .overwrite(normaliseEmail)
  .min(1, abortWith(MESSAGES.emailRequired))
  .refine(...oneLine)
  .max(254, MESSAGES.emailInvalid)
  .regex(EMAIL_RE, MESSAGES.emailInvalid);

/**
 * A new account's email: also written in one script before the @ (a look-alike of another
 * address mixes them; the server also refuses a look-alike that does not, by its skeleton).
 */
export const ZNewEmail = ZEmail.refine(
  (v) => !hasMixedScriptLocalPart(v),
  MESSAGES.emailMixedScripts,
);

export const ZFirstName = z
  .string({ error: MESSAGES.firstNameRequired })
  .trim()
  .min(1, abortWith(MESSAGES.firstNameRequired))
  .refine(...oneLine)
  .regex(LETTERS_RE, MESSAGES.firstNameLetters)
  .max(50, MESSAGES.firstNameTooLong);

export const ZLastName = z
  .string({ error: MESSAGES.lastNameRequired })
  .trim()
  .min(1, abortWith(MESSAGES.lastNameRequired))
  .refine(...oneLine)
  .regex(LETTERS_RE, MESSAGES.lastNameLetters)
  .max(50, MESSAGES.lastNameTooLong);

export const ZPhone = z
  .string({ error: MESSAGES.phoneRequired })
  .trim()
  .min(1, abortWith(MESSAGES.phoneRequired))
  .refine(...oneLine)
  .regex(PHONE_RE, MESSAGES.phoneInvalid);

/** A new password (sign-up, reset): spec 5's rule. Not trimmed: spaces are refused by the rule. */
export const ZNewPassword = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, abortWith(MESSAGES.passwordRequired))
  .max(128, abortWith(MESSAGES.passwordTooLong))
  .min(8, abortWith(MESSAGES.passwordRule))
  .regex(PASSWORD_RE, MESSAGES.passwordRule);

export const ZAddress = z
  .string({ error: MESSAGES.addressRequired })
  .trim()
  .min(1, abortWith(MESSAGES.addressRequired))
  .refine(...multiLine)
  .max(500, MESSAGES.addressTooLong)
  // the PIN decides the state (tax, delivery): one that belongs to no state is a typing slip
  .refine((v) => {
    const pin = pinCodeOf(v);
    return !pin || stateOfPin(pin) !== null;
  }, MESSAGES.addressPinUnknown);

/**
 * Optional referral code (the referrer's email, decisions.md: Referrals): empty means none;
 * otherwise it must contain '@' and be 3 to 50 characters. Lower-cased like emails.
 */
export const ZReferralCode = z
  .string()
  .overwrite(normaliseEmail)
  .refine(...oneLine)
  .refine((v) => v === '' || (v.includes('@') && v.length >= 3 && v.length <= 50), {
    error: MESSAGES.referralCode,
  })
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** Profile sex (spec 3): Male or Female, or not given (an empty choice). */
export const ZSex = z
  .enum(['Male', 'Female', ''], { error: MESSAGES.sexInvalid })
  .transform((v) => (v === '' ? null : v));

/** Why an operator acts (kept in the audit log): one short line, asked by every console action that needs one. */
export const ZOperatorReason = z
  .string({ error: CONSOLE_MESSAGES.reasonRequired })
  .refine(...oneLine)
  .trim()
  .min(3, CONSOLE_MESSAGES.reasonRequired)
  .max(300, CONSOLE_MESSAGES.reasonTooLong);
