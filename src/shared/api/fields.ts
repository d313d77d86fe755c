import { z } from 'zod';

// Field rules shared by several forms, with the spec's wording (spec section 5). Every text input
// is trimmed; the password never is. The "required" check aborts, so an empty field shows only
// the required message.

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const LETTERS_RE = /^[A-Za-z]+$/;
/** 10 digits starting 6, 7, 8 or 9 (Indian mobile numbers) */
const PHONE_RE = /^[6-9]\d{9}$/;
/** upper, lower, digit and one of @$!%*?&; nothing else */
const PASSWORD_RE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]+$/;

export const MESSAGES = {
  firstNameRequired: 'First name is required',
  firstNameLetters: 'First name must contain only alphabets',
  firstNameTooLong: 'First name must be at most 50 characters',
  lastNameRequired: 'Last name is required',
  lastNameLetters: 'Last name must contain only alphabets',
  lastNameTooLong: 'Last name must be at most 50 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number must be exactly 10 digits and start with 6, 7, 8, or 9',
  passwordRequired: 'Password is required',
  passwordRule:
    'Password must be at least 8 characters long and include at least one uppercase letter, one lowercase letter, one digit, and one special character',
  passwordTooLong: 'Password must be at most 128 characters',
  addressRequired: 'Address is required',
  addressTooLong: 'Address must be at most 500 characters',
  referralCode: "Referral code must contain '@' and be between 3 to 50 characters",
  loginRequired: 'Email or phone number is required',
  sexInvalid: 'Please choose Male or Female',
} as const;

/** a failed check that stops the field's other checks (one message at a time) */
const abortWith = (message: string) => ({ error: message, abort: true });

export const ZEmail = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, abortWith(MESSAGES.emailRequired))
  .max(254, MESSAGES.emailInvalid)
  .regex(EMAIL_RE, MESSAGES.emailInvalid)
  .transform((v) => v.toLowerCase());

export const ZFirstName = z
  .string({ error: MESSAGES.firstNameRequired })
  .trim()
  .min(1, abortWith(MESSAGES.firstNameRequired))
  .regex(LETTERS_RE, MESSAGES.firstNameLetters)
  .max(50, MESSAGES.firstNameTooLong);

export const ZLastName = z
  .string({ error: MESSAGES.lastNameRequired })
  .trim()
  .min(1, abortWith(MESSAGES.lastNameRequired))
  .regex(LETTERS_RE, MESSAGES.lastNameLetters)
  .max(50, MESSAGES.lastNameTooLong);

export const ZPhone = z
  .string({ error: MESSAGES.phoneRequired })
  .trim()
  .min(1, abortWith(MESSAGES.phoneRequired))
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
  .max(500, MESSAGES.addressTooLong);

/**
 * Optional referral code (the referrer's email, decisions.md: Referrals): empty means none;
 * otherwise it must contain '@' and be 3 to 50 characters. Lower-cased like emails.
 */
export const ZReferralCode = z
  .string()
  .trim()
  .refine((v) => v === '' || (v.includes('@') && v.length >= 3 && v.length <= 50), {
    error: MESSAGES.referralCode,
  })
  .transform((v) => (v === '' ? undefined : v.toLowerCase()))
  .optional();

/** Profile sex (spec 3): Male or Female, or not given (an empty choice). */
export const ZSex = z
  .enum(['Male', 'Female', ''], { error: MESSAGES.sexInvalid })
  .transform((v) => (v === '' ? null : v));
