import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint's contract: used by the server to register the route (validation, OpenAPI) and by
 * the web's api client (path, method and types), so both sides agree by construction.
 */
export type Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  Pa extends z.ZodType | undefined = z.ZodType | undefined,
> = {
  method: M;
  path: P;
  body?: B;
  query?: Q;
  params?: Pa;
  response: R;
  /** HTTP status of success; 200 unless given */
  status?: number;
  summary: string;
  tags: string[];
};

export const defineEndpoint = <
  M extends HttpMethod,
  P extends string,
  R extends z.ZodType,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  Pa extends z.ZodType | undefined = undefined,
>(
  e: Endpoint<M, P, B, Q, R, Pa>,
) => e;

export type EndpointBody<E> =
  E extends Endpoint<HttpMethod, string, infer B>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never;
export type EndpointQuery<E> =
  E extends Endpoint<HttpMethod, string, z.ZodType | undefined, infer Q>
    ? Q extends z.ZodType
      ? z.input<Q>
      : undefined
    : never;
export type EndpointResponse<E> =
  E extends Endpoint<HttpMethod, string, z.ZodType | undefined, z.ZodType | undefined, infer R>
    ? z.output<R>
    : never;
