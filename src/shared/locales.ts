/**
 * The product's languages (decisions.md: Language and formats; issue 30): English as the spec
 * writes it, Telugu and Hindi. One list for the server (which language a page is rendered in)
 * and the web (the switch, the catalogues).
 */
export const LOCALES = ['en', 'te', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in its own script (the switch shows these, in every language). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', te: 'తెలుగు', hi: 'हिन्दी' };

/** Intl locale of each language: Indian digit grouping in all three, month names in the language. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', te: 'te-IN', hi: 'hi-IN' };

/** The cookie that remembers a visitor's language (a member's is on the profile too). */
export const LANG_COOKIE = 'lang';
/** The query parameter that sets the language on any page: `?lang=te`. */
export const LANG_PARAM = 'lang';

export const isLocale = (v: unknown): v is Locale =>
  typeof v === 'string' && (LOCALES as readonly string[]).includes(v);

/**
 * The best of our languages for an Accept-Language header ('te-IN,te;q=0.9,en;q=0.8' -> 'te'),
 * by the header's q-values; undefined when it names none of them.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  let best: { locale: Locale; q: number } | undefined;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLocale(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: primary, q };
  }
  return best?.locale;
}
