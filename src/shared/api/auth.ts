import { z } from 'zod';
import { defineEndpoint } from './contract';

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
  /** email confirmed (spec: is_active = 1) */
  isActive: z.boolean(),
});

export type PublicUser = z.infer<typeof ZPublicUser>;

export const authApi = {
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
};
