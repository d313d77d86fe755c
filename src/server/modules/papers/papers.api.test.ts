import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, testClock } from '../../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../../tests/helpers/factories';
import { browserReturns, choose } from '../../../../tests/helpers/payments';
import { ist, key, planDriver } from '../../../../tests/helpers/plans';
import { goldE8ToDecimal, paiseToDecimal } from '../../../shared/money/units';
import { SESSION_COOKIE, createSession } from '../accounts/sessions';
import { DEMO_PRODUCTS } from '../catalogue/demo/products';
import { createProduct } from '../catalogue/service';
import { recordPrice } from '../prices/service';
import { creditAnts, getBalances } from '../wallet/service';

const PRICE = 765000; // Rs 7,650.00 per gram
const HOUR = 3_600_000;

type Row = Record<string, unknown>;
const formatGramsOf = (e8: number) => goldE8ToDecimal(e8);
const rowsOf = (r: unknown) => (r as { rows: Row[] }).rows;

describe('holding certificate and yearly statement', async () => {
  // 20 Mar 2026, 11:00 in India: the financial year 2025-26
  const clock = testClock(ist('2026-03-20T11:00:00'));
  const app = await buildTestApp({ clock });
  await recordPrice(app.deps.db, PRICE, 'test', clock.now());
  const coins: Record<string, string> = {};
  for (const { art: _art, ...p } of DEMO_PRODUCTS)
    coins[p.sku] = (await createProduct(app.deps, app.deps.db, p)).id;

  const saver = await createSignedInUser(app);
  let headers = saver.headers;
  const userId = saver.user.id;

  const buy = async (amountPaise: number, h = headers) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/digital-gold/orders',
      headers: h,
      payload: { amountPaise, idempotencyKey: key() },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { returnUrl } = await choose(app, res.json().payPageUrl, 'pay');
    await browserReturns(app, returnUrl);
    const mtid = res.json().merchantTransactionId as string;
    const inv = await app.inject({ url: `/api/invoices/${mtid}`, headers: h });
    expect(inv.statusCode, inv.body).toBe(200);
    return { mtid, goldE8: res.json().quote.goldE8 as number, invoiceNo: inv.json().invoiceNo };
  };
  const convert = async (productId: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/gold-smith/orders',
      headers,
      payload: { productId, idempotencyKey: key() },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().orderId as string;
  };
  const get = (url: string, h = headers) => app.inject({ url, headers: h });

  // 2025-26: one quick buy (lot A)
  const a = await buy(100_000);

  // 2026-27: quick buys B and C, an Autopay debit, a coin, quick buy D, a second coin, Ants
  clock.set(ist('2026-11-20T11:00:00'));
  await recordPrice(app.deps.db, PRICE, 'test', clock.now());
  const { token } = await createSession(app.deps, app.deps.db, userId);
  headers = { cookie: `${SESSION_COOKIE}=${token}` };
  const other = await createSignedInUser(app);
  const admin = await createSignedInUser(app, { role: 'admin' });
  const b = await buy(100_000);
  const c = await buy(100_000);
  const d = planDriver(app, PRICE);
  const { insertId } = await d.activePlan(headers, 'DAILY', 5000);
  await d.job();
  await d.advance(26 * HOUR + 5 * 60_000); // the next day, 13:05 India time: non-peak
  await d.job();
  const debit = (await d.plan(headers, insertId)).debits[0]!;
  expect((await d.upiDebit(debit.merchantTransactionId, 'approve')).statusCode).toBe(303);
  const autopay = (await d.plan(headers, insertId)).debits[0]! as typeof debit & { goldE8: number };
  expect(autopay.state).toBe('SUCCESS');
  const coin1 = await convert(coins['GC-0200']!);
  const dBuy = await buy(200_000);
  const coin2 = await convert(coins['GC-0200']!);
  // Ants: a friend's purchase earns the saver 1%; a coin bought with Ants spends them
  const friend = await createSignedInUser(app, {
    referrerUserId: userId,
    referralSignup: saver.user.email,
  });
  await buy(100_000, friend.headers);
  await app.deps.db.transaction((tx) =>
    creditAnts(tx, {
      type: 'adjustment',
      reference: `test:${userId}`,
      idempotencyKey: key(),
      userId,
      antsCenti: 176_500,
      from: 'op:ants:adjustments',
    }),
  );
  const antsCoin = await app.inject({
    method: 'POST',
    url: '/api/referral-store/orders',
    headers,
    payload: { productId: coins['GC-0200'], idempotencyKey: key() },
  });
  expect(antsCoin.statusCode, antsCoin.body).toBe(201);
  // a coin from the store, paid in rupees through the gateway: a store order of the year
  const storeQuote = await app.inject({
    method: 'POST',
    url: '/api/store/quotes',
    headers,
    payload: { productId: coins['GC-0200'], quantity: 1, mode: 'delivery' },
  });
  expect(storeQuote.statusCode, storeQuote.body).toBe(201);
  const placed = await app.inject({
    method: 'POST',
    url: '/api/store/orders',
    headers,
    payload: {
      firstName: 'Asha',
      lastName: 'Reddy',
      phone: '9876543210',
      street: '12-2-345, Road No. 3, Banjara Hills',
      city: 'Hyderabad',
      pinCode: '500034',
      quoteId: storeQuote.json().id,
      idempotencyKey: key(),
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const storeOrder = placed.json() as {
    orderId: string;
    merchantTransactionId: string;
    payPageUrl: string;
    totalPaise: number;
  };
  await browserReturns(app, (await choose(app, storeOrder.payPageUrl, 'pay')).returnUrl);
  const storeInvoice = (await get(`/api/invoices/${storeOrder.merchantTransactionId}`)).json();
  const G_0200 = 20_000_000;

  it('the certificate lists the purchases whose gold went into the coin, first in first out', async () => {
    const res = await get(`/api/certificates/${coin1}`);
    expect(res.statusCode, res.body).toBe(200);
    const cert = res.json();
    // coin 1 = all of A, all of B, and the rest from C
    expect(cert.lots).toEqual([
      expect.objectContaining({
        kind: 'quick_buy',
        invoiceNo: a.invoiceNo,
        goldE8: a.goldE8,
        pricePaisePerGram: PRICE,
        purchasedAt: expect.stringMatching(/^2026-03-20/),
        longTermFrom: '2028-03-21',
      }),
      expect.objectContaining({
        kind: 'quick_buy',
        invoiceNo: b.invoiceNo,
        goldE8: b.goldE8,
        longTermFrom: '2028-11-21',
      }),
      expect.objectContaining({
        kind: 'quick_buy',
        invoiceNo: c.invoiceNo,
        goldE8: G_0200 - a.goldE8 - b.goldE8,
        purchaseGoldE8: c.goldE8,
      }),
    ]);
    expect(cert).toMatchObject({
      goldE8: G_0200,
      weightMg: 200,
      purity: expect.any(String),
      longTermFrom: '2028-11-21',
      rule: { afterMonths: 24, rateBp: 1250, since: '2024-07-23' },
    });

    // coin 2 = the rest of C, the Autopay debit, and the rest from D
    const two = (await get(`/api/certificates/${coin2}`)).json();
    const restOfC = c.goldE8 - (G_0200 - a.goldE8 - b.goldE8);
    expect(two.lots.map((l: Row) => [l.kind, l.goldE8])).toEqual([
      ['quick_buy', restOfC],
      ['autopay', autopay.goldE8],
      ['quick_buy', G_0200 - restOfC - autopay.goldE8],
    ]);
    expect(two.lots[1].invoiceNo).toMatch(/^GS\//);
    expect(two.lots[2].invoiceNo).toBe(dBuy.invoiceNo);

    const pdf = await get(`/api/certificates/${coin1}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("another user's certificate, a coin not made from saved gold, or any other order: 404", async () => {
    for (const url of [`/api/certificates/${coin1}`, `/api/certificates/${coin1}/pdf`]) {
      const res = await get(url, other.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(
        'We could not find a coin made from your saved gold with this id.',
      );
    }
    const antsOrder = antsCoin.json().orderId as string;
    expect((await get(`/api/certificates/${antsOrder}`)).statusCode).toBe(404);
    expect((await get(`/api/certificates/ord_nothing`)).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/certificates/${coin1}` })).statusCode).toBe(401);
  });

  it("the statement's totals equal the ledger's for the year, to the paisa and the goldE8", async () => {
    expect((await get('/api/statements')).json().years.map((y: Row) => y.year)).toEqual([
      '2026-27',
      '2025-26',
    ]);
    const res = await get('/api/statements/2026-27');
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    const t = s.totals;
    expect(t.openingE8).toBe(a.goldE8);
    expect(t.closingE8).toBe((await getBalances(app.deps.db, userId)).goldE8);
    expect(t.closingE8).toBe(
      a.goldE8 + b.goldE8 + c.goldE8 + autopay.goldE8 + dBuy.goldE8 - 2 * G_0200,
    );
    expect(t.quickBuys).toMatchObject({
      count: 3,
      paidPaise: 400_000,
      goldE8: b.goldE8 + c.goldE8 + dBuy.goldE8,
    });
    expect(t.autopay).toMatchObject({ count: 1, paidPaise: 5000, goldE8: autopay.goldE8 });
    expect(t).toMatchObject({
      conversions: 2,
      convertedE8: 2 * G_0200,
      antsEarnedCenti: 1000 + 176_500,
      antsSpentCenti: 176_500,
      storeOrders: 1,
      storePaidPaise: storeOrder.totalPaise,
      storeGstPaise: storeInvoice.cgstPaise + storeInvoice.sgstPaise + storeInvoice.igstPaise,
    });
    expect(s.lines.find((l: Row) => l.orderId === storeOrder.orderId)).toMatchObject({
      kind: 'store_order',
      invoiceNo: storeInvoice.invoiceNo,
      paidPaise: storeOrder.totalPaise,
    });

    // the ledger, summed on its own: the two years together are every entry of the saver
    const last = (await get('/api/statements/2025-26')).json();
    expect(last.totals).toMatchObject({ openingE8: 0, closingE8: a.goldE8 });
    const sum = async (account: string) =>
      Number(
        rowsOf(
          await app.deps.db.execute(sql`
            select coalesce(sum(e.amount_minor), 0)::bigint as total from ledger_entries e
            where e.account = ${account}
              and e.posting_id in (select posting_id from ledger_entries where user_id = ${userId})`),
        )[0]!.total,
      );
    const both = [last.totals, t];
    const add = (f: (x: typeof t) => number) => both.reduce((acc, x) => acc + f(x), 0);
    expect(t.closingE8).toBe(await sum(`user:${userId}:gold`));
    expect(add((x) => x.netPaidPaise)).toBe(await sum(`user:${userId}:inr_paid`));
    // every GST of the saver's invoices: digital gold and store orders
    expect(add((x) => x.purchases.gstPaise + x.storeGstPaise)).toBe(
      -(await sum('op:inr:gst_payable')),
    );
    expect(add((x) => x.antsEarnedCenti - x.antsSpentCenti)).toBe(await sum(`user:${userId}:ants`));
    // and each purchase's GST is its invoice's
    const bInvoice = (await get(`/api/invoices/${b.mtid}`)).json();
    const bLine = s.lines.find((l: Row) => l.invoiceNo === b.invoiceNo);
    expect(bLine).toMatchObject({
      kind: 'quick_buy',
      paidPaise: 100_000,
      gstPaise: bInvoice.cgstPaise + bInvoice.sgstPaise + bInvoice.igstPaise,
      goldE8: b.goldE8,
    });
    expect(s.lines.filter((l: Row) => l.hasCertificate).map((l: Row) => l.orderId)).toEqual([
      coin1,
      coin2,
    ]);
  });

  it('PDF and CSV of a year; a year without records or not a year: 404 with the reason', async () => {
    const pdf = await get('/api/statements/2026-27/pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const csv = await get('/api/statements/2026-27/csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(
      'Date,Type,Description,Invoice number,Order,Transaction,Price per gram (Rs),Paid (Rs),GST (Rs),Gold (g),Ants',
    );
    expect(lines.find((l) => l.includes(b.invoiceNo))).toMatch(
      /,7650\.00,1000\.00,\d+\.\d{2},0\.\d{8},0\.00$/,
    );
    const q = (await get('/api/statements/2026-27')).json().totals.quickBuys;
    expect(lines).toContain(
      `,Total: Quick buys (3),,,,,,4000.00,${paiseToDecimal(q.gstPaise)},${goldE8ToDecimal(b.goldE8 + c.goldE8 + dBuy.goldE8)},`,
    );

    const none = await get('/api/statements/2024-25');
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe(
      'You have no records in the financial year 2024-25, so there is no statement for it.',
    );
    expect((await get('/api/statements/2024-25/pdf')).statusCode).toBe(404);
    expect((await get('/api/statements/2026-28')).statusCode).toBe(404);
    expect((await get('/api/statements/2026-27', other.headers)).statusCode).toBe(404);
  });

  it('the operator console produces it for a customer; nobody else can', async () => {
    const url = `/api/admin/customers/${userId}/yearly-statements`;
    expect((await get(url, admin.headers)).json().years.map((y: Row) => y.year)).toEqual([
      '2026-27',
      '2025-26',
    ]);
    const theirs = await get(`${url}/2026-27`, admin.headers);
    expect(theirs.json()).toEqual((await get('/api/statements/2026-27')).json());
    expect((await get(`${url}/2026-27/csv`, admin.headers)).body).toBe(
      (await get('/api/statements/2026-27/csv')).body,
    );
    expect((await get(`${url}/2026-27/pdf`, admin.headers)).statusCode).toBe(200);
    for (const path of [`${url}/2026-27`, `${url}/2026-27/pdf`, url])
      expect((await get(path)).statusCode).toBe(404);
  });

  it("the certificate and the statement in the member's Telugu or Hindi, beside the English, with the same figures", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'papers-'));
    /** the PDF's text as poppler's pdftotext reads it (independent of pdfkit) */
    const textOf = async (url: string, name: string) => {
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(200);
      const file = path.join(dir, name);
      writeFileSync(file, res.rawPayload);
      return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    };
    const language = async (language: string) =>
      expect(
        (
          await app.inject({
            method: 'PUT',
            url: '/api/users/me/language',
            headers,
            payload: { language },
          })
        ).statusCode,
      ).toBe(200);
    /** the rupee amounts and the grams a text prints, sorted */
    const figures = (text: string) =>
      [...text.matchAll(/Rs [\d,]+\.\d\d|\d+\.\d{8}/g)].map((m) => m[0]).sort();
    const papers = async (lang: string) => {
      await language(lang);
      return {
        certificate: await textOf(`/api/certificates/${coin1}/pdf`, `certificate-${lang}.pdf`),
        statement: await textOf('/api/statements/2026-27/pdf', `statement-${lang}.pdf`),
        csv: (await get('/api/statements/2026-27/csv')).body,
      };
    };
    const en = await papers('en');
    const te = await papers('te');
    const hi = await papers('hi');
    await language('en');

    expect(en.certificate).toContain('HOLDING CERTIFICATE');
    expect(en.certificate).not.toMatch(/\p{Script=Devanagari}|\p{Script=Telugu}/u);
    for (const [local, words] of [
      [
        te,
        {
          certificate: ['హోల్డింగ్ సర్టిఫికెట్', 'దీర్ఘకాలికం', 'పన్ను సలహా కాదు'],
          statement: ['ప్రారంభ నిల్వ', 'ముగింపు నిల్వ', 'క్విక్ బై', 'మొత్తాలు'],
        },
      ],
      [
        hi,
        {
          certificate: ['होल्डिंग सर्टिफ़िकेट', 'दीर्घकालिक', 'कर सलाह नहीं'],
          statement: ['शुरुआती शेष', 'अंतिम शेष', 'क्विक बाय', 'कुल योग'],
        },
      ],
    ] as const) {
      for (const paper of ['certificate', 'statement'] as const) {
        for (const word of words[paper]) expect(local[paper], word).toContain(word);
        // the English stays beside the language, and every figure is the English one
        expect(local[paper]).toContain(
          paper === 'certificate' ? 'HOLDING CERTIFICATE' : 'Opening balance',
        );
        expect(figures(local[paper])).toEqual(figures(en[paper]));
      }
    }
    expect(figures(en.statement).length).toBeGreaterThan(10);

    // the CSV: headers and labels "English / language", the English header first in each column
    // (what a program reads), dates and numbers as in English, a UTF-8 mark for spreadsheets
    const enLines = en.csv.split('\r\n');
    const enHeads = enLines[0]!.split(',');
    expect(en.csv.startsWith('Date,')).toBe(true);
    const csvFigures = (csv: string) =>
      [...csv.matchAll(/(?<=^|,)-?\d+\.\d+(?=,|$)/gm)].map((m) => m[0]);
    for (const [lang, csv, heads, labels] of [
      [
        'te',
        te.csv,
        ['Date / తేదీ', 'Type / రకం', 'Gold (g) / బంగారం (గ్రా)', 'Ants / యాంట్స్'],
        [
          'Opening balance / ప్రారంభ నిల్వ',
          'Closing balance / ముగింపు నిల్వ',
          'Quick buy / క్విక్ బై',
          'Total: Quick buys (3) / మొత్తం: క్విక్ బై (3)',
        ],
      ],
      [
        'hi',
        hi.csv,
        ['Date / तारीख़', 'Type / प्रकार', 'Gold (g) / सोना (ग्रा)', 'Ants / एंट्स'],
        [
          'Opening balance / शुरुआती शेष',
          'Closing balance / अंतिम शेष',
          'Quick buy / क्विक बाय',
          'Total: Quick buys (3) / कुल: क्विक बाय (3)',
        ],
      ],
    ] as const) {
      expect(csv.startsWith('\uFEFF'), lang).toBe(true);
      const lines = csv.slice(1).split('\r\n');
      const csvHeads = lines[0]!.split(',');
      expect(csvHeads.map((h) => h.split(' / ')[0])).toEqual(enHeads);
      for (const h of heads) expect(csvHeads, h).toContain(h);
      for (const label of labels) expect(csv, label).toContain(`,${label},`);
      expect(lines.length).toBe(enLines.length);
      const dates = (ls: string[]) => ls.slice(1).map((l) => l.split(',')[0]);
      expect(dates(lines)).toEqual(dates(enLines));
      expect(csvFigures(csv)).toEqual(csvFigures(en.csv));
      // formula-safe: no cell starts with = + @, and one starting with - is a number
      for (const line of lines) {
        expect(line, line).not.toMatch(/(^|,)[=+@]/);
        expect(line, line).not.toMatch(/(^|,)-(?!\d+\.\d+(,|$))/);
      }
    }
    expect(figures(en.certificate)).toContain(formatGramsOf(G_0200));
  });
});
