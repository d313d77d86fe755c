import { describe, expect, it } from 'vitest';
import { csvField } from './csv';

describe('statement CSV fields', () => {
  it('quote commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvField('0.200 g coin')).toBe('0.200 g coin');
    expect(csvField('Coin, 24K')).toBe('"Coin, 24K"');
    expect(csvField('the "best" coin')).toBe('"the ""best"" coin"');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
  });

  it('defuse text a spreadsheet would run as a formula; numbers stay numbers', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+91 98480')).toBe("'+91 98480");
    expect(csvField('@sum')).toBe("'@sum");
    expect(csvField({ n: '-0.20000000' })).toBe('-0.20000000');
  });
});
