import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { referralsApi } from '../../../shared/api/referrals';
import { apiCall } from '../../lib/api-client';

export const newKey = () => crypto.randomUUID().replace(/-/g, '');

export const useReferralStore = () =>
  useQuery({
    queryKey: ['referral-store'],
    queryFn: ({ signal }) => apiCall(referralsApi.store, { signal }),
    // the Ants prices follow the gold price
    refetchInterval: 60_000,
  });

export const useGoldSmith = () =>
  useQuery({
    queryKey: ['gold-smith'],
    queryFn: ({ signal }) => apiCall(referralsApi.goldSmith, { signal }),
  });

/** After an order: balances, both stores, the history and the Ants statement are out of date. */
function useAfterOrder() {
  const qc = useQueryClient();
  return () => {
    for (const key of ['balances', 'referral-store', 'gold-smith', 'history', 'ants-statement'])
      void qc.invalidateQueries({ queryKey: [key] });
  };
}

export function useBuyWithAnts() {
  const after = useAfterOrder();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      productId: string;
      idempotencyKey: string;
      deliveryAddress?: string;
      expectedPriceAntsCenti: number;
    }) => apiCall(referralsApi.buyWithAnts, { body }),
    onSuccess: after,
    // a moved price: show the new one
    onError: () => void qc.invalidateQueries({ queryKey: ['referral-store'] }),
  });
}

export function useConvertGold() {
  const after = useAfterOrder();
  return useMutation({
    mutationFn: (body: {
      productId: string;
      idempotencyKey: string;
      referralCode?: string;
      deliveryAddress?: string;
    }) => apiCall(referralsApi.convertGold, { body }),
    onSuccess: after,
  });
}

const PAGE_SIZE = 10;

export const useReferredPeople = () =>
  useInfiniteQuery({
    queryKey: ['referrals'],
    queryFn: ({ pageParam, signal }) =>
      apiCall(referralsApi.programme, { query: { page: pageParam, pageSize: PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });

export const useAntsStatement = () =>
  useInfiniteQuery({
    queryKey: ['ants-statement'],
    queryFn: ({ pageParam, signal }) =>
      apiCall(referralsApi.antsStatement, {
        query: { page: pageParam, pageSize: PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });
