import type { FastifyInstance } from 'fastify';
import {
  adminPaymentsApi,
  paymentsApi,
  ZMerchantTransactionIdParams,
} from '../../../shared/api/payments';
import type { AppDeps } from '../../deps';
import { currentUser, requireUser } from '../../http/auth';
import { currentOperator } from '../../http/operator-gate';
import { route } from '../../http/route';
import { getPaymentForOperator, listPaymentsForOperator, refundMismatch } from './console';
import { registerSandbox } from './sandbox/routes';
import {
  CALLBACK_PATH,
  findPayment,
  getPaymentForUser,
  receiveCallback,
  reconcileDue,
  settle,
  type Payment,
} from './service';

const toView = (p: Payment) => ({
  merchantTransactionId: p.merchantTransactionId,
  state: p.state,
  amountPaise: p.amountPaise,
  purpose: p.purpose,
  referenceId: p.referenceId,
  createdAt: p.createdAt.toISOString(),
  settledAt: p.settledAt?.toISOString() ?? null,
});

export async function paymentsModule(app: FastifyInstance, deps: AppDeps) {
  // the operator console (behind the gate, as every /api/admin route)
  route(app, adminPaymentsApi.list, async (req) => listPaymentsForOperator(deps, req.query));
  route(app, adminPaymentsApi.detail, async (req) =>
    getPaymentForOperator(deps, req.params.paymentId),
  );
  route(app, adminPaymentsApi.refund, async (req) =>
    refundMismatch(deps, currentOperator(req), req.params.paymentId, req.body.reason),
  );

  route(
    app,
    paymentsApi.status,
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const { merchantTransactionId } = req.params as { merchantTransactionId: string };
      const p = await getPaymentForUser(deps, currentUser(req).id, merchantTransactionId);
      return toView(p);
    },
    { preHandler: requireUser },
  );

  route(
    app,
    paymentsApi.phonePeCallback,
    async (req) => {
      await receiveCallback(deps, { headers: req.headers, body: req.body, path: CALLBACK_PATH });
      return { ok: true as const };
    },
    // PhonePe calls from few addresses; a busy hour must not be throttled like one browser. A
    // callback is {"response": base64} of a few kilobytes: anything far larger is not one.
    {
      rateLimit: {
        max: deps.config.GATEWAY_CALLBACK_RATE_LIMIT_PER_MINUTE,
        timeWindow: '1 minute',
      },
      bodyLimit: 128 * 1024,
    },
  );

  // The pay page sends the browser here (redirectMode REDIRECT). Settles if the gateway is final,
  // then lands on the purpose's status page; the redirect itself is never proof of payment.
  app.get<{ Params: { merchantTransactionId: string } }>(
    '/api/payments/return/:merchantTransactionId',
    {
      schema: { hide: true, params: ZMerchantTransactionIdParams },
      // anyone may land here: the gateway's answer decides, not who is signed in
      config: {
        rateLimit: {
          max: deps.config.PAYMENT_RETURN_RATE_LIMIT_PER_MINUTE,
          timeWindow: '1 minute',
        },
        session: false,
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const id = req.params.merchantTransactionId;
      const p = await findPayment(deps, id);
      if (!p) return reply.redirect('/', 303);
      let after = p;
      try {
        // a final payment is answered as it is (settle would read it again to say the same)
        if (p.state === 'PENDING') after = await settle(deps, id);
      } catch (err) {
        req.log.warn({ err, merchantTransactionId: id }, 'settling on return failed');
      }
      return reply.redirect(after.returnPath, 303);
    },
  );

  deps.jobs.every('payments-reconcile', deps.config.PAYMENTS_RECONCILE_EVERY_MS, () =>
    reconcileDue(deps),
  );

  if (deps.config.PAYMENTS_MODE === 'sandbox') await registerSandbox(app, deps);
}
