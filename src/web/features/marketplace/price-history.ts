import { queryOptions } from '@tanstack/react-query';
import type { PriceRange, pricesApi } from '../../../shared/api/prices';
import { apiCall } from '../../lib/api-client';

/** The range the chart opens with (and the one the server fills in when it renders the page). */
export const FIRST_RANGE: PriceRange = '1D';

export const priceHistoryQueryOptions = (range: PriceRange) =>
  queryOptions({
    queryKey: ['price', 'history', range] as const,
    queryFn: ({ signal }) =>
      apiCall<typeof pricesApi.history>(
        { method: 'GET', path: '/api/prices/history' },
        {
          query: { range },
          signal,
          credentials: 'omit',
        },
      ),
    staleTime: 60_000,
    // the day chart follows the live price; longer ranges barely move in a minute
    refetchInterval: range === '1D' ? 60_000 : false,
  });
