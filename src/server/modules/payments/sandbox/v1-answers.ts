import type { ApiAnswer, Envelope } from './types';

/** PhonePe v1's answers: an envelope {success, code, message, data} with the HTTP status. */

export const envelope = (success: boolean, code: string, message: string, data = {}) => ({
  success,
  code,
  message,
  data,
});
export const answer = (status: number, body: Envelope): ApiAnswer => ({ status, body });
export const ok = (code: string, message: string, data: Record<string, unknown>) =>
  answer(200, envelope(true, code, message, data));
export const badRequest = (message: string) => answer(400, envelope(false, 'BAD_REQUEST', message));
export const notFound = () =>
  answer(
    200,
    envelope(false, 'TRANSACTION_NOT_FOUND', 'No Transaction found with the given details.'),
  );
export const authFailed = () =>
  answer(
    401,
    envelope(false, 'AUTHORIZATION_FAILED', 'Authorization failed: X-VERIFY is invalid.'),
  );
export const strOf = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
