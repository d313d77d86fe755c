import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { auditApi } from '../../../shared/api/audit';
import { gstApi } from '../../../shared/api/gst';
import { adminPaymentsApi } from '../../../shared/api/payments';
import { pricesApi } from '../../../shared/api/prices';
import {
  storeAdminApi,
  type AdminStoreOrder,
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

/**
 * An operator's move of one order; the list is read again afterwards and `onDone` gets the order
 * as it now is.
 */
export function useOrderAction(orderId: string, onDone?: (order: AdminStoreOrder) => void) {
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
    onSuccess: (order) => onDone?.(order),
    onSettled: () => void qc.invalidateQueries({ queryKey: ['admin', 'orders'] }),
  });
}

export const usePriceConsole = () =>
  useQuery({
    queryKey: ['admin', 'prices'],
    queryFn: ({ signal }) => apiCall(pricesApi.console, { signal }),
    refetchInterval: 15_000,
    staleTime: CONSOLE_STALE_MS,
  });

/** After an operator's price change: the console, the live badge and every quote follow. */
function usePriceChanged() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: ['admin'] });
    void qc.invalidateQueries({ queryKey: ['price'] });
  };
}

export function useSetManualPrice() {
  const onSuccess = usePriceChanged();
  return useMutation({
    mutationFn: (body: { pricePaisePerGram: number; reason: string }) =>
      apiCall(pricesApi.setManual, { body }),
    onSuccess,
  });
}

export function useUseFeed() {
  const onSuccess = usePriceChanged();
  return useMutation({
    mutationFn: (body: { reason: string }) => apiCall(pricesApi.useFeed, { body }),
    onSuccess,
  });
}

export const useGstSummary = (month: string) =>
  useQuery({
    queryKey: ['admin', 'gst', month],
    queryFn: ({ signal }) => apiCall(gstApi.summary, { query: { month }, signal }),
    staleTime: CONSOLE_STALE_MS,
  });

export const usePayments = (query: {
  state?: 'PENDING' | 'SUCCESS' | 'FAILED' | 'EXPIRED';
  failureReason?: string;
}) =>
  useQuery({
    queryKey: ['admin', 'payments', query],
    queryFn: ({ signal }) => apiCall(adminPaymentsApi.list, { query, signal }),
    staleTime: CONSOLE_STALE_MS,
  });

export const usePayment = (paymentId: string | undefined) =>
  useQuery({
    queryKey: ['admin', 'payment', paymentId],
    queryFn: ({ signal }) =>
      apiCall(adminPaymentsApi.detail, { params: { paymentId: paymentId! }, signal }),
    enabled: Boolean(paymentId),
    staleTime: CONSOLE_STALE_MS,
  });

export function useRefundPayment(paymentId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { reason: string }) =>
      apiCall(adminPaymentsApi.refund, { params: { paymentId }, body }),
    onSuccess: (detail) => {
      qc.setQueryData(['admin', 'payment', paymentId], detail);
      void qc.invalidateQueries({ queryKey: ['admin', 'payments'] });
    },
  });
}
