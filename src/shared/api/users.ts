import { z } from 'zod';
import { ZPublicUser } from './auth';
import { defineEndpoint } from './contract';
import { ZAddress, ZFirstName, ZLastName, ZPhone, ZReferralCode, ZSex } from './fields';

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

export const usersApi = {
  updateMe: defineEndpoint({
    method: 'PUT',
    path: '/api/users/me',
    body: ZUpdateProfileRequest,
    response: z.object({ user: ZPublicUser, message: z.string() }),
    summary: "Update the signed-in user's profile",
    tags: ['users'],
  }),
};
