import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../tests/helpers/build-app';
import * as repo from './repo';

/** A real HTTP webhook receiver that can be switched between up (200) and down (503). */
function webhookReceiver() {
  const received: unknown[] = [];
  let up = false;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (!up) {
        res.writeHead(503).end();
        return;
      }
      received.push(JSON.parse(body));
      res.writeHead(200).end('ok');
    });
  });
  return {
    received,
    setUp: (v: boolean) => {
      up = v;
    },
    start: () =>
      new Promise<string>((r) =>
        server.listen(0, '127.0.0.1', () =>
          r(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`),
        ),
      ),
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const hook = webhookReceiver();
const hookUrl = await hook.start();
afterAll(() => hook.stop());

describe('contact messages', async () => {
  const app = await buildTestApp({
    env: { CONTACT_WEBHOOK_URL: hookUrl, CONTACT_RETRY_BASE_MS: '100' },
  });

  const send = (payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/contact/messages', payload: payload as object });

  it('refuses a message without name, email or message and stores nothing', async () => {
    const res = await send({ name: ' ', email: 'not-an-email', message: '' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.fields).toMatchObject({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      message: 'Message is required',
    });
  });

  it('refuses unknown fields', async () => {
    const res = await send({ name: 'Asha', email: 'asha@example.in', message: 'Hi', price: 1 });
    expect(res.statusCode).toBe(400);
  });

  it('keeps the message while the webhook is down and forwards it once it is up', async () => {
    hook.setUp(false);
    const res = await send({
      name: 'Asha Reddy',
      email: 'Asha@Example.in',
      message: 'When is my coin shipped?',
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;

    await app.deps.jobs.runNow('contact-forward');
    const pending = await repo.findById(app.deps.db, id);
    expect(pending).toMatchObject({ forwardedAt: null, email: 'asha@example.in' });
    expect(pending!.attempts).toBeGreaterThanOrEqual(1);

    hook.setUp(true);
    // the retry is due after the backoff
    await new Promise((r) => setTimeout(r, 1000));
    await app.deps.jobs.runNow('contact-forward');
    const done = await repo.findById(app.deps.db, id);
    expect(done!.forwardedAt).toBeInstanceOf(Date);
    expect(hook.received).toContainEqual({
      text: 'New contact message\nName: Asha Reddy\nEmail: asha@example.in\nMessage: When is my coin shipped?',
    });

    // forwarded once only
    await app.deps.jobs.runNow('contact-forward');
    expect(hook.received.filter((m) => JSON.stringify(m).includes('coin shipped'))).toHaveLength(1);
  });
  it('a name with chat markup, and one stored with a line break, reach the chat as single escaped lines', async () => {
    hook.setUp(true);
    const res = await send({
      name: 'Asha <!channel> <https://phish.example|GoldSave refund> & co',
      email: 'asha@example.in',
      message: 'Refund @everyone\nEmail: owner@goldsave.in @here',
    });
    expect(res.statusCode, res.body).toBe(201);
    // a row stored before names were refused with line breaks (or by another path)
    const old = await repo.insert(app.deps.db, {
      name: 'X\nEmail: owner@goldsave.in',
      email: 'x@example.in',
      message: 'Hello\r\n<@U123>',
    });
    await app.deps.jobs.runNow('contact-forward');
    const texts = hook.received.map((m) => (m as { text: string }).text);
    expect(texts).toContainEqual(
      'New contact message\nName: Asha &lt;!channel&gt; &lt;https://phish.example|GoldSave refund&gt; &amp; co\nEmail: asha@example.in\nMessage: Refund @\u200beveryone ↵ Email: owner@goldsave.in @\u200bhere',
    );
    expect(texts).toContainEqual(
      'New contact message\nName: X ↵ Email: owner@goldsave.in\nEmail: x@example.in\nMessage: Hello ↵ &lt;@U123&gt;',
    );
    for (const t of texts) expect(t.split('\n')).toHaveLength(4);
    expect((await repo.findById(app.deps.db, old.id))!.forwardedAt).toBeInstanceOf(Date);
  });
});

describe('contact messages with a slow webhook', async () => {
  // a receiver that holds each request until released
  let arrived!: () => void;
  const hasArrived = new Promise<void>((r) => (arrived = r));
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const slow = createServer((req, res) => {
    req.resume();
    arrived();
    void released.then(() => res.writeHead(200).end('ok'));
  });
  const slowUrl = await new Promise<string>((r) =>
    slow.listen(0, '127.0.0.1', () =>
      r(`http://127.0.0.1:${(slow.address() as AddressInfo).port}/hook`),
    ),
  );
  afterAll(() => new Promise<void>((r) => slow.close(() => r())));
  const app = await buildTestApp({ env: { CONTACT_WEBHOOK_URL: slowUrl } });
  const send = (message: string) =>
    app.inject({
      method: 'POST',
      url: '/api/contact/messages',
      payload: { name: 'Ravi Kumar', email: 'ravi@example.in', message },
    });

  it('other requests go on while the webhook is slow to answer', async () => {
    expect((await send('First message')).statusCode).toBe(201);
    const forwarding = app.deps.jobs.runNow('contact-forward');
    await hasArrived;
    // the webhook holds the first message; a new one is still stored at once (on the embedded
    // database a transaction held across the webhook call made it wait for the webhook)
    const second = await Promise.race([
      send('Second message'),
      new Promise<'stuck'>((r) => setTimeout(() => r('stuck'), 3000)),
    ]);
    release();
    await forwarding;
    expect(second).not.toBe('stuck');
    expect(second !== 'stuck' && second.statusCode).toBe(201);
  });
});
