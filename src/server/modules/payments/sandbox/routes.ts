import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { defineEndpoint } from '../../../../shared/api/contract';
import { parseRupees } from '../../../../shared/money/format';
import { nextWindowStart } from '../../../../shared/rules/autopay';
import type { AppDeps } from '../../../deps';
import { isFromSameMachine, sameMachineOnly } from '../../../http/same-machine';
import { AppError } from '../../../http/app-error';
import { route } from '../../../http/route';
import {
  callbackUrl,
  findPayment,
  newMerchantTransactionId,
  paymentGateway,
  registerPaymentPurpose,
  startPayment,
} from '../service';
import { sandboxMessages } from './messages';
import {
  SANDBOX_MOUNT,
  merchantHomePage,
  merchantResultPage,
  payDonePage,
  payPage,
  postBackPage,
  unknownPage,
  upiAppPage,
} from './pages';
import {
  KNOBS,
  createSandbox,
  type ApiAnswer,
  type ApiOperation,
  type JsonAnswer,
} from './simulator';
import { createSandboxV2 } from './v2';

/** The purpose of payments started from the sandbox's own test merchant page and control API. */
export const SANDBOX_PURPOSE = 'sandbox_demo';
const DEMO_USER = 'sandbox-demo';

const OPERATIONS = [
  'token',
  'subscription-setup',
  'pay',
  'status',
  'refund',
  'subscription-create',
  'subscription-status',
  'vpa-validate',
  'auth-init',
  'auth-status',
  'debit-notify',
  'debit-execute',
  'debit-status',
  'subscription-cancel',
] as const satisfies readonly ApiOperation[];

const ZKnob = z
  .object({
    next: z.enum(KNOBS),
    /** which API call a timeout or 5xx applies to */
    on: z.enum([...OPERATIONS, 'any']).default('any'),
    times: z.number().int().min(1).max(100).default(1),
    delayMs: z.number().int().min(0).max(600_000).optional(),
  })
  .strict();

const ZAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('reset') }).strict(),
  z.object({ action: z.literal('flush') }).strict(),
  z.object({ action: z.literal('revoke-tokens') }).strict(),
  z.object({ action: z.literal('complete-cancellations') }).strict(),
  z
    .object({
      action: z.literal('resolve'),
      merchantTransactionId: z.string(),
      outcome: z.enum(['SUCCESS', 'FAILED']),
      callback: z.boolean().default(false),
      afterPolls: z.number().int().min(1).max(100).optional(),
    })
    .strict(),
  z
    .object({
      action: z.literal('advance-clock'),
      /** how far to move the app's clock forward */
      ms: z
        .number()
        .int()
        .min(1)
        .max(400 * 86_400_000)
        .optional(),
      /** or: to the start of the next NPCI non-peak window */
      to: z.literal('next-window').optional(),
      /** refresh the price and run the time-driven jobs at once (default); tests drive them */
      runJobs: z.boolean().default(true),
    })
    .strict(),
  z
    .object({
      action: z.literal('demo-payment'),
      amountPaise: z.number().int().min(100),
    })
    .strict(),
  z
    .object({
      action: z.literal('demo-mandate'),
      vpa: z.string(),
      amountPaise: z.number().int().min(100).default(50_000),
    })
    .strict(),
]);

const controlApi = {
  post: defineEndpoint({
    method: 'POST',
    path: `${SANDBOX_MOUNT}/_control`,
    body: z.union([ZKnob, ZAction]),
    response: z.record(z.string(), z.unknown()),
    summary: 'Sandbox control for tests (chaos knobs, resolve, flush, demo payments)',
    tags: ['sandbox'],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${SANDBOX_MOUNT}/_control`,
    response: z.record(z.string(), z.unknown()),
    summary: 'Sandbox state for tests: knobs, delivered and withheld callbacks',
    tags: ['sandbox'],
  }),
};

/**
 * Mounts the PhonePe simulator under /sandbox/phonepe, and a small test merchant under /sandbox,
 * only when PAYMENTS_MODE=sandbox (the module never calls this in live mode, so the routes are
 * absent there).
 */
export async function registerSandbox(app: FastifyInstance, deps: AppDeps) {
  const c = deps.config;
  const sandbox = createSandbox({
    merchantId: c.PHONEPE_SANDBOX_MERCHANT_ID,
    saltKey: c.PHONEPE_SANDBOX_SALT_KEY,
    saltIndex: c.PHONEPE_SALT_INDEX,
    clock: deps.clock,
    browserBaseUrl: `${c.publicUrl}${SANDBOX_MOUNT}`,
    merchantUrl: c.publicUrl,
    pageMinutes: c.PHONEPE_SANDBOX_PAGE_MINUTES,
    clientTimeoutMs: c.PHONEPE_TIMEOUT_MS,
    fetch: deps.fetch,
    log: app.log,
  });
  // v2 beside v1: one simulator state, the pay page and the UPI app serve both generations
  const v2 = createSandboxV2(sandbox, {
    merchantId: c.PHONEPE_SANDBOX_MERCHANT_ID,
    clientId: c.PHONEPE_SANDBOX_CLIENT_ID,
    clientSecret: c.PHONEPE_SANDBOX_CLIENT_SECRET,
    clientVersion: c.PHONEPE_CLIENT_VERSION,
    webhookUsername: c.PHONEPE_SANDBOX_WEBHOOK_USERNAME,
    webhookPassword: c.PHONEPE_SANDBOX_WEBHOOK_PASSWORD,
    webhookUrl: c.PHONEPE_SANDBOX_WEBHOOK_URL ?? callbackUrl(deps),
    tokenSeconds: c.PHONEPE_SANDBOX_TOKEN_SECONDS,
    browserBaseUrl: `${c.publicUrl}${SANDBOX_MOUNT}`,
    pageMinutes: c.PHONEPE_SANDBOX_PAGE_MINUTES,
  });
  app.addHook('onClose', async () => {
    v2.close();
    sandbox.close();
  });
  const brand = c.OPERATOR_BRAND;

  /**
   * Moves the app's clock (and so the sandbox's) forward: a plan's 24 h notice and the non-peak
   * hours pass without waiting. Then the jobs that act on time look at once.
   */
  const moveClock = async (ms: number | 'next-window', runJobs = true) => {
    const clock = deps.clock;
    if (!clock.advance) throw new AppError('CONFLICT', 'This app runs on a clock that cannot move');
    const now = clock.now();
    const by = ms === 'next-window' ? nextWindowStart(now).getTime() - now.getTime() : ms;
    if (by > 0) clock.advance(by);
    if (runJobs) {
      // a price for the new time first (the old one is stale there), then the debits
      await deps.jobs.runNow('price-refresh').catch(() => undefined);
      for (const job of ['plan-debits', 'payments-reconcile']) deps.jobs.kick(job);
    }
    return { ok: true, now: clock.now().toISOString(), shiftMs: clock.shiftMs?.() ?? null };
  };

  registerPaymentPurpose(deps, SANDBOX_PURPOSE, {
    // the payment row is the whole record of a test payment
    onSuccess: async () => undefined,
    onFailure: async () => undefined,
    returnPath: (p) => `/sandbox/merchant/result?transactionId=${p.merchantTransactionId}`,
  });

  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(body);

  await app.register(
    async (s) => {
      // PhonePe answers a malformed body with its own envelope, so parse leniently here.
      s.removeContentTypeParser('application/json');
      s.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
        try {
          done(null, body ? JSON.parse(String(body)) : undefined);
        } catch {
          done(null, undefined);
        }
      });
      s.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );

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
        s.post(path, hide, async (req, reply) =>
          send(reply, await operation(req.headers, req.body)),
        );
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

      // ---- the hosted pay page
      s.get('/transact/pg', hide, async (req, reply) => {
        const token = String((req.query as P).token ?? '');
        const t = sandbox.page.of(token);
        if (!t || t.kind !== 'PAY') return html(reply, unknownPage(), 404);
        if (t.stage !== 'PAGE')
          return html(reply, payDonePage({ state: t.state, redirectUrl: t.redirectUrl }));
        return html(
          reply,
          payPage({
            token,
            merchantName: brand,
            merchantId: sandbox.merchantId,
            amountPaise: t.amount,
            merchantTransactionId: t.merchantTransactionId,
            expiresAt: new Date(t.expiresAt),
          }),
        );
      });
      s.post('/transact/pg', hide, async (req, reply) => {
        const body = (req.body ?? {}) as P;
        const choice = body.choice;
        if (choice !== 'pay' && choice !== 'decline' && choice !== 'pending') {
          return html(reply, unknownPage(), 400);
        }
        const r = await sandbox.page.choose(String(body.token ?? ''), choice);
        if (r.kind === 'unknown') return html(reply, unknownPage(), 404);
        if (r.kind === 'done') {
          return html(
            reply,
            payDonePage({ state: r.txn.state, redirectUrl: r.txn.redirectUrl }),
            409,
          );
        }
        const t = r.txn;
        if (t.redirectMode === 'POST') {
          return html(
            reply,
            postBackPage({
              merchantName: brand,
              redirectUrl: t.redirectUrl!,
              fields: {
                code:
                  t.state === 'COMPLETED'
                    ? 'PAYMENT_SUCCESS'
                    : t.state === 'FAILED'
                      ? 'PAYMENT_ERROR'
                      : 'PAYMENT_PENDING',
                merchantId: sandbox.merchantId,
                transactionId: t.merchantTransactionId,
                amount: t.amount,
                providerReferenceId: t.transactionId,
              },
            }),
          );
        }
        return reply.header('cache-control', 'no-store').redirect(t.redirectUrl!, 303);
      });

      // ---- the UPI app
      s.get('/upi-app', hide, async (req, reply) => {
        const vpa = String((req.query as P).vpa ?? '').trim() || undefined;
        const clock =
          deps.clock.advance && isFromSameMachine(req)
            ? { now: deps.clock.now(), shiftMs: deps.clock.shiftMs?.() ?? 0 }
            : undefined;
        return html(
          reply,
          upiAppPage({ vpa, merchantName: brand, clock, ...sandbox.upi.inbox(vpa) }),
        );
      });
      s.post('/upi-app/clock', { ...hide, onRequest: sameMachineOnly }, async (req, reply) => {
        const body = (req.body ?? {}) as P;
        const move = body.move;
        if (move === 'hour' || move === 'day' || move === 'window') {
          await moveClock(
            move === 'hour' ? 3_600_000 : move === 'day' ? 86_400_000 : 'next-window',
          );
        }
        return backToApp(reply, body);
      });
      const backToApp = (reply: FastifyReply, body: P) =>
        reply.redirect(
          `${SANDBOX_MOUNT}/upi-app${body.vpa ? `?vpa=${encodeURIComponent(body.vpa)}` : ''}`,
          303,
        );
      s.post('/upi-app/auth/:id', hide, async (req, reply) => {
        const body = (req.body ?? {}) as P;
        await sandbox.upi.decideAuth((req.params as P).id!, body.decision === 'approve');
        return backToApp(reply, body);
      });
      s.post('/upi-app/debit/:id', hide, async (req, reply) => {
        const body = (req.body ?? {}) as P;
        await sandbox.upi.decideDebit((req.params as P).id!, body.decision === 'approve');
        return backToApp(reply, body);
      });
      s.post('/upi-app/mandate/:id', hide, async (req, reply) => {
        const body = (req.body ?? {}) as P;
        const action = body.action;
        if (action === 'pause' || action === 'unpause' || action === 'revoke') {
          await sandbox.upi.changeMandate((req.params as P).id!, action);
        }
        return backToApp(reply, body);
      });
    },
    { prefix: SANDBOX_MOUNT },
  );

  // ---- control API for tests
  // the controls settle anyone's sandbox payment: tests and the bench on the same machine only
  route(app, controlApi.get, async () => sandbox.control.state(), {
    hide: true,
    onRequest: sameMachineOnly,
  });
  route(
    app,
    controlApi.post,
    async (req) => {
      const b = req.body;
      if ('next' in b) {
        sandbox.control.addKnob(b);
        return { ok: true, knobs: sandbox.control.state().knobs };
      }
      switch (b.action) {
        case 'reset':
          sandbox.control.reset();
          return { ok: true };
        case 'advance-clock':
          if (b.ms === undefined && !b.to)
            throw new AppError('VALIDATION_FAILED', 'Give ms or to: next-window');
          return moveClock(b.to ?? b.ms!, b.runJobs);
        case 'flush':
          return { ok: true, delivered: await sandbox.control.flush() };
        case 'revoke-tokens':
          v2.control.revokeTokens();
          return { ok: true };
        case 'complete-cancellations':
          return { ok: true, completed: await v2.control.completeCancellations() };
        case 'resolve': {
          const done = await sandbox.control.resolve(b.merchantTransactionId, b.outcome, {
            callback: b.callback,
            afterPolls: b.afterPolls,
          });
          if (!done) throw new AppError('CONFLICT', 'No pending sandbox payment with that id');
          return { ok: true };
        }
        case 'demo-payment':
          return startPayment(deps, {
            purpose: SANDBOX_PURPOSE,
            referenceId: DEMO_USER,
            userId: DEMO_USER,
            amountPaise: b.amountPaise,
          });
        case 'demo-mandate': {
          const gw = paymentGateway(deps);
          const now = deps.clock.now();
          const merchantSubscriptionId = newMerchantTransactionId('MSUB', now);
          const authRequestId = newMerchantTransactionId('AUTH', now);
          const check = await gw.verifyVpa(b.vpa);
          if (!check.valid) throw new AppError('VALIDATION_FAILED', 'That UPI ID does not exist');
          // one call on either generation (v1: create + auth init; v2: one set-up order)
          const sub = await gw.setupMandate({
            merchantSubscriptionId,
            merchantUserId: DEMO_USER,
            name: 'Gold savings plan',
            authWorkflowType: 'TRANSACTION',
            amountType: 'FIXED',
            amountPaise: b.amountPaise,
            frequency: 'MONTHLY',
            recurringCount: 12,
            authRequestId,
            instrument: { type: 'UPI_COLLECT', vpa: b.vpa },
            callbackUrl: callbackUrl(deps),
          });
          const auth = {
            redirectUrl:
              sub.redirectUrl ??
              `${c.publicUrl}${SANDBOX_MOUNT}/upi-app?vpa=${encodeURIComponent(b.vpa)}`,
          };
          return {
            merchantSubscriptionId,
            subscriptionId: sub.subscriptionId,
            authRequestId,
            upiAppUrl: auth.redirectUrl,
          };
        }
      }
    },
    { hide: true, onRequest: sameMachineOnly },
  );

  // ---- the test merchant: start a payment from a browser, see where the app returns it
  const t = sandboxMessages.en;
  app.get('/sandbox', { schema: { hide: true } }, async (_req, reply) =>
    html(reply, merchantHomePage({ merchantName: brand })),
  );
  await app.register(async (m) => {
    m.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    m.post('/sandbox/merchant/payments', { schema: { hide: true } }, async (req, reply) => {
      const amount = String(((req.body ?? {}) as Record<string, string>).amount ?? '');
      const parsed = parseRupees(amount);
      const paise = parsed.ok ? parsed.paise : 0;
      if (paise < 100) {
        return html(
          reply,
          merchantHomePage({ merchantName: brand, amount, error: t.amountInvalid }),
          400,
        );
      }
      try {
        const started = await startPayment(deps, {
          purpose: SANDBOX_PURPOSE,
          referenceId: DEMO_USER,
          userId: DEMO_USER,
          amountPaise: paise,
        });
        return reply.redirect(started.payPageUrl, 303);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        return html(
          reply,
          merchantHomePage({ merchantName: brand, amount, error: err.message }),
          err.status,
        );
      }
    });
  });
  app.get('/sandbox/merchant/result', { schema: { hide: true } }, async (req, reply) => {
    const id = String((req.query as Record<string, string>).transactionId ?? '');
    const p = id ? await findPayment(deps, id) : undefined;
    if (!p || p.purpose !== SANDBOX_PURPOSE) return html(reply, unknownPage(), 404);
    return html(
      reply,
      merchantResultPage({
        merchantName: brand,
        state: p.state,
        amountPaise: p.amountPaise,
        merchantTransactionId: p.merchantTransactionId,
      }),
    );
  });
}
