import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_LOCALE,
  isLocale,
  LANG_COOKIE,
  localeFromAcceptLanguage,
} from '../../shared/locales';
import type { Locale } from '../../shared/locales';
import { templatePairs, templateTranslator } from '../../shared/message-templates';
import { requestCookie } from '../http/cookies';
import { SERVER_CATALOGUES } from './catalogues';

/**
 * The language of an API answer (decision 013): the signed-in member's profile language, else the
 * `lang` cookie (the switch and `?lang=` set it), else the browser's Accept-Language, else English.
 */
export function apiLocale(req: FastifyRequest): Locale {
  const chosen = req.user?.language;
  if (isLocale(chosen)) return chosen;
  const cookie = requestCookie(req, LANG_COOKIE);
  if (isLocale(cookie)) return cookie;
  const header = req.headers['accept-language'];
  return (
    localeFromAcceptLanguage(typeof header === 'string' ? header : undefined) ?? DEFAULT_LOCALE
  );
}

function buildIndex(locale: 'te' | 'hi') {
  return templateTranslator(SERVER_CATALOGUES.flatMap((c) => templatePairs(c.en, c[locale])));
}

const indexes = new Map<Locale, (text: string) => string>();

/**
 * A sentence of a server catalogue in another language: the English sentence an error or an
 * answer carries is found among the catalogues' templates (the exact text, or a template whose
 * `{placeholders}` take the values it was filled with) and its translation is filled with the same
 * values. A text of no catalogue (a name, a number) stays as it is.
 */
export function translateMessage(text: string, locale: Locale): string {
  if (locale === 'en') return text;
  let translate = indexes.get(locale);
  if (!translate) {
    translate = buildIndex(locale);
    indexes.set(locale, translate);
  }
  return translate(text);
}
