import { AppError } from '../../http/app-error';

/** The constraint (or message) of a unique violation anywhere in an error's cause chain. */
export function uniqueViolation(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const x = e as { code?: string; constraint?: string; message?: string };
    if (x.code === '23505') return `${x.constraint ?? ''} ${x.message ?? ''}`;
  }
  return undefined;
}

/** Refuses a request whose fields are not acceptable (400 VALIDATION_FAILED, one per field). */
export function throwFieldErrors(fields: Record<string, string>) {
  const keys = Object.keys(fields);
  if (keys.length === 0) return;
  throw new AppError('VALIDATION_FAILED', fields[keys[0]!]!, { fields });
}
