import { queryOptions, useQuery } from '@tanstack/react-query';
import type { walletApi } from '../../../shared/api/wallet';
import { apiCall } from '../api-client';
import { useSession } from './session';

/** Keyed by user: a different user never sees the previous user's balances (spec 4: reloads when the user changes). */
export const balancesQueryKey = (userId: string | undefined) =>
  ['balances', userId ?? null] as const;

export const balancesQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: balancesQueryKey(userId),
    queryFn: ({ signal }) =>
      apiCall<typeof walletApi.balance>({ method: 'GET', path: '/api/wallet/balance' }, { signal }),
    enabled: Boolean(userId),
    staleTime: 30_000,
  });

/** The signed-in user's Ants and gold; idle (no request) when signed out. */
export function useBalances() {
  const { user } = useSession();
  const q = useQuery(balancesQueryOptions(user?.id));
  return { ...q, isSignedIn: Boolean(user) };
}
