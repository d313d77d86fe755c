import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import * as hb from 'harfbuzzjs';

// Telugu and Devanagari need OpenType shaping: conjuncts (ప్ర, క్ష, श्र), vowel signs drawn before
// their consonant (कि), reph (र्क). pdfkit lays text out with fontkit, whose shaper throws on
// some Telugu clusters of the Noto fonts (ra-vattu: "ప్ర") and is not the shaper browsers use.
// HarfBuzz is (decision 013): harfbuzzjs runs it as WebAssembly, and this module hands its glyphs
// to pdfkit, which embeds and places them as it places its own.

/** The WOFF (1.0) fonts of @fontsource as plain OpenType: HarfBuzz reads sfnt only. */
export function woffToSfnt(woff: Uint8Array): Buffer {
  const v = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (v.getUint32(0) !== 0x774f4646) throw new Error('not a WOFF font');
  const count = v.getUint16(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = v.getUint32(at + 4);
    const compressed = v.getUint32(at + 8);
    const length = v.getUint32(at + 12);
    const raw = woff.subarray(offset, offset + compressed);
    return {
      tag: v.getUint32(at),
      checksum: v.getUint32(at + 16),
      data: compressed < length ? inflateSync(raw) : raw,
    };
  });
  const pad = (n: number) => (n + 3) & ~3;
  const out = Buffer.alloc(tables.reduce((s, t) => s + pad(t.data.length), 12 + 16 * count));
  let power = 0;
  while (1 << (power + 1) <= count) power++;
  out.writeUInt32BE(v.getUint32(4), 0); // the flavour: TrueType or CFF
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(16 << power, 6);
  out.writeUInt16BE(power, 8);
  out.writeUInt16BE(16 * count - (16 << power), 10);
  let offset = 12 + 16 * count;
  tables.forEach((t, i) => {
    const at = 12 + 16 * i;
    out.writeUInt32BE(t.tag, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.data.length, at + 12);
    out.set(t.data, offset);
    offset += pad(t.data.length);
  });
  return out;
}

/** A glyph as pdfkit's font layer takes it (font units). */
export type ShapedGlyph = {
  id: number;
  /** the width the PDF states for the glyph: where the next glyph starts, seen from this one */
  advanceWidth: number;
  /** the text this glyph stands for when the PDF is read or copied (see shape) */
  codePoints: number[];
};
export type ShapedRun = {
  glyphs: ShapedGlyph[];
  positions: { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number }[];
  advanceWidth: number;
};

/** One font ready to shape: its OpenType bytes (for pdfkit) and HarfBuzz's font over them. */
export type ShapingFont = { sfnt: Buffer; shape(text: string): ShapedRun };

const loaded = new Map<string, ShapingFont>();

/** Loads a WOFF font file once per process. */
export function shapingFont(woffPath: string): ShapingFont {
  const known = loaded.get(woffPath);
  if (known) return known;
  const sfnt = woffToSfnt(readFileSync(woffPath));
  const font = new hb.Font(new hb.Face(new hb.Blob(sfnt)));
  const made: ShapingFont = { sfnt, shape: (text) => shape(font, text) };
  loaded.set(woffPath, made);
  return made;
}

/**
 * Shapes a text. A glyph's text: the code points of its cluster (a conjunct with its vowel sign),
 * one each to the cluster's glyphs in the order they are drawn and the rest to the last, so the
 * glyphs read in drawing order spell the cluster in logical order (कि drawn ि क reads क, ि) and no
 * glyph stands for nothing (a reader takes that for a word break).
 */
function shape(font: hb.Font, text: string): ShapedRun {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions().map((p) => ({
    xAdvance: p.xAdvance,
    yAdvance: p.yAdvance,
    xOffset: p.xOffset,
    yOffset: p.yOffset,
  }));
  // a mark moved by an offset states the width that ends it where the next glyph starts:
  // a text reader sees no gap (and no word break) inside the word
  const glyphs: ShapedGlyph[] = infos.map((g, i) => ({
    id: g.codepoint,
    advanceWidth: positions[i]!.xAdvance - positions[i]!.xOffset,
    codePoints: [],
  }));
  const starts = [...new Set(infos.map((g) => g.cluster))].sort((a, b) => a - b);
  starts.forEach((start, k) => {
    const codePoints = [...text.slice(start, starts[k + 1] ?? text.length)].map((ch) =>
      ch.codePointAt(0)!,
    );
    const members = glyphs.filter((_, i) => infos[i]!.cluster === start);
    members.forEach((m, j) => {
      m.codePoints = j === members.length - 1 ? codePoints.slice(j) : codePoints.slice(j, j + 1);
    });
  });
  return {
    glyphs,
    positions,
    advanceWidth: positions.reduce((sum, p) => sum + p.xAdvance, 0),
  };
}
