import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { customersConsoleApi } from '../../../shared/api/customers';
import { adminCustomersApi } from '../../../shared/api/users';
import { apiCall } from '../../lib/api-client';
import { CONSOLE_STALE_MS } from './api';

const PAGE = 20;

const nextPage = (last: { total: number }, all: unknown[]) =>
  all.length * PAGE < last.total ? all.length + 1 : undefined;

/** Accounts matching the search (none: the newest), a page at a time. */
export const useCustomerSearch = (q: string) =>
  useInfiniteQuery({
    queryKey: ['admin', 'customers', 'search', q],
    queryFn: ({ pageParam, signal }) =>
      apiCall(customersConsoleApi.search, {
        query: { ...(q ? { q } : {}), page: pageParam, pageSize: PAGE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: CONSOLE_STALE_MS,
  });

export const useCustomer = (userId: string) =>
  useQuery({
    queryKey: ['admin', 'customers', userId],
    queryFn: ({ signal }) => apiCall(customersConsoleApi.detail, { params: { userId }, signal }),
    staleTime: CONSOLE_STALE_MS,
  });

export const useCustomerStatement = (userId: string) =>
  useInfiniteQuery({
    queryKey: ['admin', 'customers', userId, 'statement'],
    queryFn: ({ pageParam, signal }) =>
      apiCall(customersConsoleApi.statement, {
        params: { userId },
        query: { page: pageParam, pageSize: PAGE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: CONSOLE_STALE_MS,
  });

export const useCustomerOrders = (userId: string) =>
  useInfiniteQuery({
    queryKey: ['admin', 'customers', userId, 'orders'],
    queryFn: ({ pageParam, signal }) =>
      apiCall(customersConsoleApi.orders, {
        params: { userId },
        query: { page: pageParam, pageSize: PAGE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: CONSOLE_STALE_MS,
  });

/** Suspends or reactivates the account (audited, with the reason); the customer is read again. */
export function useSetSuspended(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: { isSuspended: boolean; reason: string }) =>
      apiCall(a.isSuspended ? adminCustomersApi.suspend : adminCustomersApi.reactivate, {
        params: { userId },
        body: { reason: a.reason },
      }),
    onSettled: () => void qc.invalidateQueries({ queryKey: ['admin', 'customers'] }),
  });
}

/** Signs the account out of every browser (audited, with the reason); the customer is read again. */
export function useEndSessions(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      apiCall(adminCustomersApi.endSessions, { params: { userId }, body: { reason } }),
    onSettled: () => void qc.invalidateQueries({ queryKey: ['admin', 'customers', userId] }),
  });
}

export function useResendVerification(userId: string) {
  return useMutation({
    mutationFn: () =>
      apiCall(customersConsoleApi.resendVerification, { params: { userId }, body: {} }),
  });
}
