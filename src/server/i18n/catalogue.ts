import type { Locale } from '../../shared/locales';

export { templateOf, templatePairs } from '../../shared/message-templates';

/**
 * A server catalogue's translation: the English catalogue's shape, every sentence in another
 * language. Templates stay templates: a `{name}` placeholder or a function's parameters are the
 * same as the English (`tsc` names a missing key; catalogues.test.ts a placeholder that differs).
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : T[K] extends readonly string[]
        ? readonly string[]
        : Translation<T[K]>;
};

/** One server catalogue in the product's three languages (decision 013). */
export type ServerCatalogue<T> = {
  /** where it lives, for a failing test's message */
  name: string;
  en: T;
  te: Translation<T>;
  hi: Translation<T>;
};

export const serverCatalogue = <T>(
  name: string,
  en: T,
  translations: { te: Translation<T>; hi: Translation<T> },
): ServerCatalogue<T> => ({ name, en, ...translations });

/** The catalogue's sentences in a language (English: the catalogue itself). */
export const inLocale = <T>(
  c: ServerCatalogue<T>,
  locale: Locale | null | undefined,
): Translation<T> => (locale === 'te' ? c.te : locale === 'hi' ? c.hi : (c.en as Translation<T>));

/** Fills {name} placeholders. */
export const fillTemplate = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? `{${k}}`));
