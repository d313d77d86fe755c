import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentPrice, pricesApi } from '../../../shared/api/prices';
import { apiCall } from '../api-client';

export const currentPriceQueryKey = ['price', 'current'] as const;

/** Ask again this long after the announced refresh (the new reading is stored by then). */
const AFTER_REFRESH_MS = 500;
/** While the server has no price yet, or after a failed request. */
const RETRY_MS = 5_000;
/** Never wait longer than this between two requests, whatever the clocks say. */
const MAX_WAIT_MS = 5 * 60_000;

/**
 * A moment the server named (server time), on this browser's clock: measured from the answer's own
 * `serverTime` and the moment it arrived, so a phone whose clock is minutes (or, in the sandbox,
 * days) off still counts to the server's refresh rather than to its own idea of that time.
 */
export function localMsOf(serverIso: string, data: CurrentPrice, receivedAtMs: number): number {
  return receivedAtMs + new Date(serverIso).getTime() - new Date(data.serverTime).getTime();
}

/** Milliseconds until the next refetch: just after the server's announced refresh. */
export function msUntilRefetch(
  data: CurrentPrice | undefined,
  receivedAtMs: number,
  now = Date.now(),
): number {
  if (!data || data.pricePaisePerGram === null) return RETRY_MS;
  const wait = localMsOf(data.nextRefreshAt, data, receivedAtMs) - now + AFTER_REFRESH_MS;
  return Math.min(Math.max(wait, 1_000), MAX_WAIT_MS);
}

export const currentPriceQueryOptions = () =>
  queryOptions({
    queryKey: currentPriceQueryKey,
    // public and the same for everyone: sent without the session cookie, so caches may share it
    queryFn: ({ signal }) =>
      apiCall<typeof pricesApi.current>(
        { method: 'GET', path: '/api/prices/current' },
        { signal, credentials: 'omit' },
      ),
    staleTime: (q) =>
      Math.max(0, msUntilRefetch(q.state.data, q.state.dataUpdatedAt) - AFTER_REFRESH_MS),
    refetchInterval: (q) =>
      q.state.status === 'error' ? RETRY_MS : msUntilRefetch(q.state.data, q.state.dataUpdatedAt),
    retry: false,
  });

/** The live gold price, refetched when the server refreshes it (about every 60 s). */
export const useCurrentPrice = () => useQuery(currentPriceQueryOptions());
