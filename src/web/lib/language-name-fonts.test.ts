import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALE_NAMES } from '../../shared/locales';

/**
 * The language switch's names are drawn with a font of only their glyphs (app.css), cut by
 * scripts/lang-name-fonts.mjs: it cuts them for the names the switch shows, and they exist.
 */
describe('the fonts of the language names', () => {
  it('are cut for the names the switch shows', () => {
    const script = readFileSync('scripts/lang-name-fonts.mjs', 'utf8');
    expect(script).toContain(`te: '${LOCALE_NAMES.te}'`);
    expect(script).toContain(`hi: '${LOCALE_NAMES.hi}'`);
    for (const locale of ['te', 'hi']) {
      const font = readFileSync(`src/web/public/fonts/language-name-${locale}.ttf`);
      // an OpenType font with glyph outlines, a few KB
      expect(font.readUInt32BE(0)).toBe(0x00010000);
      expect(font.length).toBeLessThan(8_000);
    }
  });
});
