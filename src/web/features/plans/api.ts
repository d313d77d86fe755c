import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthorizeRequest, CreatePlanRequest, plansApi } from '../../../shared/api/plans';
import { ApiError, apiCall } from '../../lib/api-client';

/** (the contract is a type-only import: the dashboard's first screen carries no zod) */
export const plansQueryKey = ['plans'] as const;

export function useCreatePlan() {
  return useMutation({
    mutationFn: (body: CreatePlanRequest) =>
      apiCall<typeof plansApi.create>({ method: 'POST', path: '/api/plans' }, { body }),
  });
}

export function useVerifyUpi(insertId: string) {
  return useMutation({
    mutationFn: (upi: string) =>
      apiCall<typeof plansApi.verifyUpi>(
        { method: 'POST', path: '/api/plans/:insertId/verify-upi' },
        { params: { insertId }, body: { upi } },
      ),
  });
}

export function useAuthorize(insertId: string) {
  return useMutation({
    mutationFn: (body: AuthorizeRequest) =>
      apiCall<typeof plansApi.authorize>(
        { method: 'POST', path: '/api/plans/:insertId/authorize' },
        { params: { insertId }, body },
      ),
  });
}

const isFinal = (s: string | undefined) => s === 'SUCCESS' || s === 'FAILED';
const isNotFound = (err: unknown) => err instanceof ApiError && err.status === 404;

/** The mandate's approval, polled while it is pending and the countdown runs. */
export function useMandateStatus(insertId: string, isPolling: boolean) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: ['plans', insertId, 'mandate'],
    queryFn: async () => {
      const s = await apiCall<typeof plansApi.mandateStatus>(
        { method: 'GET', path: '/api/plans/:insertId/mandate-status' },
        { params: { insertId } },
      );
      if (s.status !== 'PENDING') void qc.invalidateQueries({ queryKey: plansQueryKey });
      return s;
    },
    enabled: Boolean(insertId),
    refetchInterval: (q) =>
      isPolling && !isFinal(q.state.data?.status) && !isNotFound(q.state.error) ? 3000 : false,
  });
}

/** The signed-in user's plans (also asked by the server for the dashboard it renders). */
export const plansQueryOptions = () =>
  queryOptions({
    queryKey: plansQueryKey,
    queryFn: () => apiCall<typeof plansApi.list>({ method: 'GET', path: '/api/plans' }),
  });

export function usePlans(enabled = true) {
  return useQuery({ ...plansQueryOptions(), enabled });
}

/** Cancel, skip the next debit, or resume: then the list is read again. */
export function usePlanAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ insertId, action }: { insertId: string; action: 'cancel' | 'resume' }) =>
      action === 'cancel'
        ? apiCall<typeof plansApi.cancel>(
            { method: 'POST', path: '/api/plans/:insertId/cancel' },
            { params: { insertId } },
          )
        : apiCall<typeof plansApi.resume>(
            { method: 'POST', path: '/api/plans/:insertId/resume' },
            { params: { insertId } },
          ),
    onSettled: () => qc.invalidateQueries({ queryKey: plansQueryKey }),
  });
}
