import { textPath } from './glyphs';

/**
 * Drawn artwork for the demo catalogue (SVG, rasterised with sharp at seed time): embossed coins
 * with their weight, piles of nuggets, and jewellery on silk. Deterministic: the same seed draws
 * the same picture.
 */

const SIZE = 1200;

type Palette = { hi: string; light: string; mid: string; deep: string; dark: string };

const GOLD_24K: Palette = {
  hi: '#fff4c7',
  light: '#f6d877',
  mid: '#deb03e',
  deep: '#a67812',
  dark: '#5e4206',
};
const GOLD_22K: Palette = {
  hi: '#fff0c4',
  light: '#f3cf7c',
  mid: '#d9a23b',
  deep: '#a0670f',
  dark: '#5a3807',
};
const SILVER: Palette = {
  hi: '#ffffff',
  light: '#eef1f4',
  mid: '#c3cad2',
  deep: '#7f8a96',
  dark: '#48515b',
};

/** mulberry32: a small seeded generator for the hand-drawn irregularity */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n: number) => n.toFixed(1);

const svg = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}"><defs>${defs}</defs>${body}</svg>`;

const metalGradients = (id: string, p: Palette) => `
  <linearGradient id="${id}-rim" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${p.hi}"/><stop offset="0.3" stop-color="${p.light}"/>
    <stop offset="0.62" stop-color="${p.deep}"/><stop offset="0.85" stop-color="${p.mid}"/>
    <stop offset="1" stop-color="${p.light}"/></linearGradient>
  <linearGradient id="${id}-face" x1="0.15" y1="0.05" x2="0.85" y2="0.95">
    <stop offset="0" stop-color="${p.light}"/><stop offset="0.45" stop-color="${p.mid}"/>
    <stop offset="1" stop-color="${p.deep}"/></linearGradient>
  <radialGradient id="${id}-ball" cx="0.35" cy="0.3" r="0.75">
    <stop offset="0" stop-color="${p.hi}"/><stop offset="0.35" stop-color="${p.light}"/>
    <stop offset="0.75" stop-color="${p.mid}"/><stop offset="1" stop-color="${p.deep}"/></radialGradient>
  <linearGradient id="${id}-v" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${p.hi}"/><stop offset="0.35" stop-color="${p.light}"/>
    <stop offset="0.7" stop-color="${p.mid}"/><stop offset="1" stop-color="${p.deep}"/></linearGradient>`;

/**
 * Soft edges from gradients, not blur filters: rasterising a blur at 1200 px costs about ten
 * times the rest of the picture.
 */
const glow = (id: string, color: string, opacity: number) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/>
   <stop offset="0.55" stop-color="${color}" stop-opacity="${opacity * 0.55}"/>
   <stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;

const band = (id: string, color: string, opacity: number) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}" stop-opacity="0"/>
   <stop offset="0.5" stop-color="${color}" stop-opacity="${opacity}"/>
   <stop offset="1" stop-color="${color}" stop-opacity="0"/></linearGradient>`;

const velvet = (inner: string, outer: string) => `
  <radialGradient id="bg" cx="0.5" cy="0.42" r="0.75">
    <stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`;

/** Raised text: a dark shadow below right, a light edge above left, then the face. */
function embossed(text: string, x: number, y: number, size: number, p: Palette) {
  const { d, strokeWidth: w } = textPath(text, x, y, size);
  const common = `fill="none" stroke-linecap="round" stroke-linejoin="round"`;
  return `
    <path d="${d}" ${common} stroke="${p.dark}" stroke-opacity="0.55" stroke-width="${f(w * 1.25)}" transform="translate(${f(w * 0.35)} ${f(w * 0.45)})"/>
    <path d="${d}" ${common} stroke="${p.hi}" stroke-width="${f(w)}" transform="translate(${f(-w * 0.2)} ${f(-w * 0.25)})"/>
    <path d="${d}" ${common} stroke="${p.mid}" stroke-width="${f(w * 0.8)}"/>`;
}

/** A lotus of five petals over a water line, engraved. */
function lotus(cx: number, cy: number, scale: number, p: Palette) {
  const petal = (rot: number, len: number, wid: number) => {
    const d = `M0 0C${f(-wid)} ${f(-len * 0.35)} ${f(-wid * 0.6)} ${f(-len * 0.8)} 0 ${f(-len)}C${f(wid * 0.6)} ${f(-len * 0.8)} ${f(wid)} ${f(-len * 0.35)} 0 0Z`;
    return `<g transform="translate(${cx} ${cy}) scale(${scale}) rotate(${rot})">
      <path d="${d}" fill="${p.dark}" fill-opacity="0.35" transform="translate(4 5)"/>
      <path d="${d}" fill="url(#m-face)" stroke="${p.deep}" stroke-width="4"/>
      <path d="M0 -8L0 ${f(-len * 0.82)}" stroke="${p.deep}" stroke-width="3" stroke-opacity="0.6"/></g>`;
  };
  const water = `<path d="M${f(cx - 150 * scale)} ${f(cy + 22 * scale)}q${f(37 * scale)} ${f(-22 * scale)} ${f(75 * scale)} 0t${f(75 * scale)} 0t${f(75 * scale)} 0t${f(75 * scale)} 0" fill="none" stroke="${p.deep}" stroke-width="${f(7 * scale)}" stroke-linecap="round"/>`;
  return (
    petal(-72, 120, 42) +
    petal(72, 120, 42) +
    petal(-36, 165, 52) +
    petal(36, 165, 52) +
    petal(0, 200, 60) +
    water
  );
}

/** A minted coin seen from the front: reeded rim, beaded border, lotus, karat, weight, fineness. */
export function coinArt(o: {
  weight: string;
  fineness: string;
  karat?: string;
  metal: 'gold' | 'silver';
}) {
  const p = o.metal === 'gold' ? GOLD_24K : SILVER;
  const cx = 600;
  const cy = 575;
  const R = 445;
  let reeds = '';
  for (let i = 0; i < 200; i++) {
    const a = (i / 200) * Math.PI * 2;
    const c = Math.cos(a);
    const s = Math.sin(a);
    reeds += `M${f(cx + c * (R - 22))} ${f(cy + s * (R - 22))}L${f(cx + c * (R - 2))} ${f(cy + s * (R - 2))}`;
  }
  let beads = '';
  for (let i = 0; i < 84; i++) {
    const a = (i / 84) * Math.PI * 2;
    beads += `<circle cx="${f(cx + Math.cos(a) * 378)}" cy="${f(cy + Math.sin(a) * 378)}" r="6.5"/>`;
  }
  // the weight line must fit the face's chord at its height
  const weightSize = Math.min(132, 620 / (o.weight.length * 0.86));
  const defs =
    velvet('#2d4c3c', '#09120d') +
    metalGradients('m', p) +
    glow('shadow', '#000', 0.7) +
    `<radialGradient id="shine" cx="0.32" cy="0.26" r="0.6">
       <stop offset="0" stop-color="#fff" stop-opacity="0.5"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
  const body = `
    <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
    <ellipse cx="${cx + 30}" cy="${cy + R + 60}" rx="${R}" ry="60" fill="url(#shadow)"/>
    <circle cx="${cx + 8}" cy="${cy + 14}" r="${R}" fill="${p.dark}"/>
    <circle cx="${cx}" cy="${cy}" r="${R}" fill="url(#m-rim)"/>
    <path d="${reeds}" stroke="${p.deep}" stroke-opacity="0.55" stroke-width="5"/>
    <circle cx="${cx}" cy="${cy}" r="${R - 30}" fill="url(#m-face)" stroke="${p.dark}" stroke-opacity="0.5" stroke-width="5"/>
    <circle cx="${cx}" cy="${cy}" r="${R - 44}" fill="none" stroke="${p.hi}" stroke-opacity="0.6" stroke-width="3"/>
    <g fill="${p.dark}" fill-opacity="0.45" transform="translate(2.5 3)">${beads}</g>
    <g fill="${p.light}">${beads}</g>
    <circle cx="${cx}" cy="${cy}" r="356" fill="none" stroke="${p.deep}" stroke-opacity="0.7" stroke-width="3"/>
    ${o.karat ? embossed(o.karat, cx, 318, 64, p) : ''}
    ${lotus(cx, 540, 0.95, p)}
    ${embossed(o.weight, cx, 725, weightSize, p)}
    ${embossed(o.fineness, cx, 818, 50, p)}
    <circle cx="${cx}" cy="${cy}" r="${R}" fill="url(#shine)"/>`;
  return svg(defs, body);
}

/** A smooth closed blob through n points around (cx, cy): Catmull-Rom turned into Béziers. */
function blob(cx: number, cy: number, r: number, rnd: () => number, n = 9, squash = 0.8) {
  const pts: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + rnd() * 0.3;
    const rr = r * (0.72 + rnd() * 0.42);
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr * squash]);
  }
  let d = `M${f(pts[0]![0])} ${f(pts[0]![1])}`;
  for (let i = 0; i < n; i++) {
    const p0 = pts[(i - 1 + n) % n]!;
    const p1 = pts[i]!;
    const p2 = pts[(i + 1) % n]!;
    const p3 = pts[(i + 2) % n]!;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(c1[0]!)} ${f(c1[1]!)} ${f(c2[0]!)} ${f(c2[1]!)} ${f(p2[0])} ${f(p2[1])}`;
  }
  return `${d}Z`;
}

/** A small engraved tag with the weight, for nugget pictures. */
function tag(text: string, y: number) {
  const size = 54;
  const w = Math.max(260, text.length * 50 + 90);
  const x = 600 - w / 2;
  const { d, strokeWidth } = textPath(text, 600, y + 88, size);
  return `
    <rect x="${x + 5}" y="${y + 7}" width="${w}" height="120" rx="22" fill="#000" fill-opacity="0.35"/>
    <rect x="${x}" y="${y}" width="${w}" height="120" rx="22" fill="#fbf7ee" stroke="#d4a72c" stroke-width="5"/>
    <path d="${d}" fill="none" stroke="#14231c" stroke-width="${f(strokeWidth)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** A pile of 24K nuggets on dark slate with a weight tag; more and larger nuggets for more grams. */
export function nuggetArt(o: { weight: string; pieces: number; seed: number }) {
  const rnd = random(o.seed);
  const p = GOLD_24K;
  const positions: [number, number, number][] = [
    [600, 520, 200],
    [430, 600, 150],
    [770, 610, 160],
    [560, 680, 130],
    [700, 460, 120],
    [470, 450, 110],
  ];
  const chosen = positions.slice(0, Math.max(1, Math.min(6, o.pieces)));
  // the bigger the pile, the smaller each piece looks
  const k = chosen.length === 1 ? 1.35 : chosen.length === 2 ? 1.1 : 1;
  const pieces = chosen
    .map(([x, y, r], i) => {
      const rr = r * k;
      const d = blob(x, y, rr, rnd, 13 + (i % 3), 0.78);
      // lumps and hollows: small dark and light patches inside the outline
      const patches = Array.from({ length: 7 }, (_, j) => {
        const px = x + (rnd() - 0.5) * rr * 1.1;
        const py = y + (rnd() - 0.5) * rr * 0.7;
        const pr = rr * (0.12 + rnd() * 0.16);
        const dark = j % 2 === 0;
        return `<path d="${blob(px, py, pr, rnd, 7, 0.7)}" fill="url(#${dark ? 'lump-dark' : 'lump-light'})"/>`;
      }).join('');
      const glintX = x - rr * 0.3;
      const glintY = y - rr * 0.3;
      return `
        <ellipse cx="${f(x + 18)}" cy="${f(y + rr * 0.6)}" rx="${f(rr * 1.15)}" ry="${f(rr * 0.34)}" fill="url(#shadow)"/>
        <clipPath id="n${i}"><path d="${d}"/></clipPath>
        <path d="${d}" fill="url(#nug)"/>
        <g clip-path="url(#n${i})">${patches}</g>
        <path d="${d}" fill="none" stroke="${p.dark}" stroke-opacity="0.6" stroke-width="4"/>
        <ellipse cx="${f(glintX)}" cy="${f(glintY)}" rx="${f(rr * 0.2)}" ry="${f(rr * 0.08)}" fill="url(#glint)" transform="rotate(-25 ${f(glintX)} ${f(glintY)})"/>`;
    })
    .join('');
  const defs =
    velvet('#3a4340', '#0d1110') +
    metalGradients('m', p) +
    glow('shadow', '#000', 0.75) +
    glow('glint', '#fff', 0.95) +
    glow('lump-dark', p.deep, 0.6) +
    glow('lump-light', p.hi, 0.7) +
    `<radialGradient id="nug" cx="0.38" cy="0.3" r="0.7">
       <stop offset="0" stop-color="${p.hi}"/><stop offset="0.22" stop-color="${p.light}"/>
       <stop offset="0.55" stop-color="${p.mid}"/><stop offset="0.85" stop-color="${p.deep}"/>
       <stop offset="1" stop-color="${p.dark}"/></radialGradient>`;
  return svg(
    defs,
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>${pieces}${tag(o.weight, 930)}`,
  );
}

const silk = () => `
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#fdf9f0"/><stop offset="0.55" stop-color="#f3e8d0"/><stop offset="1" stop-color="#e4d2ae"/></linearGradient>`;

const silkFolds = `
  <rect x="-300" y="170" width="1800" height="200" fill="url(#fold-light)" transform="rotate(-8 600 270)"/>
  <rect x="-300" y="780" width="1800" height="260" fill="url(#fold-dark)" transform="rotate(6 600 910)"/>
  <rect x="-300" y="520" width="1800" height="120" fill="url(#fold-light)" transform="rotate(-3 600 580)"/>`;

const silkDefs = () =>
  silk() +
  band('fold-light', '#fff', 0.55) +
  band('fold-dark', '#b89864', 0.28) +
  glow('shadow', '#5a4420', 0.45);

/** Points along a hanging necklace curve from the top corners down to (600, bottom). */
function necklaceCurve(bottom: number, spread: number, n: number) {
  const pts: { x: number; y: number; a: number }[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const th = Math.PI * (1 - t); // right to left around the lower half of an ellipse
    const x = 600 + Math.cos(th) * spread;
    const y = 120 + Math.sin(th) * (bottom - 120);
    const dx = Math.sin(th) * spread;
    const dy = -Math.cos(th) * (bottom - 120);
    pts.push({ x, y, a: (Math.atan2(dy, dx) * 180) / Math.PI });
  }
  return pts;
}

/** A chain of twisted oval links on silk; `link` sets the link size. */
export function chainArt(o: { link: number; twist: number; pendant?: boolean }) {
  const p = GOLD_22K;
  const n = Math.round(1700 / (o.link * 0.9));
  const pts = necklaceCurve(900, 430, n);
  const links = pts
    .map(({ x, y, a }, i) => {
      const rot = a + (i % 2 === 0 ? o.twist : -o.twist);
      const rx = o.link;
      const ry = o.link * 0.5;
      return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">
        <ellipse rx="${rx}" ry="${f(ry)}" fill="none" stroke="${p.dark}" stroke-width="${f(o.link * 0.42)}"/>
        <ellipse rx="${rx}" ry="${f(ry)}" fill="none" stroke="url(#m-rim)" stroke-width="${f(o.link * 0.28)}"/>
        <path d="M${f(-rx * 0.6)} ${f(-ry * 0.95)}Q0 ${f(-ry * 1.15)} ${f(rx * 0.6)} ${f(-ry * 0.95)}" fill="none" stroke="${p.hi}" stroke-width="${f(o.link * 0.08)}" stroke-linecap="round"/></g>`;
    })
    .join('');
  const shadow = `<path d="${pts.map((q, i) => `${i ? 'L' : 'M'}${f(q.x + 12)} ${f(q.y + 18)}`).join('')}" fill="none" stroke="#5a4420" stroke-opacity="0.16" stroke-width="${o.link * 1.4}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const pendant = o.pendant
    ? `<g transform="translate(600 1000)">
        <path d="M0 -70L46 0 0 90-46 0Z" fill="url(#m-face)" stroke="${p.dark}" stroke-width="6"/>
        <circle r="22" fill="#9b1b30" stroke="${p.deep}" stroke-width="6"/><circle cx="-7" cy="-7" r="6" fill="#fff" fill-opacity="0.7"/></g>`
    : '';
  const defs = silkDefs() + metalGradients('m', p);
  return svg(
    defs,
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>${silkFolds}${shadow}${links}${pendant}`,
  );
}

/** A pair of jhumka (bell) earrings with ruby studs and pearl drops. */
export function jhumkaArt() {
  const p = GOLD_22K;
  const one = (x: number) => {
    let pearls = '';
    for (let i = 0; i <= 10; i++) {
      const px = x - 135 + i * 27;
      pearls += `<path d="M${px} 745V772" stroke="${p.deep}" stroke-width="4"/>
        <circle cx="${px}" cy="786" r="14" fill="url(#pearl)" stroke="#cfc6b0" stroke-width="2"/>`;
    }
    let dots = '';
    for (let band = 0; band < 3; band++) {
      const y = 560 + band * 55;
      const half = 60 + band * 30;
      for (let j = -3 - band; j <= 3 + band; j++)
        dots += `<circle cx="${f(x + (j * half) / (3.5 + band))}" cy="${f(y + 18)}" r="6" fill="${p.hi}" stroke="${p.deep}" stroke-width="2"/>`;
    }
    return `
      <path d="M${x} 250C${x + 55} 180 ${x + 80} 300 ${x + 25} 330" fill="none" stroke="url(#m-rim)" stroke-width="12" stroke-linecap="round"/>
      <circle cx="${x}" cy="360" r="52" fill="url(#m-ball)" stroke="${p.dark}" stroke-width="5"/>
      <circle cx="${x}" cy="360" r="26" fill="url(#ruby)"/><circle cx="${x - 8}" cy="351" r="7" fill="#fff" fill-opacity="0.75"/>
      <circle cx="${x}" cy="428" r="13" fill="url(#m-ball)"/><circle cx="${x}" cy="458" r="11" fill="url(#m-ball)"/>
      <path d="M${x - 150} 735C${x - 150} 575 ${x - 75} 478 ${x} 478S${x + 150} 575 ${x + 150} 735Z" fill="url(#m-v)" stroke="${p.dark}" stroke-width="5"/>
      <path d="M${x - 100} 560Q${x} 520 ${x + 100} 560M${x - 126} 615Q${x} 575 ${x + 126} 615M${x - 143} 670Q${x} 630 ${x + 143} 670" fill="none" stroke="${p.deep}" stroke-width="5"/>
      ${dots}
      <ellipse cx="${x}" cy="737" rx="152" ry="24" fill="url(#m-rim)" stroke="${p.dark}" stroke-width="4"/>
      ${pearls}
      <path d="M${x - 105} 600C${x - 95} 560 ${x - 70} 530 ${x - 40} 515" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="10" stroke-linecap="round"/>`;
  };
  const defs =
    silkDefs() +
    metalGradients('m', p) +
    `<radialGradient id="ruby" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#e0455f"/><stop offset="1" stop-color="#7a0f24"/></radialGradient>
     <radialGradient id="pearl" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#e3dccb"/></radialGradient>`;
  const shadows = `<ellipse cx="440" cy="840" rx="220" ry="46" fill="url(#shadow)"/>
    <ellipse cx="820" cy="840" rx="220" ry="46" fill="url(#shadow)"/>`;
  return svg(
    defs,
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>${silkFolds}${shadows}${one(410)}${one(790)}`,
  );
}

/** A pair of flower studs: six gold petals around a white stone. */
export function studArt() {
  const p = GOLD_22K;
  const one = (x: number, y: number) => {
    let petals = '';
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2 - Math.PI / 2;
      const px = x + Math.cos(a) * 92;
      const py = y + Math.sin(a) * 92;
      petals += `<circle cx="${f(px + 5)}" cy="${f(py + 7)}" r="66" fill="${p.dark}" fill-opacity="0.35"/>
        <circle cx="${f(px)}" cy="${f(py)}" r="66" fill="url(#m-ball)" stroke="${p.deep}" stroke-width="4"/>
        <circle cx="${f(px)}" cy="${f(py)}" r="40" fill="none" stroke="${p.deep}" stroke-opacity="0.5" stroke-width="4"/>`;
    }
    return `<ellipse cx="${x + 20}" cy="${y + 205}" rx="230" ry="50" fill="url(#shadow)"/>
      ${petals}
      <circle cx="${x}" cy="${y}" r="70" fill="url(#m-rim)" stroke="${p.dark}" stroke-width="5"/>
      <circle cx="${x}" cy="${y}" r="52" fill="url(#stone)" stroke="#b9c3cc" stroke-width="3"/>
      <path d="M${x - 30} ${y - 12}L${x} ${y - 40}L${x + 30} ${y - 12}L${x} ${y + 40}Z" fill="#fff" fill-opacity="0.35"/>
      <circle cx="${x - 16}" cy="${y - 18}" r="9" fill="#fff" fill-opacity="0.9"/>`;
  };
  const defs =
    silkDefs() +
    metalGradients('m', p) +
    `<radialGradient id="stone" cx="0.4" cy="0.35" r="0.8"><stop offset="0" stop-color="#ffffff"/><stop offset="0.6" stop-color="#dbe7f2"/><stop offset="1" stop-color="#9fb3c6"/></radialGradient>`;
  return svg(
    defs,
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>${silkFolds}${one(370, 560)}${one(830, 560)}`,
  );
}

/** Bangles lying on silk, seen from above at an angle: `count` rings, engraved or beaded. */
export function bangleArt(o: { count: number; thickness: number; beaded: boolean }) {
  const p = GOLD_22K;
  const ring = (cx: number, cy: number, rx: number, ry: number) => {
    const t = o.thickness;
    let beads = '';
    if (o.beaded) {
      for (let i = 0; i < 64; i++) {
        const a = (i / 64) * Math.PI * 2;
        beads += `<circle cx="${f(cx + Math.cos(a) * rx)}" cy="${f(cy + Math.sin(a) * ry)}" r="${f(t * 0.18)}" fill="${p.hi}" stroke="${p.deep}" stroke-width="2"/>`;
      }
    }
    return `
      <ellipse cx="${cx + 16}" cy="${cy + 30}" rx="${rx}" ry="${ry}" fill="none" stroke="#5a4420" stroke-opacity="0.14" stroke-width="${t * 1.5}"/>
      <ellipse cx="${cx}" cy="${cy + t * 0.45}" rx="${rx}" ry="${ry}" fill="none" stroke="${p.dark}" stroke-width="${t}"/>
      <ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="url(#m-rim)" stroke-width="${t}"/>
      <ellipse cx="${cx}" cy="${cy}" rx="${rx + t * 0.3}" ry="${ry + t * 0.3}" fill="none" stroke="${p.deep}" stroke-opacity="0.6" stroke-width="3"/>
      <ellipse cx="${cx}" cy="${cy}" rx="${rx - t * 0.3}" ry="${ry - t * 0.3}" fill="none" stroke="${p.deep}" stroke-opacity="0.6" stroke-width="3"/>
      ${beads}
      <path d="M${f(cx - rx * 0.75)} ${f(cy - ry * 0.66)}A${rx} ${ry} 0 0 1 ${f(cx + rx * 0.1)} ${f(cy - ry)}" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="${f(t * 0.18)}" stroke-linecap="round"/>`;
  };
  const rings =
    o.count === 1 ? ring(600, 600, 330, 190) : ring(500, 520, 270, 160) + ring(700, 690, 270, 160);
  const defs = silkDefs() + metalGradients('m', p);
  return svg(defs, `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>${silkFolds}${rings}`);
}
