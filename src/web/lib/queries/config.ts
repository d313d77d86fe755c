import { queryOptions, useQuery } from '@tanstack/react-query';
import type { configApi } from '../../../shared/api/config';
import { apiCall } from '../api-client';

export const configQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: () => apiCall<typeof configApi.get>({ method: 'GET', path: '/api/config' }),
    staleTime: Infinity,
  });

/** Public configuration (limits, presets, timings, operator details); undefined until loaded. */
export const usePublicConfig = () => useQuery(configQueryOptions()).data;
