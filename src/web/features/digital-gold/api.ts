import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { digitalGoldApi } from '../../../shared/api/digital-gold';
import { ordersApi } from '../../../shared/api/orders';
import { apiCall } from '../../lib/api-client';

export function useCreateQuickBuy() {
  return useMutation({
    mutationFn: (body: { amountPaise: number; idempotencyKey: string }) =>
      apiCall(digitalGoldApi.createOrder, { body }),
  });
}

export function useOrderStatus(transactionId: string, isPolling: boolean) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: ['orders', transactionId, 'status'],
    queryFn: async () => {
      const s = await apiCall(ordersApi.status, { params: { transactionId } });
      if (s.status !== 'PENDING') {
        void qc.invalidateQueries({ queryKey: ['balances'] });
        void qc.invalidateQueries({ queryKey: ['history'] });
      }
      return s;
    },
    enabled: Boolean(transactionId),
    refetchInterval: (q) => (isPolling && q.state.data?.status === 'PENDING' ? 3000 : false),
  });
}
