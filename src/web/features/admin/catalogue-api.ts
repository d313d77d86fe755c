import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  catalogueAdminApi,
  type Product,
  type ProductImage,
  type ProductInput,
  type ProductUpdate,
} from '../../../shared/api/catalogue';
import { ApiError, apiCall, NETWORK_ERROR_MESSAGE } from '../../lib/api-client';
import { CONSOLE_STALE_MS } from './api';

const PAGE = 50;

export type ProductsShown = 'all' | 'true' | 'false';

/** Every product (hidden ones too), a page at a time, priced at the current gold price. */
export const useConsoleProducts = (active: ProductsShown) =>
  useInfiniteQuery({
    queryKey: ['admin', 'catalogue', 'list', active],
    queryFn: ({ pageParam, signal }) =>
      apiCall(catalogueAdminApi.list, {
        query: { active, page: pageParam, pageSize: PAGE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length * PAGE < last.total ? all.length + 1 : undefined),
    staleTime: CONSOLE_STALE_MS,
  });

export const useConsoleProduct = (id: string | undefined) =>
  useQuery({
    queryKey: ['admin', 'catalogue', 'product', id],
    queryFn: ({ signal }) => apiCall(catalogueAdminApi.get, { params: { id: id! }, signal }),
    enabled: Boolean(id),
    staleTime: CONSOLE_STALE_MS,
  });

/** The customer's price of an item of this weight and making charge, now (null: not valid yet). */
export const usePricePreview = (item: { weightMg: number; makingBp: number } | null) =>
  useQuery({
    queryKey: ['admin', 'catalogue', 'preview', item],
    queryFn: ({ signal }) => apiCall(catalogueAdminApi.preview, { body: item!, signal }),
    enabled: item !== null,
    placeholderData: (previous) => previous,
    staleTime: 10_000,
  });

/** After a change: the console's lists and the store's pages read it again. */
function useCatalogueChanged() {
  const qc = useQueryClient();
  return (p: Product) => {
    qc.setQueryData(['admin', 'catalogue', 'product', p.id], p);
    void qc.invalidateQueries({ queryKey: ['admin', 'catalogue', 'list'] });
    void qc.invalidateQueries({ queryKey: ['catalogue'] });
  };
}

export function useCreateProduct() {
  const onSuccess = useCatalogueChanged();
  return useMutation({
    mutationFn: (body: ProductInput) => apiCall(catalogueAdminApi.create, { body }),
    onSuccess,
  });
}

export function useUpdateProduct(id: string) {
  const onSuccess = useCatalogueChanged();
  return useMutation({
    mutationFn: (body: ProductUpdate) =>
      apiCall(catalogueAdminApi.update, { params: { id }, body }),
    onSuccess,
  });
}

/**
 * Uploads one image as multipart form data (the one console call that is not JSON) to the same
 * contract's path, with the same error shape as every other call.
 */
async function uploadImage(productId: string, file: File): Promise<ProductImage> {
  const form = new FormData();
  form.append('image', file);
  let res: Response;
  try {
    res = await fetch(
      catalogueAdminApi.uploadImage.path.replace(':id', encodeURIComponent(productId)),
      { method: 'POST', credentials: 'same-origin', body: form },
    );
  } catch {
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
  const json = (await res.json().catch(() => undefined)) as
    | { error?: { code: ApiError['code']; message: string; fields?: Record<string, string> } }
    | undefined;
  if (!res.ok) {
    const e = json?.error;
    throw e
      ? new ApiError(res.status, e.code, e.message, e.fields)
      : new ApiError(res.status, 'INTERNAL', NETWORK_ERROR_MESSAGE);
  }
  return json as ProductImage;
}

export function useUploadImage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, file }: { productId: string; file: File }) =>
      uploadImage(productId, file),
    onSuccess: (_img, { productId }) => {
      void qc.invalidateQueries({ queryKey: ['admin', 'catalogue'] });
      void qc.invalidateQueries({ queryKey: ['admin', 'catalogue', 'product', productId] });
      void qc.invalidateQueries({ queryKey: ['catalogue'] });
    },
  });
}
