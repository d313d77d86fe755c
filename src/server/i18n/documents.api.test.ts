import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../tests/helpers/factories';
import { browserReturns, choose } from '../../../tests/helpers/payments';
import { mailOutbox } from '../modules/mail/tables';
import { recordPrice } from '../modules/prices/service';

// Issue 30: a Telugu or Hindi member's receipt mail and invoice PDF are in their language. The
// PDF's text is read back with poppler's pdftotext, independent of pdfkit.

const PRICE = 765000; // Rs 7,650.00 per gram
const app = await buildTestApp();
await recordPrice(app.deps.db, PRICE, 'test', new Date());

/** Buys Rs 100 of gold through the sandbox as a member who chose `language`. */
async function buyAs(language: 'te' | 'hi') {
  const member = await createSignedInUser(app, {
    address: '12-2-345, Road No. 3, Banjara Hills, Hyderabad 500034',
  });
  const chosen = await app.inject({
    method: 'PUT',
    url: '/api/users/me/language',
    headers: member.headers,
    payload: { language },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const res = await app.inject({
    method: 'POST',
    url: '/api/digital-gold/orders',
    headers: member.headers,
    payload: { amountPaise: 10000, idempotencyKey: randomUUID().replace(/-/g, '') },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { merchantTransactionId, payPageUrl } = res.json();
  const { returnUrl } = await choose(app, payPageUrl, 'pay');
  await browserReturns(app, returnUrl);
  const mails = await app.deps.db.select().from(mailOutbox);
  const receipt = mails.find(
    (m) => m.kind === 'payment-receipt' && m.text.includes(merchantTransactionId),
  );
  const pdf = await app.inject({
    url: `/api/invoices/${merchantTransactionId}/pdf`,
    headers: member.headers,
  });
  expect(pdf.statusCode).toBe(200);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  const page = await app.inject({
    url: `/api/invoices/${merchantTransactionId}`,
    headers: member.headers,
  });
  expect(page.statusCode).toBe(200);
  const dir = mkdtempSync(path.join(tmpdir(), 'invoice-'));
  const file = path.join(dir, 'invoice.pdf');
  writeFileSync(file, pdf.rawPayload);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  return { receipt, text, merchantTransactionId, invoice: page.json() };
}

describe("a member's receipt mail and invoice PDF in their language (issue 30)", () => {
  it('Telugu: the mail in Telugu, the invoice with Telugu beside the English and the amounts', async () => {
    const { receipt, text, invoice } = await buyAs('te');
    expect(receipt?.subject).toBe('చెల్లింపు అందింది: 24K బంగారం కోసం ₹100.00');
    expect(receipt?.text).toContain('మీ ₹100.00 చెల్లింపు మాకు అందింది');
    expect(receipt?.text).toContain('0.00849673 గ్రా 24K బంగారం ఇప్పుడు మీ వాల్ట్‌లో ఉంది');
    expect(receipt?.html).toContain('<html lang="te">');

    expect(text).toMatch(/[\u0C00-\u0C7F]/);
    // the English labels stay beside the Telugu, GSTIN and CGST/SGST as the law writes them
    for (const english of ['TAX INVOICE', 'Invoice no', 'Total', 'GSTIN', 'CGST 1.5%', 'SGST 1.5%'])
      expect(text).toContain(english);
    for (const amount of ['Rs 97.09', 'Rs 1.46', 'Rs 1.45', 'Rs 100.00'])
      expect(text).toContain(amount);
    expect(text).toContain('One Hundred Rupees Only');
    // "వంద రూపాయలు మాత్రమే" (Rs 100 in Telugu words): its words, as the PDF's text gives them
    for (const word of ['వంద', 'మాత్రమే']) expect(text).toContain(word);

    // the invoice page: the words in Telugu beside the English, the item and note in Telugu
    expect(invoice.amountInWords).toBe('One Hundred Rupees Only');
    expect(invoice.amountInWordsLocal).toMatch(/^వంద రూపాయలు/);
    expect(invoice.items[0].description).toMatch(/[\u0C00-\u0C7F]/);
    expect(invoice.deliveryNote).toMatch(/[\u0C00-\u0C7F]/);
  });

  it('Hindi: the mail in Hindi, the invoice with Hindi beside the English and the amounts', async () => {
    const { receipt, text, invoice } = await buyAs('hi');
    expect(receipt?.subject).toBe('भुगतान मिला: 24K सोने के लिए ₹100.00');
    expect(receipt?.text).toContain('हमें आपका ₹100.00 का भुगतान मिल गया है');
    expect(receipt?.html).toContain('<html lang="hi">');

    expect(text).toMatch(/[\u0900-\u097F]/);
    for (const english of ['TAX INVOICE', 'Invoice no', 'Total', 'GSTIN', 'CGST 1.5%'])
      expect(text).toContain(english);
    for (const amount of ['Rs 97.09', 'Rs 100.00']) expect(text).toContain(amount);
    // "एक सौ रुपये मात्र" (Rs 100 in Hindi words)
    for (const word of ['एक', 'सौ', 'मात्र', 'कुल']) expect(text).toContain(word);

    expect(invoice.amountInWordsLocal).toMatch(/^एक सौ रुपये/);
    expect(invoice.items[0].description).toMatch(/[\u0900-\u097F]/);
    expect(invoice.deliveryNote).toMatch(/[\u0900-\u097F]/);
  });
});
