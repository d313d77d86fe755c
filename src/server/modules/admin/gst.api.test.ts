import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestApp, testClock } from '../../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../../tests/helpers/factories';
import { choose } from '../../../../tests/helpers/payments';
import { recordPrice } from '../prices/service';
import { getOperatorBalances } from '../wallet/service';
import { csvRupees, monthBounds } from './gst';

const key = () => randomUUID().replace(/-/g, '');

describe('the GST export', async () => {
  // 28 Nov 2026, 10:00 IST: every purchase below is invoiced in November
  const clock = testClock(new Date('2026-11-28T04:30:00Z'));
  const app = await buildTestApp({ clock });
  await recordPrice(app.deps.db, 765_000, 'test', clock.now());
  const operator = await createSignedInUser(app, { role: 'admin' });
  const buyers = await Promise.all([
    createSignedInUser(app, { address: 'Banjara Hills, Hyderabad, Telangana 500034' }),
    createSignedInUser(app, { address: 'Indiranagar, Bengaluru, Karnataka 560038' }),
  ]);

  const buyGold = async (headers: Record<string, string>, amountPaise: number) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/digital-gold/orders',
      headers,
      payload: { amountPaise, idempotencyKey: key() },
    });
    expect(res.statusCode, res.body).toBe(201);
    await choose(app, res.json().payPageUrl, 'pay');
  };

  // the month's sales, which both the summary and the CSV read
  const amounts = [10_000, 99_999, 250_000, 1_000_000, 1_234];
  for (const [i, amount] of amounts.entries()) {
    await buyGold(buyers[i % 2]!.headers, amount);
  }
  // a declined payment makes no invoice
  const declined = await app.inject({
    method: 'POST',
    url: '/api/digital-gold/orders',
    headers: buyers[0]!.headers,
    payload: { amountPaise: 50_000, idempotencyKey: key() },
  });
  await choose(app, declined.json().payPageUrl, 'decline');

  it("sums the month's invoices, and their GST equals the ledger's", async () => {
    const res = await app.inject({
      url: '/api/admin/gst?month=2026-11',
      headers: operator.headers,
    });
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.invoices).toBe(amounts.length);
    const gst = s.totals.cgstPaise + s.totals.sgstPaise + s.totals.igstPaise;
    expect(gst).toBeGreaterThan(0);
    expect(s.totals.invoicePaise).toBe(amounts.reduce((a, b) => a + b, 0));
    expect(s.ledgerGstPaise).toBe(gst);
    expect(s.matchesLedger).toBe(true);
    // and the ledger's GST account holds exactly this (nothing else was sold in this database)
    expect(-(await getOperatorBalances(app.deps.db))['op:inr:gst_payable']).toBe(gst);
    expect(s.hsn).toEqual([expect.objectContaining({ hsnCode: '7108', invoices: 5 })]);

    // another month has none
    const october = await app.inject({
      url: '/api/admin/gst?month=2026-10',
      headers: operator.headers,
    });
    expect(october.json()).toMatchObject({ invoices: 0, ledgerGstPaise: 0, matchesLedger: true });
  });

  it('downloads the month as CSV whose lines add up to the same totals', async () => {
    const res = await app.inject({
      url: '/api/admin/gst/export.csv?month=2026-11',
      headers: operator.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="gstr1-b2c-2026-11.csv"');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Invoice number,Invoice date,Place of supply,Rate (%),Taxable value,CGST,SGST,IGST,Invoice value,HSN',
    );
    const invoices = lines.slice(1, lines.indexOf(''));
    expect(invoices).toHaveLength(5);
    const paise = (s: string) => Math.round(Number(s) * 100);
    const sum = (col: number) => invoices.reduce((t, l) => t + paise(l.split(',')[col]!), 0);
    const s = (
      await app.inject({ url: '/api/admin/gst?month=2026-11', headers: operator.headers })
    ).json();
    expect(sum(4)).toBe(s.totals.taxablePaise);
    expect(sum(5) + sum(6) + sum(7)).toBe(s.ledgerGstPaise);
    expect(invoices[0]).toMatch(/^GS\/2627\/\d{6},28 Nov 2026,/);
    expect(lines.at(-1)).toBe(`GST in the ledger,${csvRupees(s.ledgerGstPaise)}`);
  });

  it('takes a month in India time', () => {
    expect(monthBounds('2026-11')).toEqual({
      from: new Date('2026-10-31T18:30:00Z'),
      to: new Date('2026-11-30T18:30:00Z'),
    });
    expect(csvRupees(123_456)).toBe('1234.56');
    expect(csvRupees(5)).toBe('0.05');
  });
});
