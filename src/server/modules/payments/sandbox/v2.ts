import { TOKEN_TYPE, eventType, webhookAuthorization } from '../phonepe-v2-protocol';
import { newToken } from './ids';
import { header } from './rules';
import type { Sandbox } from './simulator';
import type { ApiOperation, JsonAnswer } from './types';
import { createV2Checkout } from './v2-checkout';
import {
  badRequest,
  error,
  json,
  obj,
  type Headers,
  type Json,
  type SandboxV2Options,
  type V2Context,
} from './v2-common';
import { createV2Subscriptions } from './v2-subscriptions';

export type { SandboxV2Options } from './v2-common';

/**
 * PhonePe v2 ("OAuth") on top of the v1 simulator's state machines (reference sections 3 and 6):
 * client-credentials tokens, /checkout/v2 orders that use the same pay page, refunds,
 * /subscriptions/v2 set-up, notify, redeem, status and cancel that use the same UPI app, and
 * webhooks {event, type, payload} carrying sha256(username:password) to one configured URL, with
 * the same failure knobs as v1 callbacks.
 */
export function createSandboxV2(core: Sandbox, opts: SandboxV2Options) {
  const i = core.internal;
  /** access token -> expiry (epoch ms) */
  const tokens = new Map<string, number>();

  // ------------------------------------------------------------ auth and knobs

  /** The 'timeout' and '5xx' knobs, answered in v2's error shape. */
  async function chaos(op: ApiOperation): Promise<JsonAnswer | undefined> {
    const c = await i.chaos(op);
    if (!c) return undefined;
    return error(c.status, c.body.code, c.body.message);
  }

  /** The O-Bearer token of a PG call; undefined when it is one we issued and still valid. */
  function unauthorised(headers: Headers): JsonAnswer | undefined {
    const m = /^O-Bearer\s+(\S+)$/.exec(header(headers, 'authorization') ?? '');
    const expiresAt = m ? tokens.get(m[1]!) : undefined;
    if (expiresAt === undefined || i.now() >= expiresAt)
      return error(401, 'UNAUTHORIZED', 'Access token is missing, invalid or expired');
    return undefined;
  }

  const authed =
    <A extends unknown[]>(
      op: ApiOperation,
      handle: (...a: A) => JsonAnswer | Promise<JsonAnswer>,
    ) =>
    async (headers: Headers, ...a: A): Promise<JsonAnswer> =>
      (await chaos(op)) ?? unauthorised(headers) ?? handle(...a);

  async function token(body: unknown): Promise<JsonAnswer> {
    const c = await chaos('token');
    if (c) return c;
    const f = obj(body);
    if (f.grant_type !== 'client_credentials')
      return badRequest('grant_type must be client_credentials');
    if (
      f.client_id !== opts.clientId ||
      f.client_secret !== opts.clientSecret ||
      String(f.client_version) !== String(opts.clientVersion)
    )
      return error(401, 'INVALID_CLIENT', 'Client authentication failed');
    const issuedAt = Math.floor(i.now() / 1000);
    const expiresAt = issuedAt + opts.tokenSeconds;
    const accessToken = newToken() + newToken();
    tokens.set(accessToken, expiresAt * 1000);
    for (const [t, exp] of tokens) if (exp <= i.now()) tokens.delete(t);
    return json({
      access_token: accessToken,
      encrypted_access_token: newToken(),
      expires_in: opts.tokenSeconds,
      issued_at: issuedAt,
      expires_at: expiresAt,
      session_expires_at: expiresAt,
      token_type: TOKEN_TYPE,
    });
  }

  // ------------------------------------------------------------ webhooks

  async function webhook(reference: string, event: string, payload: Json) {
    const headers = {
      'content-type': 'application/json',
      authorization: webhookAuthorization(opts.webhookUsername, opts.webhookPassword),
    };
    const forged = {
      ...headers,
      authorization: webhookAuthorization(opts.webhookUsername, `${opts.webhookPassword}x`),
    };
    await i.deliver(
      opts.webhookUrl,
      reference,
      headers,
      { event, type: eventType(event), payload },
      forged,
    );
  }

  const ctx: V2Context = { i, opts, authed, webhook };
  const checkout = createV2Checkout(ctx);
  const subscriptions = createV2Subscriptions(ctx);
  i.onV2({ payment: checkout.paymentEvent, ...subscriptions.events });

  return {
    api: {
      token,
      pay: checkout.pay,
      orderStatus: checkout.orderStatus,
      transactionStatus: checkout.transactionStatus,
      refund: checkout.refund,
      refundStatus: checkout.refundStatus,
      ...subscriptions.api,
    },
    control: {
      /** every token issued so far stops working (the adapter must fetch a new one) */
      revokeTokens() {
        tokens.clear();
      },
      /** a cancellation in progress completes now */
      completeCancellations: subscriptions.completeCancellations,
    },
    close: subscriptions.close,
  };
}

export type SandboxV2 = ReturnType<typeof createSandboxV2>;
