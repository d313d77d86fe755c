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

export function useMessages<T extends Record<string, string>>(catalogues: { en: T }): T {
  return catalogues.en;
}
