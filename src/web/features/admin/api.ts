import { useInfiniteQuery } from '@tanstack/react-query';
import { auditApi } from '../../../shared/api/audit';
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
