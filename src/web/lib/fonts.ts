import devanagari400 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import devanagari700 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url';
import telugu400 from '@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff2?url';
import telugu700 from '@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-700-normal.woff2?url';
import type { Locale } from '../../shared/locales';

/**
 * The script fonts of Telugu and Hindi pages (docs/decisions/013-languages.md): Noto Sans,
 * only the script's own subset (unicode-range: Latin text keeps the app's font), regular and bold,
 * self-hosted woff2, declared only on a page in that language: an English page never downloads
 * them. A page rendered in the language preloads both weights and declares them
 * `font-display: optional`: drawn at once if they arrive with the page (nearly always, and from the
 * cache ever after), else the phone's own font for the script for that page, never a swap that
 * moves the page as it loads (the swap of both weights cost the Hindi /Store a CLS of 0.13). A
 * switch in the browser, which no preload could foresee, declares them `swap`.
 */
/** the app's font stacks (styles/app.css: --font-sans, --font-display) */
const SANS = "'Inter',system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif";
const DISPLAY_LATIN = "Georgia,'Times New Roman'";

type ScriptFont = { family: string; range: string; files: { weight: number; url: string }[] };

const FONTS: Partial<Record<Locale, ScriptFont>> = {
  te: {
    family: 'Noto Sans Telugu',
    range: 'U+0951-0952,U+0964-0965,U+0C00-0C7F,U+1CDA,U+1CF2,U+200C-200D,U+25CC',
    files: [
      { weight: 400, url: telugu400 },
      { weight: 700, url: telugu700 },
    ],
  },
  hi: {
    family: 'Noto Sans Devanagari',
    range: 'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF',
    files: [
      { weight: 400, url: devanagari400 },
      { weight: 700, url: devanagari700 },
    ],
  },
};

/**
 * The style sheet text of a language's font (empty for English); `display`: `optional` for a page
 * rendered with its preloads, `swap` after a switch in the browser.
 */
export function fontCss(locale: Locale, display: 'optional' | 'swap' = 'swap'): string {
  const font = FONTS[locale];
  if (!font) return '';
  const faces = font.files
    .map(
      (f) =>
        `@font-face{font-family:'${font.family}';font-style:normal;font-display:${display};font-weight:${f.weight};src:url(${f.url}) format('woff2');unicode-range:${font.range}}`,
    )
    .join('');
  // the script's font first in both of the app's stacks (styles/app.css), for body text and
  // headings alike; its unicode-range leaves Latin letters and digits to the app's own fonts. After
  // Georgia/'Times New Roman' it would never draw: Chromium on Linux takes 'Times New Roman' as
  // Liberation Serif, which lacks the script yet draws its letters as empty boxes
  return `${faces}html[lang=${locale}]{--font-sans:'${font.family}',${SANS};--font-display:'${font.family}',${DISPLAY_LATIN},serif}`;
}

/** The files, both weights, that a server-rendered page in that language preloads. */
export const fontPreloadUrls = (locale: Locale) => FONTS[locale]?.files.map((f) => f.url) ?? [];

export const FONT_STYLE_ID = 'gs-font';

/** The head elements of a page in `locale` (server rendering): the fonts' preloads and style. */
export function fontHead(locale: Locale): string {
  const urls = fontPreloadUrls(locale);
  if (urls.length === 0) return '';
  const preloads = urls
    .map((url) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${url}">`)
    .join('');
  return `${preloads}<style id="${FONT_STYLE_ID}">${fontCss(locale, 'optional')}</style>`;
}

/** Puts the language's font on the page in the browser (after a switch). */
export function applyFont(doc: Document, locale: Locale) {
  let style = doc.getElementById(FONT_STYLE_ID);
  if (!style) {
    style = doc.createElement('style');
    style.id = FONT_STYLE_ID;
    doc.head.appendChild(style);
  }
  style.textContent = fontCss(locale);
}
