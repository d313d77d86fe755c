import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint } from '../../shared/api/contract';

type Out<T> = [T] extends [undefined] ? undefined : z.output<NonNullable<T> & z.ZodType>;

export type RouteRequest<E extends Endpoint> = FastifyRequest & {
  body: Out<E['body']>;
  query: Out<E['query']>;
  params: Out<E['params']>;
};

export type RouteOptions = {
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  /**
   * per-route rate limit, e.g. { max: 10, timeWindow: '1 minute' }; false for a public answer
   * served from memory, which costs less than the limiter's own bookkeeping
   */
  rateLimit?: { max: number; timeWindow: string | number } | false;
  /** the largest request body this route reads, in bytes (the app's default is sized for uploads) */
  bodyLimit?: number;
  /**
   * A small public JSON answer served from memory on a hot path (the live price polled by every
   * badge). Skips per-request work that buys nothing there: the page security headers (CSP and
   * the like do not apply to JSON; nosniff is set here), compression (the answer is below its
   * threshold) and the per-request log lines (one poll a minute per visitor would flood the
   * log); serializes each answer object once, as the handler returns the same object while it
   * is cached. The answer being the same for everyone, the route reads no cookies and looks up
   * no session (a client need not send them: the badge asks without credentials).
   */
  isHotPublicJson?: boolean;
  /** hide from the OpenAPI document (sandbox and test controls) */
  hide?: boolean;
};

/**
 * Registers a route from its shared contract: the zod schemas validate the input and shape the
 * output (fields not in the response schema never leave the server) and feed the OpenAPI document.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  handler: (
    req: RouteRequest<E>,
    reply: FastifyReply,
  ) => Promise<z.input<E['response']>> | z.input<E['response']>,
  opts: RouteOptions = {},
) {
  const status = e.status ?? 200;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: e.method,
    url: e.path,
    schema: {
      summary: e.summary,
      tags: e.tags,
      ...(opts.hide ? { hide: true } : {}),
      ...(e.body ? { body: e.body } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.params ? { params: e.params } : {}),
      response: { [status]: e.response },
    },
    ...(opts.preHandler ? { preHandler: opts.preHandler } : {}),
    ...(opts.onRequest ? { onRequest: opts.onRequest } : {}),
    ...(opts.bodyLimit !== undefined ? { bodyLimit: opts.bodyLimit } : {}),
    config: {
      ...(opts.rateLimit !== undefined ? { rateLimit: opts.rateLimit } : {}),
      ...(opts.isHotPublicJson
        ? {
            securityHeaders: false as const,
            quietRequestLogs: true,
            // the answer is the same for everyone: no session lookup, no cookies read
            session: false as const,
            cookies: false as const,
          }
        : {}),
    },
    // (the memo wraps the zod serializer for this route's response schema; the cast only
    // bridges the type provider's per-route schema generic)
    ...(opts.isHotPublicJson
      ? {
          compress: false as const,
          decompress: false as const,
          serializerCompiler: memoSerializer as never,
        }
      : {}),
    handler: opts.isHotPublicJson
      ? // no promise when the handler answers at once (from memory): the answer is sent as
        // soon as it is returned
        (req, reply) => {
          const out = handler(req as RouteRequest<E>, reply);
          return out instanceof Promise
            ? out.then((o) => answeredHot(reply, status, o))
            : answeredHot(reply, status, out);
        }
      : async (req, reply) => {
          const out = await handler(req as RouteRequest<E>, reply);
          reply.status(status);
          return out;
        },
  });
}

/** A hot public JSON answer's status and nosniff header (the page security headers are off). */
function answeredHot<T>(reply: FastifyReply, status: number, out: T): T {
  if (status !== 200) reply.status(status);
  reply.header('x-content-type-options', 'nosniff');
  return out;
}

/**
 * The zod serializer, run once per answer object (validated and stringified on first sight). A
 * hot route returns its kept answer object until it is replaced, so the last one is remembered:
 * one comparison per answer (a WeakMap lookup cost more than stringifying the small answer).
 */
const memoSerializer: typeof serializerCompiler = (routeSchema) => {
  const serialize = serializerCompiler(routeSchema);
  let lastData: unknown;
  let lastJson = '';
  return (data) => {
    if (typeof data !== 'object' || data === null) return serialize(data);
    if (data !== lastData) {
      lastJson = serialize(data);
      lastData = data;
    }
    return lastJson;
  };
};
