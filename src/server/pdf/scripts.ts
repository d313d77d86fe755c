import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';
import type { Locale } from '../../shared/locales';
import { shapingFont, type ShapedRun, type ShapingFont } from './shaping';

// Telugu and Devanagari in the PDFs (issue 30, decision 013). The fonts are Noto Sans Telugu and
// Noto Sans Devanagari from @fontsource (OFL), their script subset as WOFF (the web's WOFF2 files
// are the same fonts). HarfBuzz shapes the script's runs (shaping.ts); pdfkit embeds the glyphs
// and places them. A subset holds only its script (and the space), so a line is written in runs:
// the script's letters in Noto, everything else (digits, Latin, GSTIN) in Helvetica.

type Doc = InstanceType<typeof PDFDocument>;

const require = createRequire(import.meta.url);
const file = (pkg: string, name: string) => require.resolve(`@fontsource/${pkg}/files/${name}`);

const FONTS = {
  te: {
    regular: () => shapingFont(file('noto-sans-telugu', 'noto-sans-telugu-telugu-400-normal.woff')),
    bold: () => shapingFont(file('noto-sans-telugu', 'noto-sans-telugu-telugu-700-normal.woff')),
    // the Telugu block, danda, ZWNJ/ZWJ (ఇన్‌వాయిస్ keeps its visible virama) and the dotted circle
    letters: /[\u0C00-\u0C7F\u0964\u0965\u25CC]|\u200C|\u200D/,
  },
  hi: {
    regular: () =>
      shapingFont(file('noto-sans-devanagari', 'noto-sans-devanagari-devanagari-400-normal.woff')),
    bold: () =>
      shapingFont(file('noto-sans-devanagari', 'noto-sans-devanagari-devanagari-700-normal.woff')),
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
  /** the height text() takes for a text of lines (each line in its script's font, at a width) */
  heightOf(text: string, opts: { bold?: boolean; width: number }): number;
};

/** The part of pdfkit's embedded font (its EmbeddedFont, not in its types) the shaping replaces. */
type EmbeddedFont = {
  font: { layout(text: string): ShapedRun };
  subset: { glyphs: number[]; mapping: Record<number, number>; includeGlyph(id: number): number };
  widths: number[];
  unicode: number[][];
  scale: number;
  layout(text: string): ShapedRun;
  encode(text: string): [string[], ShapedRun['positions']];
};

/**
 * Registers a font on the document whose text HarfBuzz shapes. pdfkit measures, wraps and places
 * the glyphs as ever (its layout asks the font's layout, answered here by HarfBuzz); encoding
 * keeps one PDF glyph per glyph and text, so each glyph can say the text it stands for (a
 * conjunct's glyph may stand for different letters in different words).
 */
function registerShapedFont(doc: Doc, name: string, font: ShapingFont) {
  doc.registerFont(name, font.sfnt);
  doc.font(name);
  const embedded = (doc as unknown as { _font: EmbeddedFont })._font;
  embedded.font.layout = (text) => font.shape(text);
  const ids = new Map<string, number>();
  embedded.encode = function (text) {
    const { glyphs, positions } = this.layout(text);
    const codes = glyphs.map((g) => {
      const key = `${g.id} ${g.advanceWidth} ${g.codePoints.join(' ')}`;
      let id = ids.get(key);
      if (id === undefined) {
        if (this.subset.mapping[g.id] === undefined) id = this.subset.includeGlyph(g.id);
        else id = this.subset.glyphs.push(g.id) - 1; // the same outline once more
        ids.set(key, id);
        this.widths[id] = g.advanceWidth * this.scale;
        this.unicode[id] = g.codePoints;
      }
      return id.toString(16).padStart(4, '0');
    });
    return [codes, positions];
  };
}

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
    registerShapedFont(doc, `script-${locale}`, fonts.regular());
    registerShapedFont(doc, `script-${locale}-bold`, fonts.bold());
    doc.font('Helvetica');
  }
  /** Helvetica's ascender (per 1000): every run's baseline is where Helvetica's would be */
  const ASCENDER = 718;
  return {
    heightOf(text, opts) {
      const latin = opts.bold ? 'Helvetica-Bold' : 'Helvetica';
      const script = `script-${locale}${opts.bold ? '-bold' : ''}`;
      return text.split('\n').reduce((sum, line) => {
        const font = fonts && fonts.letters.test(line) ? script : latin;
        return sum + doc.font(font).heightOfString(line || ' ', { width: opts.width });
      }, 0);
    },
    text(text, opts = {}) {
      const latin = opts.bold ? 'Helvetica-Bold' : 'Helvetica';
      const runs = (fonts ? scriptRuns(text, fonts.letters) : [{ script: false, text }]).map(
        (run) => ({
          ...run,
          font: run.script ? `script-${locale}${opts.bold ? '-bold' : ''}` : latin,
        }),
      );
      const size = (doc as unknown as { _fontSize: number })._fontSize;
      // Noto's ascender is taller than Helvetica's: placed by its own, a Telugu word would sit
      // lower than the digits beside it
      const baseline = -(ASCENDER / 1000) * size;
      const x = opts.x ?? doc.x;
      const y = opts.y ?? doc.y;
      if (runs.length > 1 && opts.align === 'right') {
        // pdfkit aligns only a line's first run: a line that fits is placed run by run
        const widths = runs.map((r) => doc.font(r.font).widthOfString(r.text));
        const total = widths.reduce((a, b) => a + b, 0);
        const width = opts.width ?? doc.page.width - doc.page.margins.right - x;
        if (total <= width) {
          let at = x + width - total;
          let bottom = y;
          runs.forEach((run, i) => {
            doc.font(run.font).text(run.text, at, y, { lineBreak: false, baseline });
            at += widths[i]!;
            bottom = Math.max(bottom, y + doc.currentLineHeight(true));
          });
          doc.x = x;
          doc.y = bottom;
          return;
        }
      }
      const layout = {
        ...(opts.width !== undefined ? { width: opts.width } : {}),
        ...(opts.align && runs.length === 1 ? { align: opts.align } : {}),
      };
      runs.forEach((run, i) => {
        const continued = i < runs.length - 1;
        doc.font(run.font);
        if (i === 0 && (opts.x !== undefined || opts.y !== undefined))
          doc.text(run.text, x, y, { ...layout, continued, baseline });
        else doc.text(run.text, { ...(i === 0 ? layout : {}), continued, baseline });
      });
    },
  };
}
