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

/** The catalogues of the store's own listings (spec 2: Gold Coins, Gold Nuggets). */
export const STORE_CATALOGUES = { coins: 'Gold Coin', nuggets: 'Gold Nuggets' } as const;

/**
 * One catalogue's listing, every card on one page. The same query is filled by the server when it
 * renders the page for a visitor (src/web/prerender.tsx), so the browser takes over its markup.
 */
export const catalogueListOptions = (catalogue: string, refetchMs?: number) =>
  productListOptions({ catalogue, pageSize: 100 }, refetchMs);

/** The store home's gallery: every catalogue outside the store's own lines. */
export const galleryListOptions = () => productListOptions({ section: 'gallery', pageSize: 100 });
