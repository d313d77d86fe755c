import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
import type { ShapedRun } from './shaping';

// Telugu and Hindi in the PDFs are shaped by HarfBuzz (shaping.ts). Every Telugu and Hindi text
// the invoice PDF prints is shaped here in both weights: a letter the font subset lacks would be
// drawn as a box (glyph 0). A page of conjuncts is read back with poppler's pdftotext, and was
// looked at as an image (pdftoppm) when the shaping was chosen.

/** the language's fonts as the PDFs use them, regular and bold */
function fontsOf(locale: 'te' | 'hi') {
  const doc = new PDFDocument();
  scriptWriter(doc, locale); // registers the language's fonts
  return [`script-${locale}`, `script-${locale}-bold`].map(
    (font) => (word: string) =>
      (doc.font(font) as unknown as { _font: { layout(t: string): ShapedRun } })._font.layout(word),
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
      const missing: string[] = [];
      for (const shape of fontsOf(locale))
        for (const word of words)
          if (shape(word).glyphs.some((g) => g.id === 0)) missing.push(word);
      expect(missing).toEqual([]);
    }, 60_000);
  }

  it('would catch a letter the font lacks', () => {
    const [regular] = fontsOf('te');
    expect(regular!('అ').glyphs.some((g) => g.id === 0)).toBe(false);
    expect(regular!('अ').glyphs.some((g) => g.id === 0)).toBe(true);
  });

  it('splits a line into runs of the script and the rest, spaces with the run before', () => {
    expect(scriptRuns('మొత్తం / Total: Rs 1', LETTERS.te)).toEqual([
      { script: true, text: 'మొత్తం ' },
      { script: false, text: '/ Total: Rs 1' },
    ]);
  });

  it('joins conjuncts and places vowel signs as the script writes them', () => {
    const [te] = fontsOf('te');
    const [hi] = fontsOf('hi');
    const ids = (run: ShapedRun) => run.glyphs.map((g) => g.id);
    // a conjunct is one glyph, or a consonant with its subjoined form: never letter, virama, letter
    expect(ids(hi!('क्ष'))).toHaveLength(1);
    expect(ids(hi!('त्र'))).toHaveLength(1);
    expect(ids(hi!('श्र'))).toHaveLength(1);
    expect(ids(hi!('द्ध'))).toHaveLength(1);
    const virama = ids(te!('్')).at(-1); // after the dotted circle it stands on alone
    for (const word of ['ప్ర', 'క్ష', 'శ్రీ', 'త్త']) expect(ids(te!(word)), word).not.toContain(virama);
    // the i sign is drawn before its consonant: कि is (a form of) ि, then क
    const ki = ids(hi!('कि'));
    expect(ki).toHaveLength(2);
    expect(ki[1]).toBe(ids(hi!('क'))[0]);
  });

  it('a PDF of conjuncts reads back as the words written (pdftotext)', async () => {
    const words = {
      te: 'ప్రమాణపత్రం లక్ష శ్రీనివాస్ మొత్తం స్టేట్‌మెంట్',
      hi: 'क्षेत्र पत्र श्रीमान शुद्ध किसान हिन्दी',
    };
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<Buffer>((r) => doc.on('end', () => r(Buffer.concat(chunks))));
    scriptWriter(doc, 'te').text(words.te);
    scriptWriter(doc, 'hi').text(words.hi, { bold: true });
    doc.end();
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'scripts-')), 'conjuncts.pdf');
    writeFileSync(file, await done);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain(words.te);
    expect(text).toContain(words.hi);
  });
});
