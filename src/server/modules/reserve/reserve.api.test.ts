import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, testClock } from '../../../../tests/helpers/build-app';
import { ist, planDriver } from '../../../../tests/helpers/plans';
import { createSignedInUser } from '../../../../tests/helpers/factories';
import { browserReturns, choose } from '../../../../tests/helpers/payments';
import { verifyProof, type ReserveProof } from '../../../shared/rules/merkle-sum';
import { auditLog } from '../audit/tables';
import { recordPrice } from '../prices/service';
import { createProduct } from '../catalogue/service';
import { DEMO_PRODUCTS } from '../catalogue/demo/products';
import { creditGold, getCustomerTotals } from '../wallet/service';
import { reserveMessages } from './messages';
import { prepareReserve } from './service';
import { reserveDocuments, reserveItems, reserveSnapshots } from './tables';

const PRICE = 765_000; // Rs 7,650.00 per gram
const key = () => randomUUID().replace(/-/g, '');
const run = promisify(execFile);

/** A multipart/form-data body with one file part. */
function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----reserve${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const pdf = (size = 2048) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)]);

/**
 * The app of the reserve's tests, with an operator, a saver and another customer, at PRICE. A test
 * that writes to the register, the snapshots or the ledger takes its own (`perTest`), so every test
 * reads only what it set up itself, in any order.
 */
async function reserveApp(opts: { perTest?: boolean } = {}) {
  const lines: string[] = [];
  const app = await buildTestApp({
    env: { ORDER_RATE_LIMIT_PER_MINUTE: '1000', RESERVE_DOCUMENT_MAX_BYTES: '20480' },
    logStream: { write: (l) => void lines.push(l) },
    ...(opts.perTest ? { perTest: true } : {}),
  });
  await recordPrice(app.deps.db, PRICE, 'test', new Date());
  const operator = await createSignedInUser(app, { role: 'admin' });
  const saver = await createSignedInUser(app);
  const other = await createSignedInUser(app);

  const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: operator.headers,
      ...(payload ? { payload } : {}),
    });
  const addItem = (fields: Record<string, unknown>) =>
    admin('POST', '/api/admin/reserve/items', {
      kind: 'bar',
      serial: `HYD-${key().slice(0, 8)}`,
      weightMg: 100_000,
      purityBp: 9999,
      location: 'Strong room, Abids',
      reason: 'bought from the refiner',
      ...fields,
    });
  const snapshot = async () => {
    const res = await admin('POST', '/api/admin/reserve/snapshots', {});
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const quickBuy = (headers = saver.headers) =>
    app.inject({
      method: 'POST',
      url: '/api/digital-gold/orders',
      headers,
      payload: { amountPaise: 10_000, idempotencyKey: key() },
    });
  /** the saver buys Rs 100 of gold and pays */
  const buyGold = async () => {
    const buy = await quickBuy();
    expect(buy.statusCode, buy.body).toBe(201);
    const { returnUrl } = await choose(app, buy.json().payPageUrl, 'pay');
    await browserReturns(app, returnUrl);
  };
  /** the bar HYD-2026-0001 as the register keeps it: 100 g added, reweighed to 100.012 g */
  const addReweighedBar = async () => {
    const added = await addItem({ serial: 'HYD-2026-0001', weightMg: 100_000, purityBp: 9999 });
    expect(added.statusCode, added.body).toBe(201);
    const corrected = await admin('POST', `/api/admin/reserve/items/${added.json().id}/correct`, {
      weightMg: 100_012,
      reason: 'reweighed by the assayer',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
  };
  const counts = async () => ({
    items: (await app.deps.db.select().from(reserveItems)).length,
    documents: (await app.deps.db.select().from(reserveDocuments)).length,
    audit: (await app.deps.db.select().from(auditLog)).length,
  });
  const auditOf = (action: string) =>
    app.deps.db.select().from(auditLog).where(eq(auditLog.action, action));
  return {
    app,
    lines,
    operator,
    saver,
    other,
    admin,
    addItem,
    snapshot,
    quickBuy,
    buyGold,
    addReweighedBar,
    counts,
    auditOf,
  };
}

describe('the reserve: register, snapshots, proofs and the stop on shortfall', async () => {
  // read only: the tests that write take an app of their own
  const shared = await reserveApp();

  it('keeps the register: adding, correcting and moving out each write one audit row; nothing is deleted', async () => {
    const { app, operator, admin, addItem, counts, auditOf } = await reserveApp({ perTest: true });
    const added = await addItem({ serial: 'hyd-2026-0001', weightMg: 100_000, purityBp: 9999 });
    expect(added.statusCode, added.body).toBe(201);
    const item = added.json();
    // serials are kept upper case; fine gold = weight x purity
    expect(item).toMatchObject({ serial: 'HYD-2026-0001', fineMg: 99_990, state: 'held' });
    const [addRow] = await auditOf('reserve.item.add');
    expect(addRow).toMatchObject({
      actorLabel: operator.user.email,
      targetId: item.id,
      reason: 'bought from the refiner',
    });

    const corrected = await admin('POST', `/api/admin/reserve/items/${item.id}/correct`, {
      weightMg: 100_012,
      reason: 'reweighed by the assayer',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ weightMg: 100_012, fineMg: 100_001 });
    const [correctRow] = await auditOf('reserve.item.correct');
    expect(correctRow).toMatchObject({
      before: expect.objectContaining({ weightMg: 100_000 }),
      after: expect.objectContaining({ weightMg: 100_012 }),
      reason: 'reweighed by the assayer',
    });

    const second = await addItem({
      serial: 'HUID-7K2Q9A',
      kind: 'coin',
      weightMg: 10_000,
      purityBp: 9160,
    });
    expect(second.statusCode).toBe(201);
    const moved = await admin('POST', `/api/admin/reserve/items/${second.json().id}/move-out`, {
      reason: 'sent to the mint for recasting',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().state).toBe('moved_out');
    expect(await auditOf('reserve.item.move-out')).toHaveLength(1);
    const again = await admin('POST', `/api/admin/reserve/items/${second.json().id}/move-out`, {
      reason: 'twice',
    });
    expect(again.statusCode).toBe(409);

    // the moved-out item stays in the register (the console lists it), and the database refuses
    // a delete whoever asks
    const view = (await admin('GET', '/api/admin/reserve')).json();
    expect(view.items.map((i: { serial: string }) => i.serial)).toEqual([
      'HYD-2026-0001',
      'HUID-7K2Q9A',
    ]);
    await expect(app.deps.db.delete(reserveItems)).rejects.toThrow();
    expect((await counts()).items).toBe(2);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const { app, operator, addItem, counts } = await reserveApp({ perTest: true });
    // the serial the duplicate below repeats
    expect((await addItem({ serial: 'HYD-2026-0001' })).statusCode).toBe(201);
    const before = await counts();
    const bad: [Record<string, unknown>, number, string, string][] = [
      [{ weightMg: 0 }, 400, 'weightMg', 'Weight must be more than 0 g'],
      [{ weightMg: -5 }, 400, 'weightMg', 'Weight must be more than 0 g'],
      [{ purityBp: 10_000 }, 400, 'purityBp', 'Purity must be between 91.60% and 99.99%'],
      [{ purityBp: 9159 }, 400, 'purityBp', 'Purity must be between 91.60% and 99.99%'],
      [{ serial: 'hyd-2026-0001' }, 409, 'serial', reserveMessages.en.serialTaken],
      [{ reason: '' }, 400, 'reason', 'Please give a reason'],
    ];
    for (const [fields, status, field, message] of bad) {
      const res = await addItem(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(status);
      expect(res.json().error.fields[field]).toContain(message);
    }
    const details = 'kind=audit&title=Annual%20audit&issuedOn=2026-10-31';
    const notPdf = multipart('file', 'audit.pdf', 'application/pdf', Buffer.from('GIF89a fake'));
    const res1 = await app.inject({
      method: 'POST',
      url: `/api/admin/reserve/documents?${details}`,
      headers: { ...operator.headers, ...notPdf.headers },
      payload: notPdf.payload,
    });
    expect(res1.statusCode).toBe(415);
    expect(res1.json().error.message).toBe(reserveMessages.en.documentType);
    const big = multipart('file', 'audit.pdf', 'application/pdf', pdf(30_000));
    const res2 = await app.inject({
      method: 'POST',
      url: `/api/admin/reserve/documents?${details}`,
      headers: { ...operator.headers, ...big.headers },
      payload: big.payload,
    });
    expect(res2.statusCode).toBe(413);
    expect(res2.json().error.message).toBe('The certificate must be at most 20 KB.');
    expect(await counts()).toEqual(before);
  });

  it('publishes a certificate as PDF, audited', async () => {
    const { app, operator, auditOf } = await reserveApp({ perTest: true });
    const file = pdf();
    const body = multipart('file', 'audit.pdf', 'application/pdf', file);
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/reserve/documents?kind=audit&title=Annual%20audit%20FY%202025-26&issuedOn=2026-10-31',
      headers: { ...operator.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    expect(await auditOf('reserve.document.add')).toHaveLength(1);
    // anyone can open it (it is on /reserve)
    const got = await app.inject({ url: `/api/reserve/documents/${doc.id}` });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.rawPayload.equals(file)).toBe(true);
    const report = (await app.inject({ url: '/api/reserve' })).json();
    expect(report.lastAudit).toMatchObject({ id: doc.id, issuedOn: '2026-10-31' });
  });

  it("records a snapshot whose owed total is the ledger's customer total, and a proof each saver can check", async () => {
    const { app, operator, saver, other, snapshot, buyGold, addReweighedBar, auditOf } =
      await reserveApp({ perTest: true });
    // the register holds one bar; the saver buys Rs 100 of gold
    await addReweighedBar();
    await buyGold();

    const s = await snapshot();
    const ledger = await getCustomerTotals(app.deps.db);
    expect(ledger.GOLD).toBeGreaterThan(0);
    expect(s.owedDigitalE8).toBe(ledger.GOLD);
    expect(s.rootTotalE8).toBe(ledger.GOLD);
    expect(s).toMatchObject({ covered: true, coverageBp: expect.any(Number) });
    expect(await auditOf('reserve.snapshot')).toHaveLength(1);

    // the public page shows it, serials masked
    const report = (await app.inject({ url: '/api/reserve' })).json();
    expect(report.snapshot).toMatchObject({ id: s.id, rootHash: s.rootHash });
    expect(report.items).toEqual([
      expect.objectContaining({ serialMasked: '•••••••••0001', fineMg: 100_001 }),
    ]);
    expect(JSON.stringify(report)).not.toContain('HYD-2026-0001');

    // the saver's proof verifies, for their grams, against the published root
    const res = await app.inject({ url: '/api/reserve/proof', headers: saver.headers });
    expect(res.statusCode, res.body).toBe(200);
    const proof = res.json() as ReserveProof;
    const check = await verifyProof(proof);
    expect(check).toEqual({
      ok: true,
      goldE8: 849_673,
      rootHash: s.rootHash,
      totalE8: s.rootTotalE8,
    });
    // nothing of anyone else: no other id or salt, and no path sum equal to another balance
    expect(JSON.stringify(proof)).not.toContain(other.user.id);
    expect(JSON.stringify(proof)).not.toContain(operator.user.id);

    // another customer (no gold in the snapshot) has no proof: 404, and never the saver's
    const theirs = await app.inject({ url: '/api/reserve/proof', headers: other.headers });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe(reserveMessages.en.noProof);
    // signed out: asked to sign in
    expect((await app.inject({ url: '/api/reserve/proof' })).statusCode).toBe(401);

    // the verifier script accepts the real proof, and refuses a tampered one
    const dir = mkdtempSync(path.join(tmpdir(), 'reserve-proof-'));
    const real = path.join(dir, 'proof.json');
    writeFileSync(real, JSON.stringify(proof, null, 2));
    const ok = await run('node', [
      'scripts/verify-reserve-proof.mjs',
      real,
      '--root',
      s.rootHash,
      '--total',
      String(s.rootTotalE8),
    ]);
    expect(ok.stdout).toContain('VERIFIED: 0.00849673 g counted');
    const tampered = structuredClone(proof);
    tampered.customer.goldE8 += 100_000_000;
    tampered.leaves[0]!.goldE8 += 100_000_000;
    const bad = path.join(dir, 'tampered.json');
    writeFileSync(bad, JSON.stringify(tampered));
    const refused = await run('node', ['scripts/verify-reserve-proof.mjs', bad]).then(
      () => undefined,
      (err: { code: number; stderr: string }) => err,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toContain('NOT VERIFIED');
  }, 60_000);

  it('keeps snapshots append-only', async () => {
    const { app, snapshot } = await reserveApp({ perTest: true });
    await snapshot();
    await expect(app.deps.db.update(reserveSnapshots).set({ covered: false })).rejects.toThrow();
    await expect(app.deps.db.delete(reserveSnapshots)).rejects.toThrow();
  });

  it('a quick buy meets the stop before the price, even when no price was ever recorded', async () => {
    const { app, quickBuy } = await reserveApp({ perTest: true });
    const codeOf = async () => (await quickBuy()).json().error?.code;
    await app.deps.db.execute(
      sql`update reserve_state set stopped = true, stopped_since = now(), stopped_why = 'shortfall'`,
    );
    expect(await codeOf()).toBe('PURCHASES_STOPPED');
    await app.deps.db.execute(sql`delete from gold_prices`);
    expect(await codeOf()).toBe('PURCHASES_STOPPED');
    await app.deps.db.execute(sql`update reserve_state set stopped = false`);
    expect(await codeOf()).toBe('PRICE_UNAVAILABLE');
  });

  it('a shortfall stops quick buys; an operator resumes only once a snapshot covers', async () => {
    const { app, lines, saver, admin, addItem, snapshot, quickBuy, buyGold, auditOf } =
      await reserveApp({ perTest: true });
    // one bar held, and the saver holds gold it covers
    expect((await addItem({ serial: 'HYD-2026-0001' })).statusCode).toBe(201);
    await buyGold();
    expect((await snapshot()).covered).toBe(true);
    // the register's one bar goes out: nothing covers the saver's gold
    const view = (await admin('GET', '/api/admin/reserve')).json();
    const bar = view.items.find((i: { state: string }) => i.state === 'held');
    await admin('POST', `/api/admin/reserve/items/${bar.id}/move-out`, {
      reason: 'sold to a wholesaler by mistake',
    });
    const short = await snapshot();
    expect(short).toMatchObject({ covered: false, coverageBp: 0 });
    const alert = lines.map((l) => JSON.parse(l)).find((l) => l.alert === 'RESERVE_SHORTFALL');
    expect(alert).toMatchObject({ level: 50, snapshotId: short.id, heldE8: 0 });

    const status = (await app.inject({ url: '/api/reserve' })).json().status;
    expect(status).toMatchObject({ purchasesStopped: true, stoppedWhy: 'shortfall' });
    const today = (await admin('GET', '/api/admin/today')).json();
    expect(today.reserve).toMatchObject({ purchasesStopped: true, covered: false });

    const refused = await quickBuy();
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error).toMatchObject({
      code: 'PURCHASES_STOPPED',
      message: reserveMessages.en.purchasesStopped,
    });
    // balances, history and the proof keep working
    expect(
      (await app.inject({ url: '/api/wallet/balance', headers: saver.headers })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ url: '/api/reserve/proof', headers: saver.headers })).statusCode,
    ).toBe(200);

    // a Gold Smith conversion keeps working: the gold moves from the vault into a coin order,
    // which the next count still owes (not yet delivered)
    const coin = DEMO_PRODUCTS.find((p) => p.convertible && p.weightMg === 200)!;
    const { art: _art, ...coinFields } = coin;
    const product = await createProduct(app.deps, app.deps.db, coinFields);
    const converter = await createSignedInUser(app);
    await app.deps.db.transaction((tx) =>
      creditGold(tx, {
        type: 'adjustment',
        reference: `test:${converter.user.id}`,
        idempotencyKey: key(),
        userId: converter.user.id,
        goldE8: 30_000_000,
        vaultLimitE8: null,
        from: 'op:gold:adjustments',
      }),
    );
    const owedBefore = (await snapshot()).owedE8;
    const converted = await app.inject({
      method: 'POST',
      url: '/api/gold-smith/orders',
      headers: converter.headers,
      payload: { productId: product.id, idempotencyKey: key() },
    });
    expect(converted.statusCode, converted.body).toBe(201);
    // a coin bought with Ants is a new coin owed: refused like any purchase
    const withAnts = await app.inject({
      method: 'POST',
      url: '/api/referral-store/orders',
      headers: converter.headers,
      payload: { productId: product.id, idempotencyKey: key() },
    });
    expect(withAnts.statusCode, withAnts.body).toBe(503);
    expect(withAnts.json().error.code).toBe('PURCHASES_STOPPED');
    const afterConversion = await snapshot();
    expect(afterConversion).toMatchObject({
      owedInOrdersE8: 20_000_000,
      owedE8: owedBefore,
      owedDigitalE8: (await getCustomerTotals(app.deps.db)).GOLD,
    });

    // no resume while the newest snapshot is short
    const early = await admin('POST', '/api/admin/reserve/resume', { reason: 'gold is coming' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(reserveMessages.en.stillShort);

    // mended: a new bar and a covering snapshot; purchases stay stopped until the resume
    expect((await addItem({ serial: 'HYD-2026-0002' })).statusCode).toBe(201);
    expect((await snapshot()).covered).toBe(true);
    expect((await quickBuy()).statusCode).toBe(503);
    const resumed = await admin('POST', '/api/admin/reserve/resume', {
      reason: 'bar HYD-2026-0002 received and counted',
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().purchasesStopped).toBe(false);
    const [row] = await auditOf('reserve.purchases.resume');
    expect(row).toMatchObject({
      reason: 'bar HYD-2026-0002 received and counted',
      before: expect.objectContaining({ purchasesStopped: true }),
    });
    expect((await quickBuy()).statusCode).toBe(201);
  });

  it('live mode starts with purchases stopped until the register covers what is owed', async () => {
    const { app, addItem, snapshot, quickBuy, buyGold } = await reserveApp({ perTest: true });
    // the saver holds gold, covered by the one (real) bar held
    expect((await addItem({ serial: 'HYD-2026-0002' })).statusCode).toBe(201);
    await buyGold();
    expect((await snapshot()).covered).toBe(true);
    const live = { ...app.deps, config: { ...app.deps.config, PAYMENTS_MODE: 'live' as const } };
    // the newest snapshot covers and no sandbox item is held: a live restart keeps purchases open
    await prepareReserve(live);
    expect((await app.inject({ url: '/api/reserve' })).json().status.purchasesStopped).toBe(false);
    // a sandbox item held (the demo's): live mode stops purchases until an operator resumes
    await app.deps.db
      .update(reserveItems)
      .set({ sandbox: true })
      .where(and(eq(reserveItems.serial, 'HYD-2026-0002'), sql`true`));
    await prepareReserve(live);
    expect((await app.inject({ url: '/api/reserve' })).json().status).toMatchObject({
      purchasesStopped: true,
      stoppedWhy: 'live-start',
    });
    expect((await quickBuy()).statusCode).toBe(503);
  });

  it('is 404 to everyone but an operator', async () => {
    const { app, saver } = shared;
    for (const headers of [saver.headers, {}]) {
      expect((await app.inject({ url: '/api/admin/reserve', headers })).statusCode).toBe(404);
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/reserve/items',
        headers,
        payload: { kind: 'bar' },
      });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('a shortfall stops Autopay executions and store orders until the resume', async () => {
  // 24 Nov 2026, 11:00 in India
  const clock = testClock(ist('2026-11-24T11:00:00'));
  const app = await buildTestApp({ clock, env: { ORDER_RATE_LIMIT_PER_MINUTE: '1000' } });
  await recordPrice(app.deps.db, PRICE, 'test', clock.now());
  const d = planDriver(app, PRICE);
  const operator = await createSignedInUser(app, { role: 'admin' });
  const saver = await createSignedInUser(app);
  const admin = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: operator.headers, payload });

  it('an Autopay debit is not executed while purchases are stopped, and is once resumed', async () => {
    // the saver holds gold; the register is empty: the count finds a shortfall
    const buy = await app.inject({
      method: 'POST',
      url: '/api/digital-gold/orders',
      headers: saver.headers,
      payload: { amountPaise: 10_000, idempotencyKey: key() },
    });
    expect(buy.statusCode, buy.body).toBe(201);
    const { returnUrl } = await choose(app, buy.json().payPageUrl, 'pay');
    await browserReturns(app, returnUrl);

    const { insertId } = await d.activePlan(saver.headers);
    await d.job();
    const debit = (await d.plan(saver.headers, insertId)).debits.find((x) => x.cycle === 1)!;
    expect(debit.state).toBe('NOTIFIED');

    const short = await admin('/api/admin/reserve/snapshots', {});
    expect(short.json()).toMatchObject({ covered: false });

    // the next day, 13:05 India time: past the notice and outside peak hours
    await d.advance(ist('2026-11-25T13:05:00').getTime() - clock.now().getTime());
    await d.job();
    expect(await d.executeCalls(debit.merchantTransactionId)).toBe(0);
    expect((await d.plan(saver.headers, insertId)).debits[0]).toMatchObject({ state: 'NOTIFIED' });

    // a store order is refused too, before anything is stored
    const order = await app.inject({
      method: 'POST',
      url: '/api/store/orders',
      headers: saver.headers,
      payload: {
        quoteId: 'squ_none',
        firstName: 'Asha',
        lastName: 'Reddy',
        phone: '9876543210',
        street: '12-2-345, Road No. 3',
        city: 'Hyderabad',
        pinCode: '500034',
        idempotencyKey: key(),
      },
    });
    expect(order.statusCode, order.body).toBe(503);
    expect(order.json().error.code).toBe('PURCHASES_STOPPED');

    // mended and resumed: the waiting debit is executed at its next look
    expect(
      (
        await admin('/api/admin/reserve/items', {
          kind: 'bar',
          serial: 'HYD-2026-0100',
          weightMg: 10_000,
          purityBp: 9999,
          location: 'Strong room, Abids',
          reason: 'bar received',
        })
      ).statusCode,
    ).toBe(201);
    expect((await admin('/api/admin/reserve/snapshots', {})).json().covered).toBe(true);
    expect((await admin('/api/admin/reserve/resume', { reason: 'bar received' })).statusCode).toBe(
      200,
    );
    await d.advance(11 * 60_000);
    await d.job();
    expect(await d.executeCalls(debit.merchantTransactionId)).toBe(1);
    expect((await d.plan(saver.headers, insertId)).debits[0]!.state).not.toBe('NOTIFIED');
  }, 60_000);
});
