import { describe, expect, it } from 'vitest';
import { fontCss, fontHead } from './fonts';

/** The script fonts of Telugu and Hindi pages (docs/decisions/013-languages.md). */
describe('fontCss', () => {
  it('declares nothing on an English page', () => {
    expect(fontCss('en')).toBe('');
    expect(fontHead('en')).toBe('');
  });

  it.each([
    ['te', 'Noto Sans Telugu', 'U+0C00-0C7F'],
    ['hi', 'Noto Sans Devanagari', 'U+0900-097F'],
  ] as const)('%s: the script font leads the body and heading stacks', (locale, family, range) => {
    const css = fontCss(locale);
    expect(css).toContain(`font-family:'${family}'`);
    expect(css).toContain(range);
    expect(css).toContain('font-display:swap');
    // headings (font-display) draw the script in its own font, not in the Latin serif before it:
    // Georgia or Times New Roman's stand-in draws Telugu and Devanagari letters as boxes
    expect(css).toContain(`--font-sans:'${family}',`);
    expect(css).toContain(`--font-display:'${family}',Georgia,'Times New Roman',serif`);
  });

  it.each(['te', 'hi'] as const)(
    '%s: a rendered page preloads both weights and never swaps them in late (no layout shift)',
    (locale) => {
      const head = fontHead(locale);
      expect(head.match(/<link rel="preload" as="font"/g)).toHaveLength(2);
      expect(head).toContain('font-display:optional');
      expect(head).not.toContain('font-display:swap');
    },
  );
});
