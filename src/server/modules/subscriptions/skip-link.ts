/**
 * The pre-debit notice's "skip this debit" link: signed (HMAC-SHA256 with SESSION_SECRET) for one
 * debit, it works without signing in and asks for confirmation on a page (GET) before skipping
 * (POST). It is single-use by the debit's state: once skipped, or once the debit is sent to the
 * bank, the page says so and nothing changes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatDate, formatRupees } from '../../../shared/money/format';
import { istMidnight } from '../../../shared/rules/autopay';
import { paths } from '../../../shared/routes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { MAIL_JOB, escapeHtml } from '../mail/service';
import type { Locale } from '../../../shared/locales';
import { inLocale } from '../../i18n/catalogue';
import { translateMessage } from '../../i18n/translate';
import { findLanguageOf } from '../accounts/service';
import * as repo from './repo';
import { planMails, planName } from './mails';
import { skipRefusal, skipStoredDebit } from './plan-control';
const SKIP_LINK = '/autopay/skip/';

// the same secret the session cookies are signed with (required with real payments, config.ts)
const secretOf = (deps: AppDeps) => deps.config.SESSION_SECRET ?? 'dev-only-cookie-secret';
const signatureOf = (deps: AppDeps, debitId: string) =>
  createHmac('sha256', secretOf(deps)).update(`plan-debit-skip:${debitId}`).digest();

/** The path of a debit's skip link (the mail puts the site's address before it). */
export const skipLinkPath = (deps: AppDeps, debitId: string) =>
  `${SKIP_LINK}${encodeURIComponent(debitId)}.${signatureOf(deps, debitId).toString('base64url')}`;

/** The debit id a link was signed for, or undefined when its signature does not match. */
export function debitOfToken(deps: AppDeps, token: string): string | undefined {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const debitId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = signatureOf(deps, debitId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? debitId : undefined;
}

/** The page, in the language of the mail that links to it (its plan's saver's). */
function send(
  deps: AppDeps,
  reply: FastifyReply,
  locale: Locale,
  status: number,
  body: { text: string; form?: string },
) {
  const page = inLocale(planMails, locale).skipPage;
  const brand = escapeHtml(deps.config.OPERATOR_BRAND);
  const form = body.form
    ? `<form method="post" action="${escapeHtml(body.form)}"><button type="submit">${escapeHtml(page.button)}</button></form>`
    : '';
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .header('referrer-policy', 'no-referrer');
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(page.title)} | ${brand}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1f1a14}h1{font-size:1.3rem}button{font:inherit;padding:.7rem 1.2rem;border-radius:.5rem;border:0;background:#8a5a00;color:#fff;min-height:44px}a{color:#8a5a00}</style></head><body><p><strong>${brand}</strong></p><h1>${escapeHtml(page.title)}</h1><p role="status">${escapeHtml(body.text)}</p>${form}<p><a href="${escapeHtml(paths.dashboard.href())}">${escapeHtml(page.openPlans)}</a></p></body></html>`;
}

/** GET: the confirmation page; POST: the skip, under the plan's row lock. */
export function skipLinkRoutes(app: FastifyInstance, deps: AppDeps) {
  const load = async (token: string) => {
    const id = debitOfToken(deps, token);
    const d = id ? await repo.findDebit(deps.db, id) : undefined;
    const plan = d ? await repo.findPlan(deps.db, d.planId) : undefined;
    return d && plan ? { d, plan, locale: await findLanguageOf(deps.db, plan.userId) } : undefined;
  };
  const words = (d: { amountPaise: number; cycleDate: string }, locale: Locale) =>
    [formatRupees(d.amountPaise), formatDate(istMidnight(d.cycleDate), locale)] as const;
  const pageOf = (locale: Locale) => inLocale(planMails, locale).skipPage;
  const refusal = (err: unknown) => {
    if (err instanceof AppError && err.code === 'CONFLICT') return err.message;
    throw err;
  };
  const opts = {
    schema: { hide: true },
    config: { rateLimit: { max: deps.config.ORDER_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
  };

  app.get<{ Params: { token: string } }>(`${SKIP_LINK}:token`, opts, async (req, reply) => {
    const found = await load(req.params.token);
    if (!found) return send(deps, reply, 'en', 404, { text: pageOf('en').badLink });
    const { d, plan, locale } = found;
    const refused = skipRefusal(d.state);
    if (refused) return send(deps, reply, locale, 409, { text: translateMessage(refused, locale) });
    const [amount, date] = words(d, locale);
    return send(deps, reply, locale, 200, {
      text: pageOf(locale).confirm(amount, date, planName(plan, locale)),
      form: `${SKIP_LINK}${req.params.token}`,
    });
  });

  app.post<{ Params: { token: string } }>(`${SKIP_LINK}:token`, opts, async (req, reply) => {
    const found = await load(req.params.token);
    if (!found) return send(deps, reply, 'en', 404, { text: pageOf('en').badLink });
    const { locale } = found;
    let refused: string | undefined;
    await deps.db
      .transaction(async (tx) => {
        const plan = (await repo.lockPlan(tx, found.plan.id))!;
        const d = (await repo.findDebit(tx, found.d.id))!;
        await skipStoredDebit(deps, tx, plan, d);
      })
      .catch((err: unknown) => {
        refused = refusal(err);
      });
    if (refused) return send(deps, reply, locale, 409, { text: translateMessage(refused, locale) });
    deps.jobs.kick(MAIL_JOB);
    const [amount, date] = words(found.d, locale);
    return send(deps, reply, locale, 200, { text: pageOf(locale).done(amount, date) });
  });
}
