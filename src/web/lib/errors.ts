import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client';

/**
 * The text to show for a failed call (spec 8): the server's message; `failed` when the server
 * answered without one (an internal error); 'An error occurred. Please try again.' on a network
 * or parse error or an exception.
 */
export function errorMessage(err: unknown, failed: string = NETWORK_ERROR_MESSAGE): string {
  if (!(err instanceof ApiError) || err.code === 'NETWORK') return NETWORK_ERROR_MESSAGE;
  if (err.code === 'INTERNAL') return failed;
  return err.message;
}

/** Per-field messages of a failed call (validation or a clash with another account), if any. */
export function fieldErrors(err: unknown): Record<string, string> | undefined {
  return err instanceof ApiError && err.fields && Object.keys(err.fields).length
    ? err.fields
    : undefined;
}

/**
 * Shows a failed call's per-field messages on the form's fields (focusing the first); returns
 * whether any applied, so the caller shows the general message only otherwise.
 */
export function applyFieldErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  names: readonly Path<T>[],
): boolean {
  const fields = fieldErrors(err);
  if (!fields) return false;
  let applied = false;
  for (const name of names) {
    const message = fields[name];
    if (!message) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
