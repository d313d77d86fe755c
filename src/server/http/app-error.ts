import type { ErrorCode } from '../../shared/api/errors';
import { httpMessages } from './messages';

const STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INSUFFICIENT_ANTS: 422,
  INSUFFICIENT_GOLD: 422,
  INSUFFICIENT_BALANCE: 422,
  VAULT_LIMIT: 422,
  PAYMENT_PENDING: 409,
  PAYMENT_GATEWAY: 502,
  PRICE_UNAVAILABLE: 503,
  QUOTE_EXPIRED: 409,
  PURCHASES_STOPPED: 503,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

/** The one error type: a stable code, an HTTP status and a user-facing message. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  readonly fields?: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    opts: { status?: number; fields?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: opts.cause });
    this.status = opts.status ?? STATUS[code];
    if (opts.fields) this.fields = opts.fields;
  }
}

export const notFound = (message = httpMessages.en.notFound) => new AppError('NOT_FOUND', message);
