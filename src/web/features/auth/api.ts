import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  authApi,
  type ZForgotPasswordRequest,
  type ZResetPasswordRequest,
  type ZSignInRequest,
  type ZSignUpRequest,
} from '../../../shared/api/auth';
import { apiCall } from '../../lib/api-client';
import { sessionQueryKey } from '../../lib/queries/session';

/** Signs in; the session cookie is set by the server, the user goes into the ['session'] query. */
export function useSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof ZSignInRequest>) =>
      apiCall<typeof authApi.signIn>(authApi.signIn, { body }),
    onSuccess: ({ user }) => {
      // nothing cached for a previous visitor survives a sign-in
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== 'config' });
      qc.setQueryData(sessionQueryKey, user);
    },
  });
}

export const useSignUp = () =>
  useMutation({
    mutationFn: (body: z.output<typeof ZSignUpRequest>) =>
      apiCall<typeof authApi.signUp>(authApi.signUp, { body }),
  });

export const useForgotPassword = () =>
  useMutation({
    mutationFn: (body: z.output<typeof ZForgotPasswordRequest>) =>
      apiCall<typeof authApi.forgotPassword>(authApi.forgotPassword, { body }),
  });

/** A reset ends every session of the account, this browser's included. */
export function useResetPassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof ZResetPasswordRequest>) =>
      apiCall<typeof authApi.resetPassword>(authApi.resetPassword, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}

/** Confirms the email; a signed-in user's badge turns VERIFIED. */
export function useVerifyEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiCall<typeof authApi.verifyEmail>(authApi.verifyEmail, { body: { token } }),
    onSettled: () => qc.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
