import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { contactAdminApi, type ContactMessageFilter } from '../../../shared/api/contact';
import { apiCall } from '../../lib/api-client';
import { CONSOLE_STALE_MS } from './api';

/** Contact messages, newest first, a page at a time, by handling or forwarding state. */
export const useContactMessages = (state: ContactMessageFilter | undefined) =>
  useInfiniteQuery({
    queryKey: ['admin', 'messages', state ?? 'all'],
    queryFn: ({ pageParam, signal }) =>
      apiCall(contactAdminApi.list, {
        query: { ...(state ? { state } : {}), ...(pageParam ? { before: pageParam } : {}) },
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    staleTime: CONSOLE_STALE_MS,
  });

export function useMarkHandled(messageId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (note: string) =>
      apiCall(contactAdminApi.markHandled, {
        params: { messageId },
        body: note.trim() ? { note } : {},
      }),
    // the lists and Today's count of waiting messages
    onSettled: () => void qc.invalidateQueries({ queryKey: ['admin'] }),
  });
}
