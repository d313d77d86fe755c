import { queryOptions, useQuery } from '@tanstack/react-query';
import type { reserveApi } from '../../../shared/api/reserve';
import { apiCall } from '../../lib/api-client';

/** What /reserve shows: asked by the server to render the page, then by the browser. */
export const reserveReportQueryOptions = () =>
  queryOptions({
    queryKey: ['reserve', 'report'],
    queryFn: ({ signal }) =>
      apiCall<typeof reserveApi.report>({ method: 'GET', path: '/api/reserve' }, { signal }),
    staleTime: 60_000,
  });

export const useReserveReport = () => useQuery(reserveReportQueryOptions());

/** The signed-in saver's proof (asked only when they press the button). */
export const fetchReserveProof = () =>
  apiCall<typeof reserveApi.proof>({ method: 'GET', path: '/api/reserve/proof' });
