/**
 * A tiny engraved stroke alphabet for the demo artwork, so the pictures need no installed font
 * (a fresh server may have none). Glyphs are drawn in an 8 x 12 box, baseline at y = 12.
 */
const GLYPHS: Record<string, { d: string; w: number }> = {
  '0': { d: 'M4 0C1 0 0 3 0 6S1 12 4 12 8 9 8 6 7 0 4 0Z', w: 8 },
  '1': { d: 'M1.5 2.5L4.5 0V12M1.5 12H7.5', w: 8 },
  '2': { d: 'M0.5 3C0.5 1 2 0 4 0S7.5 1.2 7.5 3.2C7.5 5.5 5 7 0.5 12H7.5', w: 8 },
  '3': {
    d: 'M0.5 1.5C1.5 0.4 2.7 0 4 0 6 0 7.5 1.2 7.5 3S6 5.8 4 5.8H3M4 5.8C6.3 5.8 8 7 8 9S6.3 12 4 12C2.5 12 1.2 11.5 0.3 10.5',
    w: 8,
  },
  '4': { d: 'M6 12V0L0 8.5H8', w: 8 },
  '5': {
    d: 'M7.5 0H1L0.5 5.5C1.5 4.8 2.7 4.5 4 4.5 6.3 4.5 8 6 8 8.2S6.3 12 4 12C2.5 12 1.2 11.5 0.3 10.5',
    w: 8,
  },
  '6': {
    d: 'M7 1C6.2 0.3 5.2 0 4.2 0 1.5 0 0 2.8 0 6.5 0 10 1.5 12 4 12 6.3 12 8 10.5 8 8.2S6.3 4.6 4.2 4.6C2.3 4.6 0.8 5.6 0.1 7',
    w: 8,
  },
  '7': { d: 'M0 0H8L3 12', w: 8 },
  '8': {
    d: 'M4 5.6C2 5.6 0.6 4.5 0.6 2.8S2 0 4 0 7.4 1.1 7.4 2.8 6 5.6 4 5.6C1.7 5.6 0 6.8 0 8.8S1.7 12 4 12 8 10.8 8 8.8 6.3 5.6 4 5.6Z',
    w: 8,
  },
  '9': {
    d: 'M1 11C1.8 11.7 2.8 12 3.8 12 6.5 12 8 9.2 8 5.5 8 2 6.5 0 4 0 1.7 0 0 1.5 0 3.8S1.7 7.4 3.8 7.4C5.7 7.4 7.2 6.4 7.9 5',
    w: 8,
  },
  '.': { d: 'M1 11.3V11.4', w: 2 },
  g: {
    d: 'M7 4V13C7 15 5.8 16 3.8 16 2.5 16 1.5 15.6 0.8 15M7 7C6.4 5 5.2 4 3.8 4 1.7 4 0.3 5.8 0.3 8S1.7 12 3.8 12C5.2 12 6.4 11 7 9',
    w: 7.5,
  },
  K: { d: 'M0.5 0V12M7.5 0L0.5 7.5M2.8 5.2L7.8 12', w: 8 },
  ' ': { d: '', w: 3 },
};

const TRACKING = 2.6;

/** Width of a text in glyph units. */
export function textUnits(text: string) {
  let w = 0;
  for (const ch of text) w += (GLYPHS[ch]?.w ?? 8) + TRACKING;
  return w - TRACKING;
}

/**
 * The text as one SVG path (`d`) in a box `size` px tall whose baseline sits at (x, y); `anchor`
 * middle centres it on x. Returns the path and the stroke width that suits the size.
 */
export function textPath(
  text: string,
  x: number,
  y: number,
  size: number,
  anchor: 'start' | 'middle' = 'middle',
) {
  const s = size / 12;
  let cx = anchor === 'middle' ? x - (textUnits(text) * s) / 2 : x;
  const parts: string[] = [];
  for (const ch of text) {
    const g = GLYPHS[ch];
    if (!g) throw new Error(`no demo glyph for ${JSON.stringify(ch)}`);
    if (g.d) parts.push(transformPath(g.d, cx, y - size, s));
    cx += (g.w + TRACKING) * s;
  }
  return { d: parts.join(' '), strokeWidth: 1.5 * s };
}

/** Scales and moves an absolute-coordinate path (only M L H V C S Z, all upper case here). */
function transformPath(d: string, dx: number, dy: number, s: number) {
  const tokens = d.match(/[MLHVCSZ]|-?\d*\.?\d+/g) ?? [];
  const out: string[] = [];
  let cmd = '';
  let i = 0; // index inside the current command's numbers
  for (const t of tokens) {
    if (/[A-Z]/.test(t)) {
      cmd = t;
      i = 0;
      out.push(t);
      continue;
    }
    const v = Number(t);
    let r: number;
    if (cmd === 'H') r = v * s + dx;
    else if (cmd === 'V') r = v * s + dy;
    else r = i % 2 === 0 ? v * s + dx : v * s + dy;
    i++;
    out.push(r.toFixed(1));
  }
  return out.join(' ');
}
