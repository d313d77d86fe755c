import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { goalsApi } from '../../../shared/api/goals';
import { apiCall } from '../api-client';
import { useSession } from './session';

/** Keyed by user: another user never sees this saver's goal. */
export const goalQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['goal', userId ?? null] as const,
    queryFn: ({ signal }) => apiCall(goalsApi.get, { signal }),
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
    mutationFn: (productId: string) => apiCall(goalsApi.set, { body: { productId } }),
    onSuccess: after,
  });
}

export function useDropGoal() {
  const after = useAfterGoal();
  return useMutation({
    mutationFn: () => apiCall(goalsApi.drop, {}),
    onSuccess: after,
  });
}
