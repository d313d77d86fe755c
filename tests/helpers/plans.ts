import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../src/server/deps';
import { recordPrice } from '../../src/server/modules/prices/service';
import { runDebitJob } from '../../src/server/modules/subscriptions/service';
import { sandboxControl } from './payments';

export const key = () => randomUUID().replace(/-/g, '');

/** An instant given as India wall-clock time, e.g. ist('2026-11-24T11:00:00'). */
export const ist = (s: string) => new Date(`${s}+05:30`);

/** Drives plans through the real routes and the sandbox's UPI app, as a user and a tester would. */
export function planDriver(app: App, price = 765000) {
  const post = (url: string, headers: Record<string, string>, payload?: Record<string, unknown>) =>
    payload === undefined
      ? app.inject({ method: 'POST', url, headers })
      : app.inject({ method: 'POST', url, headers, payload });
  const form = (url: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  const d = {
    post,
    create: (
      headers: Record<string, string>,
      frequency: 'DAILY' | 'WEEKLY' | 'MONTHLY',
      amountPaise: number,
      idempotencyKey = key(),
    ) => post('/api/plans', headers, { frequency, amountPaise, idempotencyKey }),
    verify: (headers: Record<string, string>, insertId: string, upi: string) =>
      post(`/api/plans/${insertId}/verify-upi`, headers, { upi }),
    authorize: (headers: Record<string, string>, insertId: string, upi: string) =>
      post(`/api/plans/${insertId}/authorize`, headers, { method: 'COLLECT', upi }),
    status: (headers: Record<string, string>, insertId: string) =>
      app.inject({ url: `/api/plans/${insertId}/mandate-status`, headers }),
    plan: async (headers: Record<string, string>, insertId: string) => {
      const res = await app.inject({ url: `/api/plans/${insertId}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        plan: Record<string, unknown> & { state: string; debitsMade: number; goldE8Saved: number };
        debits: {
          cycle: number;
          date: string;
          state: string;
          merchantTransactionId: string;
          reason: string;
        }[];
      };
    },
    /** the user's UPI app: approve or reject a mandate or a debit; pause, resume or revoke */
    upiAuth: (authRequestId: string, decision: 'approve' | 'reject') =>
      form(`/sandbox/phonepe/upi-app/auth/${authRequestId}`, { decision }),
    upiDebit: (merchantTransactionId: string, decision: 'approve' | 'reject') =>
      form(`/sandbox/phonepe/upi-app/debit/${merchantTransactionId}`, { decision }),
    upiMandate: (subscriptionId: string, action: 'pause' | 'unpause' | 'revoke') =>
      form(`/sandbox/phonepe/upi-app/mandate/${subscriptionId}`, { action }),
    /** the sandbox clock control, then a fresh price reading (the feed runs on the same clock) */
    advance: async (ms: number) => {
      await sandboxControl(app, { action: 'advance-clock', ms, runJobs: false });
      await recordPrice(app.deps.db, price, 'test', app.deps.clock.now());
    },
    job: () => runDebitJob(app.deps),
    /** a plan from the card to an approved mandate */
    async activePlan(
      headers: Record<string, string>,
      frequency: 'DAILY' | 'WEEKLY' | 'MONTHLY' = 'DAILY',
      amountPaise = 5000,
      upi = 'asha.saver@ybl',
    ) {
      const created = await d.create(headers, frequency, amountPaise);
      expect(created.statusCode, created.body).toBe(201);
      const { insert_id: insertId, subscriptionId } = created.json();
      expect((await d.verify(headers, insertId, upi)).statusCode).toBe(200);
      const auth = await d.authorize(headers, insertId, upi);
      expect(auth.statusCode, auth.body).toBe(200);
      const authRequestId = auth.json().transactionId as string;
      expect((await d.upiAuth(authRequestId, 'approve')).statusCode).toBe(303);
      expect((await d.status(headers, insertId)).json().status).toBe('SUCCESS');
      return {
        insertId: insertId as string,
        subscriptionId: subscriptionId as string,
        authRequestId,
      };
    },
    /** how many times the gateway was asked to execute a debit */
    async executeCalls(merchantTransactionId: string) {
      const r = (await app.deps.db.execute(
        sql`select count(*)::int as n from gateway_log where operation = 'debit-execute' and reference = ${merchantTransactionId} and direction = 'out'`,
      )) as unknown as { rows: { n: number }[] };
      return r.rows[0]!.n;
    },
    async mails(to: string, kind: string) {
      const r = (await app.deps.db.execute(
        sql`select subject, text_body as text from mail_outbox where to_address = ${to} and kind = ${kind} order by id`,
      )) as unknown as { rows: { subject: string; text: string }[] };
      return r.rows;
    },
  };
  return d;
}
