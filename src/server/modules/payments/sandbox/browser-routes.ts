import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../../deps';
import { isFromSameMachine, sameMachineOnly } from '../../../http/same-machine';
import { apiLocale } from '../../../i18n/translate';
import { moveClock } from './clock';
import {
  SANDBOX_FONTS,
  SANDBOX_MOUNT,
  payDonePage,
  payPage,
  postBackPage,
  unknownPage,
  upiAppPage,
} from './pages';
import type { Sandbox } from './simulator';

/** An HTML page of the sandbox, never cached. */
export const html = (reply: FastifyReply, body: string, status = 200) =>
  reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);

const hide = { schema: { hide: true } };
type P = Record<string, string>;

const require = createRequire(import.meta.url);
/** The script fonts a Telugu or Hindi sandbox page asks for, by file name (nothing else is served). */
const FONT_FILES = new Map<string, string>(
  Object.values(SANDBOX_FONTS).flatMap((f) =>
    Object.values(f.files).map((file) => [file, `@fontsource/${f.pkg}/files/${file}`] as const),
  ),
);

/**
 * What a browser sees of the simulated PhonePe under /sandbox/phonepe: the hosted pay page, and
 * the UPI app where a saver approves mandates and debits (and, on this machine, moves the clock).
 */
export function mountSandboxPages(
  s: FastifyInstance,
  deps: AppDeps,
  sandbox: Sandbox,
  brand: string,
) {
  // ---- the script fonts of the Telugu and Hindi pages
  s.get('/fonts/:file', hide, async (req, reply) => {
    const path = FONT_FILES.get((req.params as P).file ?? '');
    if (!path) return reply.status(404).send();
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type('font/woff2')
      .send(await readFile(require.resolve(path)));
  });

  // ---- the hosted pay page (in the buyer's language: profile, lang cookie, Accept-Language)
  s.get('/transact/pg', hide, async (req, reply) => {
    const locale = apiLocale(req);
    const token = String((req.query as P).token ?? '');
    const t = sandbox.page.of(token);
    if (!t || t.kind !== 'PAY') return html(reply, unknownPage(locale), 404);
    if (t.stage !== 'PAGE')
      return html(reply, payDonePage({ state: t.state, redirectUrl: t.redirectUrl }, locale));
    return html(
      reply,
      payPage(
        {
          token,
          merchantName: brand,
          merchantId: sandbox.merchantId,
          amountPaise: t.amount,
          merchantTransactionId: t.merchantTransactionId,
          expiresAt: new Date(t.expiresAt),
        },
        locale,
      ),
    );
  });
  s.post('/transact/pg', hide, async (req, reply) => {
    const locale = apiLocale(req);
    const body = (req.body ?? {}) as P;
    const choice = body.choice;
    if (choice !== 'pay' && choice !== 'decline' && choice !== 'pending') {
      return html(reply, unknownPage(locale), 400);
    }
    const r = await sandbox.page.choose(String(body.token ?? ''), choice);
    if (r.kind === 'unknown') return html(reply, unknownPage(locale), 404);
    if (r.kind === 'done') {
      return html(
        reply,
        payDonePage({ state: r.txn.state, redirectUrl: r.txn.redirectUrl }, locale),
        409,
      );
    }
    const t = r.txn;
    if (t.redirectMode === 'POST') {
      return html(
        reply,
        postBackPage(
          {
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
          },
          locale,
        ),
      );
    }
    return reply.header('cache-control', 'no-store').redirect(t.redirectUrl!, 303);
  });

  // ---- the UPI app
  s.get('/upi-app', hide, async (req, reply) => {
    const vpa = String((req.query as P).vpa ?? '').trim() || undefined;
    const request = String((req.query as P).request ?? '').trim() || undefined;
    const clock =
      deps.clock.advance && isFromSameMachine(req)
        ? { now: deps.clock.now(), shiftMs: deps.clock.shiftMs?.() ?? 0 }
        : undefined;
    return html(
      reply,
      upiAppPage(
        { vpa, request, merchantName: brand, clock, ...sandbox.upi.inbox(vpa, request) },
        apiLocale(req),
      ),
    );
  });
  s.post('/upi-app/clock', { ...hide, onRequest: sameMachineOnly }, async (req, reply) => {
    const body = (req.body ?? {}) as P;
    const move = body.move;
    if (move === 'hour' || move === 'day' || move === 'window') {
      await moveClock(
        deps,
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
    await sandbox.upi.decideAuth((req.params as P).id!, body.decision === 'approve', body.vpa);
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
}
