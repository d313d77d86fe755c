import type {
  FastifyInstance,
  RouteOptions,
  onRequestHookHandler,
  onResponseHookHandler,
  preSerializationHookHandler,
} from 'fastify';

type StageHook = {
  onRequest: onRequestHookHandler;
  preSerialization: preSerializationHookHandler;
  onResponse: onResponseHookHandler;
};

/**
 * Adds a hook to every route registered from now on, chosen per route when it is registered.
 *
 * Why not an app-wide hook that looks at the route: `request.routeOptions` builds a new object on
 * each read, and a few such reads per request cost the cheapest answers (the live price, polled
 * by every open page) a quarter of their time. A hook picked at registration knows its route.
 * The not-found handler is no route: registerSpa gives it the hooks it needs
 * (notFoundPreHandlers in app.ts). Hooks added later run first on a route.
 */
export function addRouteHook<K extends keyof StageHook>(
  app: FastifyInstance,
  stage: K,
  pick: (route: RouteOptions) => StageHook[K] | undefined,
) {
  app.addHook('onRoute', (route) => {
    const hook = pick(route);
    if (!hook) return;
    const existing = route[stage];
    const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
    (route as { [S in K]?: unknown })[stage] = [hook, ...list];
  });
}
