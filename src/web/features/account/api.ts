import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { authApi } from '../../../shared/api/auth';
import type { usersApi, ZUpdateProfileRequest } from '../../../shared/api/users';
import { apiCall } from '../../lib/api-client';
import { sessionQueryKey } from '../../lib/queries/session';

/** Saves the profile; the ['session'] query takes the new user at once (no sign-in again). */
export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof ZUpdateProfileRequest>) =>
      apiCall<typeof usersApi.updateMe>(
        { method: 'PUT', path: '/api/users/me' },
        {
          body: { ...body, sex: body.sex ?? '' },
        },
      ),
    onSuccess: ({ user }) => qc.setQueryData(sessionQueryKey, user),
  });
}

export const useResendVerification = () =>
  useMutation({
    mutationFn: () =>
      apiCall<typeof authApi.resendVerification>(
        { method: 'POST', path: '/api/auth/verify-email/resend' },
        {},
      ),
  });
