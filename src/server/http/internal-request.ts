import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { Agent, request } from 'undici';
import type { InternalRequest } from './spa';

/**
 * The server's own API, asked by a page it renders (the prices and products the page shows), with
 * `headers` (the instance's internal token, the member's session cookie).
 *
 * Once the server listens, over a loopback connection to itself, not through `inject`: a process
 * whose route handlers first ran on inject's stand-in request and reply objects (the pages rendered
 * at start-up) kept code optimised for both kinds for the rest of its life, and answered its real
 * requests slower (the live price at 89% of a bare Fastify route against 93-109% without those
 * injected requests: docs/performance.md). Before it listens (and in tests, which never listen),
 * through `inject`.
 */
export function internalRequester(
  app: FastifyInstance,
  headersOf: (sessionToken: string | undefined) => Record<string, string>,
): InternalRequest {
  let dispatcher: Agent | undefined;
  app.addHook('onClose', async () => {
    await dispatcher?.close();
  });
  return async ({ method, url, sessionToken }) => {
    const headers = headersOf(sessionToken);
    const address = app.server.listening ? (app.server.address() as AddressInfo | null) : null;
    if (!address || typeof address !== 'object') {
      const res = await app.inject({ method: method as 'GET', url, headers });
      return { statusCode: res.statusCode, body: res.body, headers: res.headers };
    }
    dispatcher ??= new Agent({ keepAliveTimeout: 10_000, connections: 8 });
    const res = await request(`http://${loopbackHost(address)}:${address.port}${url}`, {
      method: method as 'GET',
      headers,
      dispatcher,
    });
    return { statusCode: res.statusCode, body: await res.body.text(), headers: res.headers };
  };
}

/** Where a server listening on `address` answers this machine (any address: the loopback's). */
function loopbackHost(address: AddressInfo) {
  if (address.address === '0.0.0.0') return '127.0.0.1';
  if (address.address === '::') return '[::1]';
  return address.family === 'IPv6' ? `[${address.address}]` : address.address;
}
