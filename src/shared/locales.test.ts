import { describe, expect, it } from 'vitest';
import { isLocale, localeFromAcceptLanguage } from './locales';

describe('localeFromAcceptLanguage', () => {
  it('takes the language the browser prefers most among ours', () => {
    expect(localeFromAcceptLanguage('te-IN,te;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('te');
    expect(localeFromAcceptLanguage('en-GB,hi;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('ta-IN,hi;q=0.5,en;q=0.4')).toBe('hi');
    expect(localeFromAcceptLanguage('en;q=0.3, HI-in;q=0.8')).toBe('hi');
  });

  it('gives nothing for a header without our languages, or none at all', () => {
    expect(localeFromAcceptLanguage('ta-IN,kn;q=0.9')).toBeUndefined();
    expect(localeFromAcceptLanguage('te;q=0')).toBeUndefined();
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined();
    expect(localeFromAcceptLanguage('')).toBeUndefined();
  });

  it('knows only our three languages', () => {
    expect(isLocale('te')).toBe(true);
    expect(isLocale('ta')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
