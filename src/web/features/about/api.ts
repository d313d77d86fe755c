import { queryOptions, useQuery } from '@tanstack/react-query';
import type { pricesApi } from '../../../shared/api/prices';
import { apiCall } from '../../lib/api-client';

export const currentPriceQueryOptions = () =>
  queryOptions({
    queryKey: ['prices', 'current'],
    queryFn: ({ signal }) =>
      apiCall<typeof pricesApi.current>({ method: 'GET', path: '/api/prices/current' }, { signal }),
  });

/** The current price reading, which also carries PeopleJoined; refreshed every `refreshMs`. */
export const useCurrentPrice = (refreshMs: number) =>
  useQuery({ ...currentPriceQueryOptions(), refetchInterval: refreshMs });
