import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { auditApi } from '../../../shared/api/audit';
import { pricesApi } from '../../../shared/api/prices';
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
