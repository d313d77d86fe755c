/**
 * Message catalogues (decisions.md: Language and formats). Each feature keeps its English text in a
 * catalogue; components read keys, never literals, so Hindi and Telugu can be added per feature
 * without touching components.
 */
export type Locale = 'en';

export function defineMessages<T extends Record<string, string>>(catalogues: { en: T }) {
  return catalogues;
}

/** Fills {name} placeholders. */
export function fmt(template: string, values: Record<string, string | number>) {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? `{${k}}`));
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/**
 * The form of a message for a count, by the language's plural rules (Intl.PluralRules: English
 * has one/other; Hindi and Telugu have their own): `plural('en', 1, { one: 'person', other:
 * 'people' })`. A form the catalogue does not give falls back to `other`.
 */
export function plural(
  locale: Locale,
  count: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return forms[rules.select(count)] ?? forms.other;
}

export function useMessages<T extends Record<string, string>>(catalogues: { en: T }): T {
  return catalogues.en;
}
