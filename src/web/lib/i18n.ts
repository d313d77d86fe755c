/**
 * Message catalogues (decisions.md: Language and formats; docs/decisions/013-languages.md). Each
 * feature keeps its English text in a catalogue (`messages.ts`) and its Telugu and Hindi beside it
 * (`messages.te.ts`, `messages.hi.ts`), which are loaded on demand: English ships with the code
 * that uses it, and only the active language's translations reach the browser, one small chunk
 * per catalogue. Components read keys, never literals.
 */
import { createContext, use, useContext } from 'react';
import { DEFAULT_LOCALE, INTL_LOCALE, LOCALES, type Locale } from '../../shared/locales';

export type { Locale };

type Messages = Record<string, string>;
/** the languages that come as translations of the English catalogue */
export type TranslatedLocale = Exclude<Locale, 'en'>;
/** A translation gives every key of its English catalogue (tsc fails on a missing one). */
export type Translation<T> = { readonly [K in keyof T]: string };
export type TranslationLoader<T> = () => Promise<{ default: Translation<T> }>;

export type Catalogue<T extends Messages> = {
  /** the English text, word for word as the spec writes it */
  readonly en: T;
  /** the catalogue's translations, each loaded when its language is first needed */
  readonly translations: Partial<Record<TranslatedLocale, TranslationLoader<T>>>;
};

/**
 * A larger text in every language, such as a legal document (nested sections, not flat keys):
 * English ships with the code, each translation is loaded like a catalogue's, in the same step.
 */
export type Localized<T> = {
  readonly en: T;
  readonly translations: Partial<Record<TranslatedLocale, () => Promise<{ default: T }>>>;
};

type Loadable = Localized<unknown>;
type State = {
  loaded: Partial<Record<TranslatedLocale, unknown>>;
  pending: Map<Locale, Promise<void>>;
};
/** every catalogue and document whose module has been evaluated (the code of the pages loaded so far) */
const registry = new Map<Loadable, State>();

export function defineMessages<T extends Record<string, string>>(
  catalogues: { en: T },
  translations: Partial<Record<TranslatedLocale, TranslationLoader<T>>> = {},
): Catalogue<T> {
  const catalogue: Catalogue<T> = { en: catalogues.en, translations };
  registry.set(catalogue as unknown as Loadable, { loaded: {}, pending: new Map() });
  return catalogue;
}

/**
 * A document in English with its translations (a language left out shows the English). Loaded by
 * `loadLocale` with the catalogues, so the server and the browser draw it in the language at once.
 */
export function defineLocalized<T>(
  en: T,
  translations: Localized<T>['translations'] = {},
): Localized<T> {
  const localized: Localized<T> = { en, translations };
  registry.set(localized, { loaded: {}, pending: new Map() });
  return localized;
}

/** Loads one catalogue's translation into `locale` (nothing for English or an untranslated one). */
function loadOne(catalogue: Loadable, locale: Locale): Promise<void> | undefined {
  if (locale === 'en') return undefined;
  const state = registry.get(catalogue);
  const loader = catalogue.translations[locale];
  if (!state || !loader || state.loaded[locale]) return undefined;
  let pending = state.pending.get(locale);
  if (!pending) {
    pending = loader().then((mod) => {
      state.loaded[locale] = mod.default;
    });
    state.pending.set(locale, pending);
  }
  return pending;
}

/**
 * Loads `locale`'s translations of every catalogue of the code loaded so far. Called before a page
 * is drawn (and after a page's code has arrived), so that its first render is in the language.
 */
export async function loadLocale(locale: Locale): Promise<void> {
  await Promise.all([...registry.keys()].map((c) => loadOne(c, locale)));
}

/** A catalogue's messages in `locale`, if loaded (English otherwise: the fallback). */
export function messagesIn<T extends Messages>(catalogue: Catalogue<T>, locale: Locale): T {
  if (locale === 'en') return catalogue.en;
  return (registry.get(catalogue as unknown as Loadable)?.loaded[locale] as T) ?? catalogue.en;
}

/** Loads one catalogue in `locale` and gives its messages (the page titles, fetched after the first screen). */
export async function loadMessages<T extends Messages>(catalogue: Catalogue<T>, locale: Locale) {
  await loadOne(catalogue as unknown as Loadable, locale);
  return messagesIn(catalogue, locale);
}

/** The page's language, and how to change it (the switch: ./locale.tsx). */
export type LocaleState = { locale: Locale; setLocale: (locale: Locale) => Promise<void> };

export const LocaleContext = createContext<LocaleState>({
  locale: DEFAULT_LOCALE,
  setLocale: async () => undefined,
});

export const useLocale = () => useContext(LocaleContext).locale;

/**
 * The catalogue in the page's language. A catalogue whose translation has not arrived yet (a page
 * whose code came after the language was chosen) suspends until it has: the page's loader shows
 * meanwhile, never a flash of English.
 */
export function useMessages<T extends Record<string, string>>(catalogue: Catalogue<T>): T {
  const { locale } = useContext(LocaleContext);
  const pending = loadOne(catalogue as unknown as Loadable, locale);
  if (pending) use(pending);
  return messagesIn(catalogue, locale);
}

/** A document in the page's language (suspends, like `useMessages`, until it has arrived). */
export function useLocalized<T>(localized: Localized<T>): T {
  const { locale } = useContext(LocaleContext);
  if (locale === 'en') return localized.en;
  const pending = loadOne(localized, locale);
  if (pending) use(pending);
  return (registry.get(localized)?.loaded[locale] as T | undefined) ?? localized.en;
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
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(INTL_LOCALE[locale])));
  return forms[rules.select(count)] ?? forms.other;
}

/** Every catalogue and document registered so far. */
export const registeredCatalogues = () => [...registry.keys()];

export { LOCALES };
