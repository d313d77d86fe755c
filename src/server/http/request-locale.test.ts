import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLocale } from './spa';

const request = (r: { query?: string; cookie?: string; acceptLanguage?: string }) =>
  ({
    query: r.query ? { lang: r.query } : {},
    cookies: r.cookie ? { lang: r.cookie } : {},
    headers: r.acceptLanguage ? { 'accept-language': r.acceptLanguage } : {},
  }) as unknown as FastifyRequest;

describe('the language of a page request (issue 30)', () => {
  it('takes ?lang= first, then the cookie, then the browser languages, then English', () => {
    const all = { query: 'hi', cookie: 'te', acceptLanguage: 'te-IN' };
    expect(requestLocale(request(all))).toEqual({ locale: 'hi', fromQuery: true });
    expect(requestLocale(request({ ...all, query: 'ta' }))).toEqual({
      locale: 'te',
      fromQuery: false,
    });
    expect(requestLocale(request({ acceptLanguage: 'hi-IN,en;q=0.5' })).locale).toBe('hi');
    expect(requestLocale(request({ acceptLanguage: 'fr-FR' })).locale).toBe('en');
    expect(requestLocale(request({})).locale).toBe('en');
  });

  it("the operator console: English unless the staff chose a language, never the browser's guess", () => {
    const console = { guess: false };
    expect(requestLocale(request({ acceptLanguage: 'te-IN' }), console).locale).toBe('en');
    expect(requestLocale(request({ cookie: 'te', acceptLanguage: 'hi' }), console).locale).toBe(
      'te',
    );
    expect(requestLocale(request({ query: 'hi' }), console)).toEqual({
      locale: 'hi',
      fromQuery: true,
    });
  });
});
