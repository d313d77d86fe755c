import { useMutation, useQuery } from '@tanstack/react-query';
import { storeApi, type DirectOrder, type PlaceOrder } from '../../../shared/api/store';
import type { StoreOrderMode } from '../../../shared/rules/store-order';
import { apiCall } from '../../lib/api-client';

export const newKey = () => crypto.randomUUID().replace(/-/g, '');

/** A bag line priced by the server; refreshed with the gold price. */
export function useLinePrice(
  line: { productId: string; quantity: number } | undefined,
  mode: StoreOrderMode,
  refetchMs?: number,
) {
  return useQuery({
    queryKey: ['store', 'price', line?.productId, line?.quantity, mode],
    queryFn: ({ signal }) =>
      apiCall(storeApi.price, {
        query: { productId: line!.productId, quantity: line!.quantity, mode },
        signal,
      }),
    enabled: Boolean(line),
    placeholderData: (prev) => prev,
    ...(refetchMs ? { refetchInterval: refetchMs } : {}),
  });
}

export function useCreateQuote() {
  return useMutation({
    mutationFn: (body: { productId: string; quantity: number; mode: StoreOrderMode }) =>
      apiCall(storeApi.quote, { body }),
  });
}

export function usePlaceOrder() {
  return useMutation({ mutationFn: (body: PlaceOrder) => apiCall(storeApi.placeOrder, { body }) });
}

export function useDirectOrder() {
  return useMutation({
    mutationFn: (body: DirectOrder) => apiCall(storeApi.directOrder, { body }),
  });
}

export function useResubmitUtr(orderId: string) {
  return useMutation({
    mutationFn: (utr: string) =>
      apiCall(storeApi.resubmitUtr, { params: { orderId }, body: { utr } }),
  });
}

export function useStoreOrder(orderId: string) {
  return useQuery({
    queryKey: ['store', 'order', orderId],
    queryFn: ({ signal }) => apiCall(storeApi.order, { params: { orderId }, signal }),
    enabled: Boolean(orderId),
  });
}
