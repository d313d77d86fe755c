import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_LOCALE,
  isLocale,
  LANG_COOKIE,
  localeFromAcceptLanguage,
} from '../../shared/locales';
import type { Locale } from '../../shared/locales';
import { templatePairs } from './catalogue';
import { SERVER_CATALOGUES } from './catalogues';

/**
 * The language of an API answer (decision 013): the signed-in member's profile language, else the
 * `lang` cookie (the switch and `?lang=` set it), else the browser's Accept-Language, else English.
 */
export function apiLocale(req: FastifyRequest): Locale {
  const chosen = req.user?.language;
  if (isLocale(chosen)) return chosen;
  const cookie = req.cookies?.[LANG_COOKIE];
  if (isLocale(cookie)) return cookie;
  const header = req.headers['accept-language'];
  return (
    localeFromAcceptLanguage(typeof header === 'string' ? header : undefined) ?? DEFAULT_LOCALE
  );
}

type Pattern = { re: RegExp; names: string[]; target: string; literal: number };
type Index = { exact: Map<string, string>; patterns: Pattern[] };

const MARKER = /\{(\w+)\}/g;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function buildIndex(locale: 'te' | 'hi'): Index {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const c of SERVER_CATALOGUES) {
    for (const [en, target] of templatePairs(c.en, c[locale])) {
      const parts = en.split(MARKER);
      if (parts.length === 1) {
        if (!exact.has(en)) exact.set(en, target);
        continue;
      }
      // split() with a capture group alternates literal text and marker names
      const names = parts.filter((_, i) => i % 2 === 1);
      const literals = parts.filter((_, i) => i % 2 === 0);
      const re = new RegExp(`^${literals.map(escape).join('([\\s\\S]+?)')}$`);
      patterns.push({ re, names, target, literal: literals.join('').length });
    }
  }
  // the most specific template first: "Order {0}: {1}" before "{0} Ants"
  patterns.sort((a, b) => b.literal - a.literal);
  return { exact, patterns };
}

const indexes = new Map<Locale, Index>();

/**
 * A sentence of a server catalogue in another language: the English sentence an error or an
 * answer carries is found among the catalogues' templates (the exact text, or a template whose
 * `{placeholders}` take the values it was filled with) and its translation is filled with the same
 * values. A text of no catalogue (a name, a number) stays as it is.
 */
export function translateMessage(text: string, locale: Locale): string {
  if (locale === 'en') return text;
  let index = indexes.get(locale);
  if (!index) {
    index = buildIndex(locale);
    indexes.set(locale, index);
  }
  const exact = index.exact.get(text);
  if (exact !== undefined) return exact;
  for (const p of index.patterns) {
    const m = p.re.exec(text);
    if (!m) continue;
    // a value that is itself a catalogue's sentence (an order state) is said in the language too
    const values = new Map(
      p.names.map((n, i) => [n, index.exact.get(m[i + 1] ?? '') ?? m[i + 1] ?? '']),
    );
    return p.target.replace(MARKER, (whole, k: string) => values.get(k) ?? whole);
  }
  return text;
}
