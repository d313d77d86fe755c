import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';
import type { Locale } from '../../shared/locales';

// Telugu and Devanagari in the PDFs (issue 30, decision 013). pdfkit lays text out with fontkit,
// which shapes both scripts with the font's OpenType tables (conjuncts, vowel signs placed before
// the consonant, reph): checked by rendering pages to images. The fonts are Noto Sans Telugu and
// Noto Sans Devanagari from @fontsource (OFL), their script subset as WOFF (fontkit reads WOFF;
// the web's WOFF2 files are the same fonts). A subset holds only its script (and the space), so
// a line is written in runs: the script's letters in Noto, everything else (digits, Latin, GSTIN)
// in the invoice's Helvetica.

type Doc = InstanceType<typeof PDFDocument>;

const require = createRequire(import.meta.url);
const file = (pkg: string, name: string) => require.resolve(`@fontsource/${pkg}/files/${name}`);

const FONTS = {
  te: {
    regular: () => file('noto-sans-telugu', 'noto-sans-telugu-telugu-400-normal.woff'),
    bold: () => file('noto-sans-telugu', 'noto-sans-telugu-telugu-700-normal.woff'),
    // the Telugu block, danda, ZWNJ/ZWJ (ఇన్‌వాయిస్ keeps its visible virama) and the dotted circle
    letters: /[\u0C00-\u0C7F\u0964\u0965\u25CC]|\u200C|\u200D/,
  },
  hi: {
    regular: () => file('noto-sans-devanagari', 'noto-sans-devanagari-devanagari-400-normal.woff'),
    bold: () => file('noto-sans-devanagari', 'noto-sans-devanagari-devanagari-700-normal.woff'),
    letters: /[\u0900-\u097F\u25CC]|\u200C|\u200D/,
  },
} as const;

/** A PDF writer that puts each run of a line in the font of its script. */
export type ScriptWriter = {
  /** writes a line (or a cell: x, y and width as pdfkit's text()) in the regular or bold weight */
  text(
    text: string,
    opts?: { bold?: boolean; x?: number; y?: number; width?: number; align?: 'right' | 'left' },
  ): void;
};

/** Splits a text into runs of the script's letters (spaces go with the run before) and the rest. */
export function scriptRuns(text: string, letters: RegExp): { script: boolean; text: string }[] {
  const runs: { script: boolean; text: string }[] = [];
  for (const ch of text) {
    const last = runs[runs.length - 1];
    const script = ch === ' ' && last ? last.script : letters.test(ch);
    if (last && last.script === script) last.text += ch;
    else runs.push({ script, text: ch });
  }
  return runs;
}

/**
 * Registers the language's fonts on the document and gives a writer for its lines; for English,
 * a writer in Helvetica alone.
 */
export function scriptWriter(doc: Doc, locale: Locale): ScriptWriter {
  const fonts = locale === 'en' ? undefined : FONTS[locale];
  if (fonts) {
    doc.registerFont(`script-${locale}`, fonts.regular());
    doc.registerFont(`script-${locale}-bold`, fonts.bold());
  }
  return {
    text(text, opts = {}) {
      const latin = opts.bold ? 'Helvetica-Bold' : 'Helvetica';
      const runs = fonts ? scriptRuns(text, fonts.letters) : [{ script: false, text }];
      const layout = {
        ...(opts.width !== undefined ? { width: opts.width } : {}),
        ...(opts.align ? { align: opts.align } : {}),
      };
      runs.forEach((run, i) => {
        const font = run.script ? `script-${locale}${opts.bold ? '-bold' : ''}` : latin;
        const continued = i < runs.length - 1;
        doc.font(font);
        if (i === 0 && opts.x !== undefined)
          doc.text(run.text, opts.x, opts.y ?? doc.y, { ...layout, continued });
        else doc.text(run.text, { ...(i === 0 ? layout : {}), continued });
      });
    },
  };
}
