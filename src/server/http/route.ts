import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
  /** per-route rate limit, e.g. { max: 10, timeWindow: '1 minute' } */
  rateLimit?: { max: number; timeWindow: string | number };
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
  handler: (req: RouteRequest<E>, reply: FastifyReply) => Promise<z.input<E['response']>>,
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
    ...(opts.rateLimit ? { config: { rateLimit: opts.rateLimit } } : {}),
    handler: async (req, reply) => {
      const out = await handler(req as RouteRequest<E>, reply);
      reply.status(status);
      return out;
    },
  });
}
