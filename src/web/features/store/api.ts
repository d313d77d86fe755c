import { queryOptions } from '@tanstack/react-query';
import type { catalogueApi } from '../../../shared/api/catalogue';
import { apiCall } from '../../lib/api-client';

export type ProductListFilter = {
  catalogue?: string;
  section?: 'gallery';
  pageSize?: number;
};

/**
 * A product list priced by the server at the current gold price. `refetchMs` refreshes it with the
 * price feed, so the cards follow the gold rate.
 */
export const productListOptions = (filter: ProductListFilter, refetchMs?: number) =>
  queryOptions({
    queryKey: ['catalogue', 'products', filter],
    queryFn: ({ signal }) =>
      apiCall<typeof catalogueApi.list>(
        { method: 'GET', path: '/api/catalogue/products' },
        { query: filter, signal },
      ),
    ...(refetchMs ? { refetchInterval: refetchMs } : {}),
  });
