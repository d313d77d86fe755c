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

// Sign-up and sign-in request shapes. The accounts feature owns the full validation (spec 5 wording);
// the field names are fixed here because tests and other features rely on them.
export const ZSignUpRequest = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    password: z.string(),
    address: z.string(),
    referralCode: z.string().optional(),
  })
  .strict();
export const ZSignInRequest = z
  .object({
    /** email or phone */
    login: z.string(),
    password: z.string(),
  })
  .strict();

export const authApi = {
  signUp: defineEndpoint({
    method: 'POST',
    path: '/api/auth/signup',
    body: ZSignUpRequest,
    response: z.object({ user: ZPublicUser }),
    status: 201,
    summary: 'Create a customer account and send the verification email',
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
};
