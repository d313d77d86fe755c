import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../../tests/helpers/factories';
import type { ContactMessage } from '../../../shared/api/contact';
import { auditLog } from '../audit/tables';
import * as repo from './repo';
import { countWaitingMessages } from './service';

// a real webhook that refuses every message mentioning "refund" and takes the others
const hook = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => res.writeHead(body.includes('refund') ? 503 : 200).end());
});
const hookUrl = await new Promise<string>((r) =>
  hook.listen(0, '127.0.0.1', () =>
    r(`http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`),
  ),
);
afterAll(() => new Promise<void>((r) => hook.close(() => r())));

/** An app with three messages: one forwarded, one the chat refused, one not tried yet. */
async function setup(perTest = false) {
  const app = await buildTestApp({ env: { CONTACT_WEBHOOK_URL: hookUrl }, perTest });
  const operator = await createSignedInUser(app, { role: 'admin' });
  const headers = operator.headers;
  const send = async (message: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact/messages',
      payload: { name: 'Asha Reddy', email: 'asha@example.in', message },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  const list = async (qs = '') => {
    const res = await app.inject({ url: `/api/admin/messages${qs}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { messages: ContactMessage[]; waiting: number; nextBefore: number | null };
  };
  const markHandled = (id: number, payload: object = {}) =>
    app.inject({ method: 'POST', url: `/api/admin/messages/${id}/handled`, headers, payload });

  const delivered = await send('When is my coin shipped?');
  const refused = await send('Please refund my order');
  await app.deps.jobs.runNow('contact-forward');
  // stored while the chat is not tried (sending kicks the forwarding job at once)
  const queued = (
    await repo.insert(app.deps.db, {
      name: 'Ravi Kumar',
      email: 'ravi@example.in',
      message: 'Is the store open on Sunday?',
    })
  ).id;
  return { app, operator, headers, list, markHandled, delivered, refused, queued };
}

describe("the console's contact messages", async () => {
  const { app, headers, list, markHandled, delivered, refused, queued } = await setup();

  it('lists messages newest first with their forwarding state, attempts and last error', async () => {
    const { messages, waiting } = await list();
    expect(messages.map((m) => m.id)).toEqual([queued, refused, delivered]);
    expect(messages[0]).toMatchObject({ forwardState: 'queued', attempts: 0, lastError: null });
    expect(messages[1]).toMatchObject({
      forwardState: 'failed',
      attempts: expect.any(Number),
      lastError: expect.stringContaining('503'),
      forwardedAt: null,
    });
    expect(messages[2]).toMatchObject({ forwardState: 'forwarded', handledAt: null });
    expect(waiting).toBe(3);
    expect(await countWaitingMessages(app.deps.db)).toBe(3);
  });

  it('filters by forwarding state', async () => {
    expect((await list('?state=failed')).messages.map((m) => m.id)).toEqual([refused]);
    expect((await list('?state=forwarded')).messages.map((m) => m.id)).toEqual([delivered]);
    expect((await list('?state=queued')).messages.map((m) => m.id)).toEqual([queued]);
    expect((await app.inject({ url: '/api/admin/messages?state=lost', headers })).statusCode).toBe(
      400,
    );
  });

  it('marking a message handled writes one audit row, once, however often it is asked', async () => {
    // an app of its own: the others list the messages as sent, none handled
    const { app, operator, list, markHandled, delivered, refused, queued } = await setup(true);
    const res = await markHandled(refused, { note: 'Refund explained by phone\nCalled back' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: refused,
      handledBy: operator.user.email,
      handledNote: 'Refund explained by phone\nCalled back',
    });
    const again = await markHandled(refused, { note: 'Second tap' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      handledAt: res.json().handledAt,
      handledNote: 'Refund explained by phone\nCalled back',
    });
    const rows = await app.deps.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.targetType, 'contact-message'), eq(auditLog.targetId, String(refused))),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'contact.message.handled',
      actorUserId: operator.user.id,
      before: { handledAt: null },
    });

    expect(await countWaitingMessages(app.deps.db)).toBe(2);
    expect((await list('?state=waiting')).messages.map((m) => m.id)).toEqual([queued, delivered]);
    expect((await list('?state=handled')).messages.map((m) => m.id)).toEqual([refused]);
    expect((await list()).waiting).toBe(2);
  });

  it('answers 404 for a message that does not exist', async () => {
    const res = await markHandled(999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('This message does not exist.');
  });

  it('pages through the messages', async () => {
    const first = await list('?limit=2');
    expect(first.messages).toHaveLength(2);
    const second = await list(`?limit=2&before=${first.nextBefore}`);
    expect(second.messages.map((m) => m.id)).toEqual([delivered]);
    expect(second.nextBefore).toBeNull();
  });
});
