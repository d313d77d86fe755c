// The language switch names Telugu and Hindi in their own scripts on every page, also where the
// page has no font for them (an English page; a computer without Telugu or Devanagari fonts): a
// font of just those words' glyphs, cut with HarfBuzz from the Noto Sans fonts the pages use, is
// a few KB (src/web/styles/app.css). Run after changing LOCALE_NAMES:
//   node scripts/lang-name-fonts.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

// as src/shared/locales.ts names them (src/web/lib/language-name-fonts.test.ts holds the two alike)
const LOCALE_NAMES = { te: 'తెలుగు', hi: 'हिन्दी' };

/** A WOFF (1.0) font as the plain OpenType HarfBuzz reads. */
function woffToSfnt(woff) {
  const b = Buffer.from(woff);
  const numTables = b.readUInt16BE(12);
  const flavor = b.readUInt32BE(4);
  const headerSize = 12 + 16 * numTables;
  const tables = [];
  for (let i = 0; i < numTables; i++) {
    const o = 44 + i * 20;
    tables.push({
      tag: b.readUInt32BE(o),
      offset: b.readUInt32BE(o + 4),
      compLength: b.readUInt32BE(o + 8),
      origLength: b.readUInt32BE(o + 12),
      checksum: b.readUInt32BE(o + 16),
    });
  }
  let size = headerSize;
  for (const t of tables) size += (t.origLength + 3) & ~3;
  const outb = Buffer.alloc(size);
  outb.writeUInt32BE(flavor, 0);
  outb.writeUInt16BE(numTables, 4);
  let es = 0;
  while (1 << (es + 1) <= numTables) es++;
  outb.writeUInt16BE((1 << es) * 16, 6);
  outb.writeUInt16BE(es, 8);
  outb.writeUInt16BE(numTables * 16 - (1 << es) * 16, 10);
  let off = headerSize;
  tables.forEach((t, i) => {
    const raw = b.subarray(t.offset, t.offset + t.compLength);
    const data = t.compLength < t.origLength ? inflateSync(raw) : raw;
    const r = 12 + i * 16;
    outb.writeUInt32BE(t.tag, r);
    outb.writeUInt32BE(t.checksum, r + 4);
    outb.writeUInt32BE(off, r + 8);
    outb.writeUInt32BE(t.origLength, r + 12);
    data.copy(outb, off);
    off += (t.origLength + 3) & ~3;
  });
  return outb;
}
const { instance } = await WebAssembly.instantiate(
  readFileSync('node_modules/harfbuzzjs/dist/harfbuzz-subset.wasm'),
  {},
);
const e = instance.exports;

function subsetOf(woffPath, text) {
  const sfnt = woffToSfnt(readFileSync(woffPath));
  const mem = () => new Uint8Array(e.memory.buffer);
  const ptr = e.malloc(sfnt.length);
  mem().set(sfnt, ptr);
  const blob = e.hb_blob_create(ptr, sfnt.length, 2, 0, 0);
  const face = e.hb_face_create(blob, 0);
  const input = e.hb_subset_input_create_or_fail();
  const unicodes = e.hb_subset_input_unicode_set(input);
  for (const ch of text) e.hb_set_add(unicodes, ch.codePointAt(0));
  const subset = e.hb_subset_or_fail(face, input);
  const res = e.hb_face_reference_blob(subset);
  const data = e.hb_blob_get_data(res, 0);
  const len = e.hb_blob_get_length(res);
  return Buffer.from(mem().slice(data, data + len));
}

for (const [locale, pkg, script] of [
  ['te', 'noto-sans-telugu', 'telugu'],
  ['hi', 'noto-sans-devanagari', 'devanagari'],
]) {
  const out = `src/web/public/fonts/language-name-${locale}.ttf`;
  const font = subsetOf(
    `node_modules/@fontsource/${pkg}/files/${pkg}-${script}-700-normal.woff`,
    LOCALE_NAMES[locale],
  );
  writeFileSync(out, font);
  console.log(out, font.length, 'bytes');
}
