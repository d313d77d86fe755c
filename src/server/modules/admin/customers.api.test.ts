import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, testClock } from '../../../../tests/helpers/build-app';
import { createSignedInUser, createUser } from '../../../../tests/helpers/factories';
import { auditLog } from '../audit/tables';
import { mailOutbox } from '../mail/tables';
import { createOrder } from '../orders/service';
import { creditAnts, creditGold, debitGold } from '../wallet/service';
import { ledgerEntries } from '../wallet/tables';

describe("the console's customers", async () => {
  const app = await buildTestApp();
  const operator = await createSignedInUser(app, { role: 'admin' });
  const headers = operator.headers;
  const get = (url: string) => app.inject({ url, headers });
  const search = async (q: string, extra = '') => {
    const res = await get(`/api/admin/customers?q=${encodeURIComponent(q)}${extra}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { customers: { id: string; email: string }[]; total: number };
  };
  const idsOf = (r: { customers: { id: string }[] }) => r.customers.map((c) => c.id);

  it('finds a customer by part of their name, email or phone, in any case', async () => {
    const meera = await createUser(app, {
      firstName: 'Meera',
      lastName: 'Subramanyam',
      email: 'meera.s.findme@example.in',
      phone: '9812345670',
      // the two newest accounts a second apart: rows written in the same instant have no order
      createdAt: new Date(Date.now() + 1000),
    });
    const other = await createUser(app, {
      firstName: 'Kiran',
      lastName: 'Rao',
      createdAt: new Date(Date.now() + 2000),
    });

    for (const q of ['meera sub', 'SUBRAMANYAM', 'Findme@Example', '2345670', ' meera.s ']) {
      const found = await search(q);
      expect(idsOf(found), q).toEqual([meera.id]);
      expect(found.total).toBe(1);
    }
    // what the operator types is text, not a pattern: '%' and '_' match only themselves
    expect((await search('%')).total).toBe(0);
    expect((await search('meera_s')).total).toBe(0);
    // no words: every account, newest first
    const all = await search('');
    expect(idsOf(all).slice(0, 2)).toEqual([other.id, meera.id]);
    expect(all.customers[1]).toMatchObject({
      email: 'meera.s.findme@example.in',
      phone: '9812345670',
      isVerified: true,
      suspendedAt: null,
    });
  });

  it('pages the results and refuses pages larger than 50', async () => {
    for (let i = 0; i < 3; i++) await createUser(app, { lastName: 'Pagewise' });
    const first = await search('pagewise', '&pageSize=2');
    const second = await search('pagewise', '&pageSize=2&page=2');
    expect(first.total).toBe(3);
    expect(first.customers).toHaveLength(2);
    expect(second.customers).toHaveLength(1);
    expect(new Set([...idsOf(first), ...idsOf(second)]).size).toBe(3);
    expect((await get('/api/admin/customers?pageSize=51')).statusCode).toBe(400);
    expect((await get(`/api/admin/customers?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it("shows a customer's balances exactly as their ledger postings sum up, with the statement", async () => {
    const { user } = await createSignedInUser(app);
    const ref = (n: string) => ({ reference: `test:${n}`, idempotencyKey: `test:${n}:${user.id}` });
    await app.deps.db.transaction(async (tx) => {
      await creditGold(tx, {
        type: 'digital_gold_purchase',
        ...ref('gold'),
        userId: user.id,
        goldE8: 12_345_678,
        vaultLimitE8: null,
      });
      await debitGold(tx, {
        type: 'gold_smith_conversion',
        ...ref('smith'),
        userId: user.id,
        goldE8: 2_345_678,
      });
      await creditAnts(tx, {
        type: 'referral_commission',
        ...ref('ants'),
        userId: user.id,
        antsCenti: 12_550,
      });
    });

    const res = await get(`/api/admin/customers/${user.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    const summed = async (kind: string) => {
      const [r] = await app.deps.db
        .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)` })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.userId, user.id),
            eq(ledgerEntries.account, `user:${user.id}:${kind}`),
          ),
        );
      return Number(r!.total);
    };
    expect(detail.balances).toEqual({
      goldE8: await summed('gold'),
      antsCenti: await summed('ants'),
      inrPaidPaise: await summed('inr_paid'),
    });
    expect(detail.balances).toMatchObject({ goldE8: 10_000_000, antsCenti: 12_550 });
    expect(detail.customer).toMatchObject({ id: user.id, email: user.email, suspendedAt: null });
    // the session createSignedInUser opened is listed, its token is not
    expect(detail.sessions).toHaveLength(1);
    expect(JSON.stringify(detail.sessions)).not.toMatch(/token/i);
    expect(detail.plans).toEqual([]);

    // the statement: newest first, a page at a time, each line one change of a balance
    const page1 = (await get(`/api/admin/customers/${user.id}/statement?pageSize=2`)).json();
    expect(page1.total).toBe(3);
    expect(
      page1.lines.map((l: { type: string; unit: string; amountMinor: number }) => [
        l.type,
        l.unit,
        l.amountMinor,
      ]),
    ).toEqual([
      ['referral_commission', 'ANTS', 12_550],
      ['gold_smith_conversion', 'GOLD', -2_345_678],
    ]);
    const page2 = (await get(`/api/admin/customers/${user.id}/statement?pageSize=2&page=2`)).json();
    expect(page2.lines).toEqual([
      expect.objectContaining({ type: 'digital_gold_purchase', amountMinor: 12_345_678 }),
    ]);
  });

  it("lists the customer's orders of every kind, newest first", async () => {
    const user = await createUser(app);
    const buyer = {
      userId: user.id,
      buyerName: 'Asha Reddy',
      buyerEmail: user.email,
      buyerPhone: user.phone,
      buyerAddress: user.address,
    };
    const t0 = new Date('2026-03-01T10:00:00Z');
    await createOrder(
      app.deps.db,
      {
        ...buyer,
        kind: 'DigitalGold',
        amountPaise: 100_000,
        goldE8: 8_000_000,
        orderlist: 'Digital gold',
        idempotencyKey: 'a'.repeat(32),
        createdAt: t0,
      },
      t0,
    );
    const t1 = new Date('2026-03-02T10:00:00Z');
    await createOrder(
      app.deps.db,
      {
        ...buyer,
        kind: 'GoldSmith',
        amountPaise: 0,
        goldE8: 50_000_000,
        orderlist: '0.500 gram coin',
        idempotencyKey: 'b'.repeat(32),
        createdAt: t1,
      },
      t1,
    );
    const res = await get(`/api/admin/customers/${user.id}/orders`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      total: 2,
      orders: [
        { type: 'GoldSmith', orderlist: '0.500 gram coin', goldE8: 50_000_000 },
        { type: 'DigitalGold', amountPaise: 100_000 },
      ],
    });
  });

  it('answers 404 for an account that does not exist', async () => {
    for (const url of [
      '/api/admin/customers/usr_nope',
      '/api/admin/customers/usr_nope/statement',
      '/api/admin/customers/usr_nope/orders',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('resends the verification mail through the outbox, with one audit row', async () => {
    const user = await createUser(app, { isActive: false });
    const resend = () =>
      app.inject({
        method: 'POST',
        url: `/api/admin/customers/${user.id}/resend-verification`,
        headers,
        payload: {},
      });
    const mails = () =>
      app.deps.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, user.email), eq(mailOutbox.kind, 'verify-email')));
    const audits = () => app.deps.db.select().from(auditLog).where(eq(auditLog.targetId, user.id));

    const res = await resend();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain(user.email);
    expect(await mails()).toHaveLength(1);
    expect((await mails())[0]!.text).toMatch(/verify-email\?token=/);
    const rows = await audits();
    expect(rows.map((r) => [r.action, r.actorUserId, r.after])).toEqual([
      ['customer.resend-verification', operator.user.id, { mailedTo: user.email }],
    ]);

    // pressed again at once: nothing more is mailed or written
    const again = await resend();
    expect(again.statusCode).toBe(429);
    expect(await mails()).toHaveLength(1);
    expect(await audits()).toHaveLength(1);

    // a verified customer needs no link
    const verified = await createUser(app);
    const done = await app.inject({
      method: 'POST',
      url: `/api/admin/customers/${verified.id}/resend-verification`,
      headers,
      payload: {},
    });
    expect(done.statusCode).toBe(409);
    expect(done.json().error.message).toBe(
      'This customer has already verified their email address.',
    );
  });

  it('shows a suspended customer as suspended, signed out everywhere, and back after reactivation', async () => {
    const { user } = await createSignedInUser(app, { email: 'to.suspend@example.in' });
    const act = (what: 'suspend' | 'reactivate') =>
      app.inject({
        method: 'POST',
        url: `/api/admin/customers/${user.id}/${what}`,
        headers,
        payload: { reason: 'chargeback under review' },
      });
    expect((await act('suspend')).json()).toEqual({ changed: true });

    const detail = (await get(`/api/admin/customers/${user.id}`)).json();
    expect(detail.customer.suspendedAt).toEqual(expect.any(String));
    expect(detail.sessions).toEqual([]);
    expect((await search('to.suspend@')).customers[0]).toMatchObject({
      id: user.id,
      suspendedAt: detail.customer.suspendedAt,
    });

    expect((await act('reactivate')).json()).toEqual({ changed: true });
    expect((await get(`/api/admin/customers/${user.id}`)).json().customer.suspendedAt).toBeNull();
  });

  it('signs a customer out of every browser with one audit row; pressing again ends nothing and writes nothing', async () => {
    const customer = await createSignedInUser(app, { email: 'lost.phone@example.in' });
    const end = () =>
      app.inject({
        method: 'POST',
        url: `/api/admin/customers/${customer.user.id}/end-sessions`,
        headers,
        payload: { reason: 'phone lost, the customer called' },
      });
    const signedIn = async () =>
      (await app.inject({ url: '/api/auth/session', headers: customer.headers })).json().user;
    const rows = () =>
      app.deps.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.targetId, customer.user.id),
            eq(auditLog.action, 'customer.sessions.end'),
          ),
        );
    expect(await signedIn()).toMatchObject({ id: customer.user.id });

    expect((await end()).json()).toEqual({ ended: 1 });
    expect(await signedIn()).toBeNull();
    expect((await get(`/api/admin/customers/${customer.user.id}`)).json()).toMatchObject({
      customer: { suspendedAt: null },
      sessions: [],
    });
    expect(await rows()).toMatchObject([
      {
        actorLabel: operator.user.email,
        before: { signedInBrowsers: 1 },
        after: { signedInBrowsers: 0 },
        reason: 'phone lost, the customer called',
      },
    ]);

    expect((await end()).json()).toEqual({ ended: 0 });
    expect(await rows()).toHaveLength(1);

    const unknown = await app.inject({
      method: 'POST',
      url: '/api/admin/customers/no-such-user/end-sessions',
      headers,
      payload: { reason: 'phone lost' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("a customer's browsers in the console", async () => {
  const clock = testClock(new Date('2026-03-01T10:00:00Z'));
  const app = await buildTestApp({ clock });

  it('shows when each browser signed in and was last seen, written at most every five minutes', async () => {
    const operator = await createSignedInUser(app, { role: 'admin' });
    const customer = await createSignedInUser(app);
    const session = async () => {
      const res = await app.inject({
        url: `/api/admin/customers/${customer.user.id}`,
        headers: operator.headers,
      });
      return res.json().sessions[0];
    };
    const browse = () => app.inject({ url: '/api/auth/session', headers: customer.headers });

    expect(await session()).toMatchObject({
      createdAt: '2026-03-01T10:00:00.000Z',
      lastSeenAt: '2026-03-01T10:00:00.000Z',
    });
    clock.advance(10 * 60_000);
    await browse();
    expect((await session()).lastSeenAt).toBe('2026-03-01T10:10:00.000Z');
    // two minutes later: not written again yet
    clock.advance(2 * 60_000);
    await browse();
    expect((await session()).lastSeenAt).toBe('2026-03-01T10:10:00.000Z');
    clock.advance(4 * 60_000);
    await browse();
    expect((await session()).lastSeenAt).toBe('2026-03-01T10:16:00.000Z');
  });
});
