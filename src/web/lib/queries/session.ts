import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { authApi, PublicUser } from '../../../shared/api/auth';
import { ApiError, apiCall } from '../api-client';

export const sessionQueryKey = ['session'] as const;

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: async () => {
      try {
        return (await apiCall<typeof authApi.session>({ method: 'GET', path: '/api/auth/session' }))
          .user;
      } catch (err) {
        // a session the server no longer knows is simply "signed out"
        if (err instanceof ApiError && err.status >= 400 && err.status < 500) return null;
        throw err;
      }
    },
    staleTime: 5 * 60_000,
    retryOnMount: false,
  });

/**
 * The signed-in user (null when signed out or not known), whether the server has answered yet,
 * and, when the check itself failed (no network, server down), a way to ask again.
 */
export function useSession(): {
  user: PublicUser | null;
  isLoading: boolean;
  isUnknown: boolean;
  retry: () => void;
} {
  const q = useQuery(sessionQueryOptions());
  // after a failed check public pages carry on signed out rather than spinning
  return {
    user: q.data ?? null,
    isLoading: q.isPending && !q.isError,
    isUnknown: q.isError && q.data === undefined,
    retry: () => void q.refetch(),
  };
}

/** Signs out on the server and forgets every cached answer that belonged to the user. */
export function useSignOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiCall<typeof authApi.signOut>({ method: 'POST', path: '/api/auth/signout' }),
    onSettled: () => {
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== 'config' });
      qc.setQueryData(sessionQueryKey, null);
    },
  });
}
