import type { FastifyInstance } from 'fastify';
import { parseRupees } from '../../../../shared/money/format';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/app-error';
import { findPayment, registerPaymentPurpose, startPayment } from '../service';
import { html } from './browser-routes';
import { sandboxToolMessages } from './messages';
import { merchantHomePage, merchantResultPage, unknownPage } from './pages';

/** The purpose of payments started from the sandbox's own test merchant page and control API. */
export const SANDBOX_PURPOSE = 'sandbox_demo';
export const DEMO_USER = 'sandbox-demo';

/**
 * The test merchant under /sandbox: start a payment from a browser, see where the app returns it.
 * Its payments are the sandbox purpose's (the payment row is their whole record).
 */
export async function registerTestMerchant(app: FastifyInstance, deps: AppDeps, brand: string) {
  registerPaymentPurpose(deps, SANDBOX_PURPOSE, {
    // the payment row is the whole record of a test payment
    onSuccess: async () => undefined,
    onFailure: async () => undefined,
    returnPath: (p) => `/sandbox/merchant/result?transactionId=${p.merchantTransactionId}`,
  });

  const t = sandboxToolMessages;
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
    if (!p || p.purpose !== SANDBOX_PURPOSE) return html(reply, unknownPage('en'), 404);
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
