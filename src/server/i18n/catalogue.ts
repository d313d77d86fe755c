import type { Locale } from '../../shared/locales';

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

/**
 * A catalogue entry as a template: a string as it is, a function called with `{0}`, `{1}`, ... for
 * its parameters (`(size) => \`at most ${size}\`` reads `at most {0}`).
 */
export function templateOf(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry;
  if (typeof entry === 'function') {
    const markers = Array.from({ length: entry.length }, (_, i) => `{${i}}`);
    try {
      const out: unknown = (entry as (...a: string[]) => unknown)(...markers);
      return typeof out === 'string' ? out : undefined;
    } catch {
      // not a sentence's template (a helper that formats numbers)
      return undefined;
    }
  }
  return undefined;
}

/** Every [English, translation] template pair of a catalogue, at any depth. */
export function templatePairs(en: unknown, other: unknown, out: [string, string][] = []) {
  const a = templateOf(en);
  const b = templateOf(other);
  if (a !== undefined && b !== undefined) {
    out.push([a, b]);
    return out;
  }
  if (en && other && typeof en === 'object' && typeof other === 'object') {
    for (const key of Object.keys(en)) {
      templatePairs(
        (en as Record<string, unknown>)[key],
        (other as Record<string, unknown>)[key],
        out,
      );
    }
  }
  return out;
}
