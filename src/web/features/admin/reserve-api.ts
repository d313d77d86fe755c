import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  reserveAdminApi,
  type ReserveDocument,
  type ReserveDocumentQuery,
  type ReserveItemCorrection,
  type ReserveItemInput,
} from '../../../shared/api/reserve';
import { ApiError, apiCall, NETWORK_ERROR_MESSAGE } from '../../lib/api-client';
import { CONSOLE_STALE_MS } from './api';

/** The register, its documents, the snapshots and whether purchases run. */
export const useReserveConsole = () =>
  useQuery({
    queryKey: ['admin', 'reserve'],
    queryFn: ({ signal }) => apiCall(reserveAdminApi.get, { signal }),
    staleTime: CONSOLE_STALE_MS,
  });

/** Every change refreshes the console (Today's banner too) and the public page's figures. */
function useReserveMutation<A, R>(fn: (args: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['admin'] });
      void qc.invalidateQueries({ queryKey: ['reserve'] });
    },
  });
}

export const useAddReserveItem = () =>
  useReserveMutation((body: ReserveItemInput) => apiCall(reserveAdminApi.addItem, { body }));

export const useCorrectReserveItem = () =>
  useReserveMutation(({ itemId, body }: { itemId: string; body: ReserveItemCorrection }) =>
    apiCall(reserveAdminApi.correctItem, { params: { itemId }, body }),
  );

export const useMoveOutReserveItem = () =>
  useReserveMutation(({ itemId, reason }: { itemId: string; reason: string }) =>
    apiCall(reserveAdminApi.moveOut, { params: { itemId }, body: { reason } }),
  );

export const useTakeSnapshot = () =>
  useReserveMutation(() => apiCall(reserveAdminApi.snapshot, { body: {} }));

export const useResumePurchases = () =>
  useReserveMutation((reason: string) => apiCall(reserveAdminApi.resume, { body: { reason } }));

/**
 * Uploads a certificate as multipart form data (the details in the query), with the same error
 * shape as every other call.
 */
async function uploadDocument(details: ReserveDocumentQuery, file: File): Promise<ReserveDocument> {
  const form = new FormData();
  form.append('file', file);
  let res: Response;
  try {
    res = await fetch(`${reserveAdminApi.addDocument.path}?${new URLSearchParams(details)}`, {
      method: 'POST',
      credentials: 'same-origin',
      body: form,
    });
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
  return json as ReserveDocument;
}

export const useAddReserveDocument = () =>
  useReserveMutation(({ details, file }: { details: ReserveDocumentQuery; file: File }) =>
    uploadDocument(details, file),
  );
