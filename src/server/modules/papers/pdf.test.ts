import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type {
  HoldingCertificate,
  HoldingLot,
  YearlyStatement,
  YearlyStatementLine,
} from '../../../shared/api/papers';
import { statementTotals } from '../../../shared/rules/statement';
import { renderCertificatePdf, renderStatementPdf } from './pdf';

// A long statement and a coin of many purchases run over pages: each page read back with
// poppler's pdftotext (independent of pdfkit) starts its table with the column headings, every
// row stays whole on one line, and every page says which it is of how many.

const dir = mkdtempSync(path.join(tmpdir(), 'papers-'));
/** The text of each page of a PDF, laid out (a table row a line). */
function pages(pdf: Buffer, name: string): string[] {
  const file = path.join(dir, name);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    .split('\f')
    .filter((p) => p.trim() !== '');
}
const firstRow = (page: string) =>
  page
    .split('\n')
    .find((l) => l.trim() !== '')!
    .trim();

const issuer = { name: 'GoldSave Bullion Private Limited', address: 'Abids', gstin: '36AAB' };

function purchase(i: number): YearlyStatementLine {
  return {
    at: new Date(Date.UTC(2026, 3, 2) + i * 3 * 86_400_000).toISOString(),
    kind: i % 2 ? 'autopay' : 'quick_buy',
    title: null,
    orderId: `o${i}`,
    // the longest reference an order has: MOID, 13 digits, 8 letters
    merchantOrderId: `MOID${1795767501368 + i}WWMWWMWW`,
    transactionId: null,
    invoiceNo: `GS/2627/${String(i + 1).padStart(6, '0')}`,
    pricePaisePerGram: 765000,
    goldE8: 12_690_000 + i,
    paidPaise: 100_000,
    gstPaise: 2_913,
    antsCenti: 0,
    hasCertificate: false,
  };
}

describe('the papers over several pages', () => {
  it('a statement of 90 purchases: headings on every page, one line a record, pages numbered', async () => {
    const coin: YearlyStatementLine = {
      ...purchase(90),
      kind: 'coin_conversion',
      title: '24K Lakshmi 0.200 gram coin',
      invoiceNo: null,
      pricePaisePerGram: null,
      goldE8: -20_000_000,
      paidPaise: 0,
      gstPaise: 0,
      hasCertificate: true,
    };
    const lines = [...Array.from({ length: 90 }, (_, i) => purchase(i)), coin];
    const s: YearlyStatement = {
      year: '2026-27',
      from: '2026-03-31T18:30:00.000Z',
      to: '2027-03-31T18:30:00.000Z',
      holder: { name: 'Asha Reddy', email: 'asha@example.in' },
      issuer,
      lines,
      totals: statementTotals(0, lines),
    };
    const text = pages(await renderStatementPdf(s), 'statement.pdf');
    expect(text.length).toBeGreaterThanOrEqual(2);
    text.forEach((page, i) => {
      expect(page).toContain(`Statement 2026-27, page ${i + 1} of ${text.length}`);
      if (i > 0 && /GS\/2627\//.test(page))
        expect(firstRow(page)).toMatch(
          /^Date\s+What\s+Invoice \/ order\s+Paid\s+GST\s+Gold \(g\)\s+Ants$/,
        );
    });
    const all = text.join('\n');
    // the widest order reference stays on one line
    expect(all).toMatch(/Coin made from saved\s+MOID1795767501458WWMWWMWW\s+-0\.20000000\n/);
    for (const [i, l] of lines.slice(0, 90).entries())
      expect(all).toMatch(
        new RegExp(`${l.invoiceNo}\\s+Rs 1,000\\.00\\s+Rs 29\\.13\\s+\\+0\\.${12_690_000 + i}\\n`),
      );
    // the totals stay together on the last page, under their headings
    const last = text.at(-1)!;
    expect(last).toMatch(/Totals\n\s+Paid\s+GST\s+Gold \(g\)\s+Ants\n/);
    expect(last).toMatch(/All purchases of gold \(90\)\s+Rs 90,000\.00\s+Rs 2,621\.70\s+11\.42/);
    expect(last).toMatch(/Ants spent\s+0\.00\n/);
  });

  it('a certificate of 40 purchases: headings on every page, the rule and the note together', async () => {
    const lots: HoldingLot[] = Array.from({ length: 40 }, (_, i) => ({
      kind: 'quick_buy',
      purchasedAt: new Date(Date.UTC(2024, 1, 29) + i * 7 * 86_400_000).toISOString(),
      invoiceNo: `GS/2324/${String(i + 1).padStart(6, '0')}`,
      transactionId: null,
      goldE8: 2_500_000,
      purchaseGoldE8: 2_500_000,
      pricePaisePerGram: 640_000,
      longTermFrom: '2026-03-01',
    }));
    const c: HoldingCertificate = {
      orderId: 'o1',
      merchantOrderId: 'MOID1795767501368WWMWWMWW',
      holderName: 'Asha Reddy',
      coinTitle: '24K Lakshmi 1 gram coin',
      weightMg: 1000,
      purity: '24K 999.9',
      goldE8: 100_000_000,
      madeAt: '2026-11-27T05:00:00.000Z',
      lots,
      longTermFrom: '2026-11-21',
      rule: { afterMonths: 24, rateBp: 1250, since: '2024-07-23' },
      issuer,
    };
    const text = pages(await renderCertificatePdf(c), 'certificate.pdf');
    expect(text.length).toBeGreaterThanOrEqual(2);
    text.forEach((page, i) => {
      expect(page).toContain(
        `Holding certificate MOID1795767501368WWMWWMWW, page ${i + 1} of ${text.length}`,
      );
      if (i > 0 && /GS\/2324\//.test(page))
        expect(firstRow(page)).toMatch(
          /^Date\s+Bought as\s+Invoice no\s+Price per g\s+Grams used\s+Long-term from$/,
        );
    });
    const all = text.join('\n');
    for (const l of lots)
      expect(all).toMatch(new RegExp(`${l.invoiceNo}\\s+Rs 6,400\\.00\\s+0\\.02500000\\s`));
    const last = text.at(-1)!.replace(/\s+/g, ' ');
    expect(last).toContain('Total 1.00000000');
    expect(last).toContain('A sale of this coin would count as long-term from 21 Nov 2026.');
    expect(last).toContain('taxed at 12.5% without indexation');
    expect(last).toContain('not tax advice');
  });

  it('in Telugu too: every page numbered in both languages, under the headings in both, no record lost', async () => {
    const lines = Array.from({ length: 90 }, (_, i) => purchase(i));
    const s: YearlyStatement = {
      year: '2026-27',
      from: '2026-03-31T18:30:00.000Z',
      to: '2027-03-31T18:30:00.000Z',
      holder: { name: 'Asha Reddy', email: 'asha@example.in' },
      issuer,
      lines,
      totals: statementTotals(0, lines),
    };
    const pdf = await renderStatementPdf(s, 'te');
    writeFileSync(path.join(dir, 'statement-te-long.pdf'), pdf);
    const text = pages(pdf, 'statement-te.pdf');
    expect(text.length).toBeGreaterThanOrEqual(3);
    text.forEach((page, i) => {
      const n = `${i + 1}`;
      expect(page).toContain(`స్టేట్‌మెంట్ 2026-27, పేజీ ${n}/${text.length}`);
      expect(page).toContain(`Statement 2026-27, page ${n} of ${text.length}`);
      if (/GS\/2627\//.test(page)) expect(page).toMatch(/Date\s+What[\s\S]*తేదీ\s+ఏమిటి/);
    });
    const all = text.join('\n');
    for (const l of lines) expect(all).toContain(l.invoiceNo!);
    expect(text.at(-1)).toContain('ఈ స్టేట్‌మెంట్ సమాచారం మాత్రమే, పన్ను సలహా కాదు.');
  });
});
