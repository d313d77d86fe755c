import { z } from 'zod';
import { LOCALES } from '../locales';
import { defineEndpoint } from './contract';
import {
  MESSAGES,
  oneLine,
  ZAddress,
  ZEmail,
  ZFirstName,
  ZNewEmail,
  ZLastName,
  ZNewPassword,
  ZPhone,
  ZReferralCode,
} from './fields';

/** The signed-in user as the browser sees it (never the password hash or tokens). */
export const ZPublicUser = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** first and last name joined by a space (spec 3: User.name) */
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(['customer', 'admin']),
  sex: z.enum(['Male', 'Female']).nullable(),
  address: z.string(),
  referralSignup: z.string().nullable(),
  /** the user's personal referral code to share ('asha4821@gs'; decisions.md: Referrals) */
  referralCode: z.string().nullable(),
  /** email confirmed (spec: is_active = 1) */
  isActive: z.boolean(),
  /** the language the member chose (null: not chosen yet; issue 30) */
  language: z.enum(LOCALES).nullable(),
});

export type PublicUser = z.infer<typeof ZPublicUser>;

/** Sign-up (spec 5): one schema for the browser form and the server. Sex is set in the profile. */
export const ZSignUpRequest = z
  .object({
    firstName: ZFirstName,
    lastName: ZLastName,
    email: ZNewEmail,
    phone: ZPhone,
    password: ZNewPassword,
    address: ZAddress,
    referralCode: ZReferralCode,
  })
  .strict();
export type SignUpRequest = z.output<typeof ZSignUpRequest>;

/** Sign-in with email or phone (decisions.md: Identity and sessions). */
export const ZSignInRequest = z
  .object({
    /** email or phone */
    login: z
      .string({ error: MESSAGES.loginRequired })
      .trim()
      .min(1, MESSAGES.loginRequired)
      .refine(...oneLine)
      .max(254, MESSAGES.loginRequired),
    password: z
      .string({ error: MESSAGES.passwordRequired })
      .min(1, MESSAGES.passwordRequired)
      .refine(...oneLine)
      .max(128, MESSAGES.passwordTooLong),
  })
  .strict();
export type SignInRequest = z.output<typeof ZSignInRequest>;

export const ZForgotPasswordRequest = z.object({ email: ZEmail }).strict();
export type ForgotPasswordRequest = z.output<typeof ZForgotPasswordRequest>;

/** The token comes from the emailed link; the password follows the sign-up rule. */
export const ZResetPasswordRequest = z
  .object({
    token: z
      .string()
      .trim()
      .min(1)
      .refine(...oneLine)
      .max(200),
    password: ZNewPassword,
  })
  .strict();
export type ResetPasswordRequest = z.output<typeof ZResetPasswordRequest>;

export const ZVerifyEmailRequest = z
  .object({
    token: z
      .string()
      .trim()
      .min(1)
      .refine(...oneLine)
      .max(200),
  })
  .strict();

/** An answer that only carries a message for the user. */
const ZMessage = z.object({ message: z.string() });

export const authApi = {
  signUp: defineEndpoint({
    method: 'POST',
    path: '/api/auth/signup',
    body: ZSignUpRequest,
    response: ZMessage,
    status: 202,
    summary:
      'Ask for an account: the same answer for every address; the verification link (or, for an address that has an account, a note to its owner) goes by email',
    tags: ['auth'],
  }),
  signIn: defineEndpoint({
    method: 'POST',
    path: '/api/auth/signin',
    body: ZSignInRequest,
    response: z.object({ user: ZPublicUser }),
    summary: 'Sign in with email or phone and password; sets the session cookie',
    tags: ['auth'],
  }),
  session: defineEndpoint({
    method: 'GET',
    path: '/api/auth/session',
    response: z.object({ user: ZPublicUser.nullable() }),
    summary: 'Who is signed in (null when nobody)',
    tags: ['auth'],
  }),
  signOut: defineEndpoint({
    method: 'POST',
    path: '/api/auth/signout',
    response: z.object({ ok: z.literal(true) }),
    summary: 'Sign out: removes the session',
    tags: ['auth'],
  }),
  verifyEmail: defineEndpoint({
    method: 'POST',
    path: '/api/auth/verify-email',
    body: ZVerifyEmailRequest,
    response: ZMessage,
    summary: 'Confirm the email address with the token of the emailed link (single use)',
    tags: ['auth'],
  }),
  resendVerification: defineEndpoint({
    method: 'POST',
    path: '/api/auth/verify-email/resend',
    response: ZMessage,
    summary: 'Send the signed-in user a new verification link',
    tags: ['auth'],
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    body: ZForgotPasswordRequest,
    response: ZMessage,
    summary: 'Email a single-use reset link; the answer is the same whether the email is known',
    tags: ['auth'],
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    body: ZResetPasswordRequest,
    response: ZMessage,
    summary: 'Set a new password with the token of the emailed link; signs out every session',
    tags: ['auth'],
  }),
};
