import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * A fetch that sends requests for `origin` into an app with inject (no sockets), and anything else
 * to the real fetch. It honours the request's AbortSignal, so time-outs behave as over HTTP. Tests
 * use it so the payment adapter reaches the sandbox and the sandbox's callbacks reach the app.
 */
export function injectFetch(
  target: () => Pick<FastifyInstance, 'inject'>,
  origin: string,
  fallback: typeof fetch = (input, init) => fetch(input, init),
): typeof fetch {
  return async (input, init) => {
    const req = new Request(input, init);
    const url = new URL(req.url);
    if (url.origin !== origin) return fallback(input, init);
    const signal = init?.signal ?? undefined;
    signal?.throwIfAborted();
    const payload = req.method === 'GET' || req.method === 'HEAD' ? undefined : await req.text();
    const pending = target().inject({
      method: req.method as InjectOptions['method'],
      url: url.pathname + url.search,
      headers: Object.fromEntries(req.headers.entries()),
      ...(payload !== undefined ? { payload } : {}),
    });
    const res = signal
      ? await Promise.race([
          pending,
          new Promise<never>((_, reject) =>
            signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
          ),
        ])
      : await pending;
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers)) {
      if (v === undefined) continue;
      for (const one of Array.isArray(v) ? v : [v]) headers.append(k, String(one));
    }
    const noBody = [101, 204, 205, 304].includes(res.statusCode);
    return new Response(noBody ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers,
    });
  };
}
