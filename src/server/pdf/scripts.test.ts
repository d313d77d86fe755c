import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { amountInWords } from '../../shared/money/words';
import { templatePairs } from '../i18n/catalogue';
import { invoiceMessages } from '../modules/invoices/messages';
import { invoiceMessagesHi } from '../modules/invoices/messages.hi';
import { invoiceMessagesTe } from '../modules/invoices/messages.te';
import { invoicePdfHi } from '../modules/invoices/pdf-messages.hi';
import { invoicePdfTe } from '../modules/invoices/pdf-messages.te';
import { scriptRuns, scriptWriter } from './scripts';

// fontkit (pdfkit's layout) shapes Telugu and Devanagari, but throws on some clusters of the Noto
// subsets (Telugu ra-vattu: "ప్ర" reads a GPOS anchor that is null). Every Telugu and Hindi text
// the invoice PDF prints is laid out here in both weights, so such a word cannot reach a PDF.

/** pdfkit's own layout of a word in the language's font, regular or bold (as the PDFs use it) */
function layouts(locale: 'te' | 'hi') {
  const doc = new PDFDocument();
  scriptWriter(doc, locale); // registers the language's fonts
  return [`script-${locale}`, `script-${locale}-bold`].map(
    (font) => (word: string) => doc.font(font).widthOfString(word),
  );
}
const LETTERS = { te: /[\u0C00-\u0C7F]|\u200C|\u200D/, hi: /[\u0900-\u097F]|\u200C|\u200D/ };

/** amounts whose words use every Telugu and Hindi number word (1-99, hundreds, units) */
const AMOUNTS = [
  ...Array.from({ length: 100 }, (_, i) => i * 100 + i),
  ...[1, 2, 5, 9].flatMap((d) => [d * 10000, d * 100000, d * 10000000, d * 1000000000]),
];

describe('the invoice PDF lays out its Telugu and Hindi', () => {
  for (const [locale, pdf, notes] of [
    ['te', invoicePdfTe, invoiceMessagesTe],
    ['hi', invoicePdfHi, invoiceMessagesHi],
  ] as const) {
    it(`every ${locale} label, note and amount in words, in both weights`, () => {
      const texts = [
        ...templatePairs(invoiceMessages.en.pdf, pdf).map(([, t]) => t),
        ...templatePairs(invoiceMessages.en, notes).map(([, t]) => t),
        ...AMOUNTS.map((p) => amountInWords(p, locale)),
      ];
      // a cluster never spans a space: each word once is enough
      const words = new Set(
        texts.flatMap((text) =>
          scriptRuns(text, LETTERS[locale])
            .filter((r) => r.script)
            .flatMap((r) => r.text.split(' ').filter(Boolean)),
        ),
      );
      const failed: string[] = [];
      const fonts = layouts(locale);
      for (const word of words)
        for (const layout of fonts) {
          try {
            layout(word);
          } catch {
            failed.push(word);
          }
        }
      expect([...new Set(failed)]).toEqual([]);
    }, 60_000);
  }

  it('would catch a word fontkit cannot lay out (the Telugu ra-vattu)', () => {
    const [regular] = layouts('te');
    expect(() => regular!('ప్ర')).toThrow();
  });

  it('splits a line into runs of the script and the rest, spaces with the run before', () => {
    expect(scriptRuns('మొత్తం / Total: Rs 1', LETTERS.te)).toEqual([
      { script: true, text: 'మొత్తం ' },
      { script: false, text: '/ Total: Rs 1' },
    ]);
  });
});
