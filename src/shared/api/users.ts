import { z } from 'zod';
import { LOCALES } from '../locales';
import { ZPublicUser } from './auth';
import { defineEndpoint } from './contract';
import {
  ZAddress,
  ZFirstName,
  ZLastName,
  ZId,
  ZOperatorReason,
  ZPhone,
  ZReferralCode,
  ZSex,
} from './fields';

/**
 * Profile edit (spec 2: Edit profile). The email is read-only, so it is not part of the request.
 * The referral code can be given once when none was given at sign-up (decisions.md: Referrals).
 */
export const ZUpdateProfileRequest = z
  .object({
    firstName: ZFirstName,
    lastName: ZLastName,
    phone: ZPhone,
    sex: ZSex,
    address: ZAddress,
    referralCode: ZReferralCode,
  })
  .strict();
export type UpdateProfileRequest = z.output<typeof ZUpdateProfileRequest>;

/** The member's language (issue 30): remembered on the profile for their other devices. */
export const ZSetLanguageRequest = z.object({ language: z.enum(LOCALES) }).strict();

export const usersApi = {
  setLanguage: defineEndpoint({
    method: 'PUT',
    path: '/api/users/me/language',
    body: ZSetLanguageRequest,
    response: z.object({ user: ZPublicUser }),
    summary: "Remember the signed-in user's language (English, Telugu or Hindi)",
    tags: ['users'],
  }),
  updateMe: defineEndpoint({
    method: 'PUT',
    path: '/api/users/me',
    body: ZUpdateProfileRequest,
    response: z.object({ user: ZPublicUser, message: z.string() }),
    summary: "Update the signed-in user's profile",
    tags: ['users'],
  }),
};

// ---- the operator console's customers (issue 16.7)

export const ZCustomerIdParams = z.object({ userId: ZId }).strict();

export const adminCustomersApi = {
  suspend: defineEndpoint({
    method: 'POST',
    path: '/api/admin/customers/:userId/suspend',
    params: ZCustomerIdParams,
    body: z.object({ reason: ZOperatorReason }).strict(),
    response: z.object({ changed: z.boolean() }),
    summary: 'Operator: suspend an account (no sign-in, no buying; the gold stays theirs)',
    tags: ['admin'],
  }),
  reactivate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/customers/:userId/reactivate',
    params: ZCustomerIdParams,
    body: z.object({ reason: ZOperatorReason }).strict(),
    response: z.object({ changed: z.boolean() }),
    summary: 'Operator: lift a suspension',
    tags: ['admin'],
  }),
  endSessions: defineEndpoint({
    method: 'POST',
    path: '/api/admin/customers/:userId/end-sessions',
    params: ZCustomerIdParams,
    body: z.object({ reason: ZOperatorReason }).strict(),
    response: z.object({ ended: z.number().int() }),
    summary: 'Operator: sign an account out of every browser (a lost phone); nothing else changes',
    tags: ['admin'],
  }),
};
