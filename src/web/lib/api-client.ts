import type { z } from 'zod';
import type { Endpoint } from '../../shared/api/contract';
import type { ApiErrorBody, ErrorCode } from '../../shared/api/errors';

/** A failed API call with the server's code, user-facing message and per-field messages. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

type In<T> = [T] extends [undefined] ? undefined : z.input<NonNullable<T> & z.ZodType>;

export type CallArgs<E extends Endpoint> = {
  body?: In<E['body']>;
  query?: In<E['query']>;
  params?: Record<string, string | number>;
  signal?: AbortSignal;
  /** 'omit' for public answers that need no session (no cookie: no session lookup, cacheable) */
  credentials?: RequestCredentials;
};

/** Network failure message of the spec (section 8). */
export const NETWORK_ERROR_MESSAGE = 'An error occurred. Please try again.';

type Send = (url: string, init: RequestInit) => Promise<Response>;
/** The browser's fetch; the server's rendering of a page answers in-process (src/web/prerender.tsx). */
let send: Send = (url, init) => fetch(url, init);
/** Routes every later call through `fn`: only the server's rendering (a Node process) sets it. */
export const setApiTransport = (fn: Send) => {
  send = fn;
};

function buildUrl(path: string, params?: Record<string, string | number>, query?: unknown) {
  let url = path.replace(/:(\w+)/g, (_, k: string) =>
    encodeURIComponent(String(params?.[k] ?? '')),
  );
  if (query && typeof query === 'object') {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(query as Record<string, unknown>)) {
      if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
    }
    const s = qs.toString();
    if (s) url += `?${s}`;
  }
  return url;
}

/**
 * Calls an endpoint of the shared contract: same origin, cookies sent, JSON in and out.
 * Code in the first chunk passes a `{method, path}` literal typed by `typeof xApi.y` (a type-only
 * import) so that zod stays out of the initial download; lazy screens pass the endpoint itself.
 */
export async function apiCall<E extends Endpoint>(
  e: E | Pick<E, 'method' | 'path'>,
  args: CallArgs<E> = {},
): Promise<z.output<E['response']>> {
  let res: Response;
  try {
    res = await send(buildUrl(e.path, args.params, args.query), {
      method: e.method,
      credentials: args.credentials ?? 'same-origin',
      headers: args.body !== undefined ? { 'content-type': 'application/json' } : {},
      body: args.body !== undefined ? JSON.stringify(args.body) : null,
      signal: args.signal ?? null,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
  let json: unknown;
  try {
    json = res.status === 204 ? undefined : await res.json();
  } catch {
    throw new ApiError(res.status, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
  if (!res.ok) {
    // shape checked by hand: this module is in the first chunk, which must not carry zod
    const error = (json as Partial<ApiErrorBody> | undefined)?.error;
    if (error && typeof error.code === 'string' && typeof error.message === 'string') {
      throw new ApiError(res.status, error.code, error.message, error.fields);
    }
    throw new ApiError(res.status, 'INTERNAL', NETWORK_ERROR_MESSAGE);
  }
  return json as z.output<E['response']>;
}
