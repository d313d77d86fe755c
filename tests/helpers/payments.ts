import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../src/server/deps';
import { registerPaymentPurpose, startPayment } from '../../src/server/modules/payments/service';

/**
 * A 'test' payment purpose whose handlers record every credit and release in a table of their own,
 * inside the settlement transaction, so exactly-once can be asserted from committed rows.
 */
export async function registerTestPurpose(app: App) {
  await app.deps.db.execute(
    sql`create table if not exists test_credits (id serial primary key, payment_id text not null, kind text not null)`,
  );
  const control = { failNextSuccess: false };
  registerPaymentPurpose(app.deps, 'test', {
    async onSuccess(tx, p) {
      if (control.failNextSuccess) {
        control.failNextSuccess = false;
        throw new Error('the process died while crediting');
      }
      await tx.execute(sql`insert into test_credits (payment_id, kind) values (${p.id}, 'credit')`);
    },
    async onFailure(tx, p) {
      await tx.execute(
        sql`insert into test_credits (payment_id, kind) values (${p.id}, 'release')`,
      );
    },
    returnPath: (p) => `/MarketPlace/StatusCheck?transactionId=${p.merchantTransactionId}`,
  });
  let seq = 0;
  return {
    control,
    /** the purpose's handler calls for one payment, in order */
    async records(paymentId: string) {
      const res = (await app.deps.db.execute(
        sql`select kind from test_credits where payment_id = ${paymentId} order by id`,
      )) as unknown as { rows: { kind: string }[] };
      return res.rows.map((r) => r.kind);
    },
    /** the order id of the latest start (also when starting failed) */
    lastReferenceId: () => `ord_test_${seq}`,
    start(userId: string, amountPaise = 123456) {
      seq++;
      return startPayment(app.deps, {
        purpose: 'test',
        referenceId: `ord_test_${seq}`,
        userId,
        amountPaise,
      });
    },
  };
}

export const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

/** Drives the sandbox pay page like a browser: opens it, then presses Pay, Decline or Leave pending. */
export async function choose(app: App, payPageUrl: string, choice: 'pay' | 'decline' | 'pending') {
  const page = await app.inject(pathOf(payPageUrl));
  expect(page.statusCode).toBe(200);
  const token = new URL(payPageUrl).searchParams.get('token')!;
  const res = await app.inject({
    method: 'POST',
    url: '/sandbox/phonepe/transact/pg',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, choice }).toString(),
  });
  expect(res.statusCode).toBe(303);
  return { page: page.body, returnUrl: res.headers.location as string };
}

/** The browser following the gateway's redirect back to the app; returns where it lands. */
export async function browserReturns(app: App, returnUrl: string) {
  const res = await app.inject(pathOf(returnUrl));
  expect(res.statusCode).toBe(303);
  return res.headers.location as string;
}

export async function sandboxControl(app: App, body: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url: '/sandbox/phonepe/_control', payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export type WithheldCallback = {
  url: string;
  reference: string;
  headers: Record<string, string>;
  /** v1: {response: base64}; v2: {event, type, payload} */
  body: { response: string } | { event: string; type: string; payload: Record<string, unknown> };
};

/** The callbacks the sandbox was told not to send ('no-callback'), exactly as it would have sent them. */
export async function withheldCallbacks(app: App): Promise<WithheldCallback[]> {
  const res = await app.inject('/sandbox/phonepe/_control');
  return res.json().withheld;
}

export const postCallback = (app: App, headers: Record<string, string>, body: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/phonepe/callback',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
