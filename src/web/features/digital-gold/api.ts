import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { digitalGoldApi } from '../../../shared/api/digital-gold';
import type { ordersApi } from '../../../shared/api/orders';
import { ApiError, apiCall } from '../../lib/api-client';

export const isFinalStatus = (s: string | undefined) => s === 'SUCCESS' || s === 'FAILED';
export const isNotFound = (err: unknown) => err instanceof ApiError && err.status === 404;

export function useCreateQuickBuy() {
  return useMutation({
    mutationFn: (body: { amountPaise: number; idempotencyKey: string }) =>
      apiCall<typeof digitalGoldApi.createOrder>(
        { method: 'POST', path: '/api/digital-gold/orders' },
        { body },
      ),
  });
}

export function useOrderStatus(transactionId: string, isPolling: boolean) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: ['orders', transactionId, 'status'],
    queryFn: async () => {
      const s = await apiCall<typeof ordersApi.status>(
        { method: 'GET', path: '/api/orders/:transactionId/status' },
        { params: { transactionId } },
      );
      if (s.status !== 'PENDING') {
        void qc.invalidateQueries({ queryKey: ['balances'] });
        void qc.invalidateQueries({ queryKey: ['history'] });
      }
      return s;
    },
    enabled: Boolean(transactionId),
    // asks again while the order is pending, and after a failed request too (a phone that lost
    // its signal): only a final status or an order that does not exist stops the polling
    refetchInterval: (q) =>
      isPolling && !isFinalStatus(q.state.data?.status) && !isNotFound(q.state.error)
        ? 3000
        : false,
  });
}
