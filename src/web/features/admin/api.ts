import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { auditApi } from '../../../shared/api/audit';
import {
  storeAdminApi,
  type StoreOrderKind,
  type StoreOrderState,
} from '../../../shared/api/store';
import { apiCall } from '../../lib/api-client';

/** Every console answer is the operator's alone and changes under them: no stale cache. */
export const CONSOLE_STALE_MS = 0;

export const useAuditLog = (filter: { targetType?: string; targetId?: string }) =>
  useInfiniteQuery({
    queryKey: ['admin', 'audit', filter],
    queryFn: ({ pageParam, signal }) =>
      apiCall(auditApi.list, {
        query: { ...filter, ...(pageParam ? { before: pageParam } : {}) },
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    staleTime: CONSOLE_STALE_MS,
  });

export type OrdersFilter = {
  state?: StoreOrderState;
  kind?: StoreOrderKind;
  from?: string;
  to?: string;
};

const ORDERS_PAGE = 20;

/** Store, referral-store and Gold Smith orders by state, kind and day, newest first. */
export const useConsoleOrders = (filter: OrdersFilter) =>
  useInfiniteQuery({
    queryKey: ['admin', 'orders', filter],
    queryFn: ({ pageParam, signal }) =>
      apiCall(storeAdminApi.list, {
        query: { ...filter, page: pageParam, pageSize: ORDERS_PAGE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, all) =>
      all.length * ORDERS_PAGE < last.total ? all.length + 1 : undefined,
    staleTime: CONSOLE_STALE_MS,
  });

export type OrderAction =
  | {
      kind: 'move';
      to: StoreOrderState;
      courier?: string;
      trackingNumber?: string;
      note?: string;
    }
  | { kind: 'verify' }
  | { kind: 'reject'; reason: string };

/** An operator's move of one order; the list is read again afterwards. */
export function useOrderAction(orderId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: OrderAction) => {
      const params = { orderId };
      if (a.kind === 'verify') return apiCall(storeAdminApi.verifyUtr, { params, body: {} });
      if (a.kind === 'reject')
        return apiCall(storeAdminApi.rejectUtr, { params, body: { reason: a.reason } });
      const { kind: _k, ...body } = a;
      return apiCall(storeAdminApi.transition, { params, body });
    },
    onSettled: () => void qc.invalidateQueries({ queryKey: ['admin', 'orders'] }),
  });
}
