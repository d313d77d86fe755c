import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineEndpoint } from '../../../../shared/api/contract';
import type { AppDeps } from '../../../deps';
import { sameMachineOnly } from '../../../http/same-machine';
import { AppError } from '../../../http/app-error';
import { route } from '../../../http/route';
import { callbackUrl, newMerchantTransactionId, paymentGateway, startPayment } from '../service';
import { moveClock } from './clock';
import { DEMO_USER, SANDBOX_PURPOSE } from './merchant';
import { sandboxToolMessages } from './messages';
import { SANDBOX_MOUNT } from './pages';
import type { Sandbox } from './simulator';
import { KNOBS, type ApiOperation } from './types';
import type { SandboxV2 } from './v2';

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
 * The control API for tests and the bench (chaos knobs, resolve, flush, clock, demo payments and
 * mandates): it settles anyone's sandbox payment, so it answers this machine only.
 */
export function registerSandboxControl(
  app: FastifyInstance,
  deps: AppDeps,
  sandbox: Sandbox,
  v2: SandboxV2,
) {
  const c = deps.config;
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
            throw new AppError('VALIDATION_FAILED', sandboxToolMessages.advanceHow);
          return moveClock(deps, b.to ?? b.ms!, b.runJobs);
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
          if (!done) throw new AppError('CONFLICT', sandboxToolMessages.noPendingPayment);
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
          if (!check.valid) throw new AppError('VALIDATION_FAILED', sandboxToolMessages.upiUnknown);
          // one call on either generation (v1: create + auth init; v2: one set-up order)
          const sub = await gw.setupMandate({
            merchantSubscriptionId,
            merchantUserId: DEMO_USER,
            name: sandboxToolMessages.demoPlanName,
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
}
