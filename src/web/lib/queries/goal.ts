import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { goalsApi } from '../../../shared/api/goals';
import { apiCall } from '../api-client';
import { useSession } from './session';

/**
 * The goal's endpoints by method and path (a type-only import of the contract), as every query of
 * the first chunk calls them: the dashboard's goal card must not bring zod into the first download.
 */
const GOAL_PATH = '/api/goals/current';

/** Keyed by user: another user never sees this saver's goal. */
export const goalQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['goal', userId ?? null] as const,
    queryFn: ({ signal }) =>
      apiCall<typeof goalsApi.get>({ method: 'GET', path: GOAL_PATH }, { signal }),
    enabled: Boolean(userId),
  });

/** The saver's goal coin with its progress, expected date and the coins a goal may name. */
export function useGoal() {
  const { user } = useSession();
  return useQuery(goalQueryOptions(user?.id));
}

/** A goal changed: the goal and the Gold Smith (which marks the goal coin) are out of date. */
function useAfterGoal() {
  const qc = useQueryClient();
  return () => {
    for (const key of ['goal', 'gold-smith']) void qc.invalidateQueries({ queryKey: [key] });
  };
}

export function useSetGoal() {
  const after = useAfterGoal();
  return useMutation({
    mutationFn: (productId: string) =>
      apiCall<typeof goalsApi.set>({ method: 'PUT', path: GOAL_PATH }, { body: { productId } }),
    onSuccess: after,
  });
}

export function useDropGoal() {
  const after = useAfterGoal();
  return useMutation({
    mutationFn: () => apiCall<typeof goalsApi.drop>({ method: 'DELETE', path: GOAL_PATH }, {}),
    onSuccess: after,
  });
}
