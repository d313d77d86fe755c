import { queryOptions } from '@tanstack/react-query';
import { papersApi } from '../../../shared/api/papers';
import { apiCall } from '../../lib/api-client';

export const certificateQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['certificate', orderId],
    queryFn: () => apiCall(papersApi.certificate, { params: { orderId } }),
    enabled: Boolean(orderId),
  });

export const statementYearsQuery = () =>
  queryOptions({ queryKey: ['statements'], queryFn: () => apiCall(papersApi.years) });

export const statementQuery = (year: string) =>
  queryOptions({
    queryKey: ['statements', year],
    queryFn: () => apiCall(papersApi.statement, { params: { year } }),
    enabled: Boolean(year),
  });
