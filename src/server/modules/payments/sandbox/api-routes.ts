import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SANDBOX_MOUNT } from './pages';
import type { Sandbox } from './simulator';
import type { ApiAnswer, JsonAnswer } from './types';
import type { SandboxV2 } from './v2';

/**
 * The simulated PhonePe API under /sandbox/phonepe: PG and Autopay, v1 and v2, each path answered
 * by the simulator. `s` is the sandbox's plugin, which parses JSON leniently (PhonePe answers a
 * malformed body with its own envelope).
 */
export function mountSandboxApi(s: FastifyInstance, sandbox: Sandbox, v2: SandboxV2) {
  const send = (reply: FastifyReply, a: ApiAnswer) =>
    reply.status(a.status).header('cache-control', 'no-store').send(a.body);
  /** the API path as sent, without the mount and query: the checksum input of a GET */
  const apiPath = (req: FastifyRequest) => req.url.slice(SANDBOX_MOUNT.length).split('?')[0]!;
  const hide = { schema: { hide: true } };
  type P = Record<string, string>;

  // ---- the API: PG v1 and Autopay v1, answered by the simulator
  const posts = {
    '/pg/v1/pay': sandbox.api.pay,
    '/pg/v1/refund': sandbox.api.refund,
    '/v3/recurring/subscription/create': sandbox.api.createSubscription,
    '/v3/recurring/auth/init': sandbox.api.authInit,
    '/v3/recurring/debit/init': sandbox.api.notify,
    '/v3/recurring/debit/execute': sandbox.api.execute,
    '/v3/recurring/subscription/cancel': sandbox.api.cancel,
  };
  for (const [path, operation] of Object.entries(posts)) {
    s.post(path, hide, async (req, reply) => send(reply, await operation(req.headers, req.body)));
  }
  // the last path parameter names the transaction, subscription, mandate or VPA asked about
  const gets = {
    '/pg/v1/status/:merchantId/:id': sandbox.api.status,
    '/v3/recurring/subscription/status/:merchantId/:id': sandbox.api.subscriptionStatus,
    '/v3/vpa/:merchantId/:id/validate': sandbox.api.validateVpa,
    '/v3/recurring/auth/status/:merchantId/:id': sandbox.api.authStatus,
    '/v3/recurring/debit/status/:merchantId/:id': sandbox.api.debitStatus,
  };
  for (const [path, operation] of Object.entries(gets)) {
    s.get(path, hide, async (req, reply) => {
      const p = req.params as P;
      return send(reply, await operation(req.headers, apiPath(req), p.merchantId!, p.id!));
    });
  }

  // ---- the API: PG v2 and Autopay v2 (O-Bearer token on every call but the token's own)
  const sendJson = (reply: FastifyReply, a: JsonAnswer) => {
    reply.status(a.status).header('cache-control', 'no-store');
    return a.body === undefined ? reply.send() : reply.send(a.body);
  };
  s.post('/v1/oauth/token', hide, async (req, reply) =>
    sendJson(reply, await v2.api.token(req.body)),
  );
  const v2Posts = {
    '/checkout/v2/pay': v2.api.pay,
    '/payments/v2/refund': v2.api.refund,
    '/subscriptions/v2/setup': v2.api.setup,
    '/v2/validate/upi': v2.api.validateUpi,
    '/subscriptions/v2/notify': v2.api.notify,
    '/subscriptions/v2/redeem': v2.api.redeem,
  };
  for (const [path, operation] of Object.entries(v2Posts)) {
    s.post(path, hide, async (req, reply) =>
      sendJson(reply, await operation(req.headers, req.body)),
    );
  }
  const v2Gets = {
    '/checkout/v2/order/:id/status': v2.api.orderStatus,
    '/checkout/v2/transaction/:id/status': v2.api.transactionStatus,
    '/payments/v2/refund/:id/status': v2.api.refundStatus,
    '/subscriptions/v2/order/:id/status': v2.api.subscriptionOrderStatus,
    '/subscriptions/v2/transaction/:id/status': v2.api.subscriptionTransactionStatus,
    '/subscriptions/v2/:id/status': v2.api.subscriptionStatus,
  };
  for (const [path, operation] of Object.entries(v2Gets)) {
    s.get(path, hide, async (req, reply) =>
      sendJson(reply, await operation(req.headers, (req.params as P).id!)),
    );
  }
  s.post('/subscriptions/v2/:id/cancel', hide, async (req, reply) =>
    sendJson(reply, await v2.api.cancel(req.headers, (req.params as P).id!)),
  );
}
