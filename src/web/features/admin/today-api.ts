import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  plansAdminApi,
  type CONSOLE_DEBIT_STATES,
  type ConsolePlanState,
} from '../../../shared/api/plans';
import { todayApi } from '../../../shared/api/today';
import { apiCall } from '../../lib/api-client';
import { CONSOLE_STALE_MS } from './api';

/** Today's counters and the last reconciliation; read again every minute while open. */
export const useToday = () =>
  useQuery({
    queryKey: ['admin', 'today'],
    queryFn: ({ signal }) => apiCall(todayApi.get, { signal }),
    refetchInterval: 60_000,
    staleTime: CONSOLE_STALE_MS,
  });

/** The operator's "Run now" of the ledger reconciliation; Today shows the new run. */
export function useReconcileNow() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(todayApi.reconcile, { body: {} }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['admin', 'today'] }),
  });
}

export const useConsolePlans = (state: ConsolePlanState | undefined, page: number) =>
  useQuery({
    queryKey: ['admin', 'plans', state, page],
    queryFn: ({ signal }) =>
      apiCall(plansAdminApi.list, { query: { ...(state ? { state } : {}), page }, signal }),
    staleTime: CONSOLE_STALE_MS,
  });

export const useConsoleDebits = (
  state: (typeof CONSOLE_DEBIT_STATES)[number] | undefined,
  page: number,
) =>
  useQuery({
    queryKey: ['admin', 'plan-debits', state, page],
    queryFn: ({ signal }) =>
      apiCall(plansAdminApi.debits, { query: { ...(state ? { state } : {}), page }, signal }),
    staleTime: CONSOLE_STALE_MS,
  });
