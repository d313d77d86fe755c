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
  /** its name shared by the server's code and the browser's (idOf) */
  id?: string;
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

/**
 * A catalogue's name, the same in the server's code and the browser's (a hash of its English text
 * and the text's length; a test holds them distinct).
 */
function idOf(catalogue: Loadable, state: State): string {
  if (state.id === undefined) {
    const text = JSON.stringify(catalogue.en);
    let hash = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    state.id = `${(hash >>> 0).toString(36)}.${text.length.toString(36)}`;
  }
  return state.id;
}

/** Translations by catalogue name that came with the page (see `drawnTranslations`). */
export type GivenTranslations = Record<string, unknown>;
let given: { locale: Locale; byId: GivenTranslations } | undefined;

/**
 * The translations a page rendered by the server in `locale` brought in its HTML: taken from
 * there, not fetched, when a catalogue is first read or loaded.
 */
export function giveTranslations(locale: Locale, byId: GivenTranslations) {
  given = { locale, byId };
}

/** the catalogues read by the rendering under way (on the server: drawnTranslations) */
let drawn: Set<Loadable> | undefined;

/**
 * Runs a (synchronous) rendering and gives, besides its result, the translations in `locale` of
 * every catalogue and document it read, and of `also`: what the page's HTML brings for the
 * browser to draw its first screen in the language without fetching them.
 */
export function drawnTranslations<T>(
  locale: Locale,
  render: () => T,
  also: readonly Catalogue<Messages>[] = [],
): { result: T; translations: GivenTranslations } {
  const read = new Set<Loadable>(also as unknown as Loadable[]);
  drawn = read;
  let result: T;
  try {
    result = render();
  } finally {
    drawn = undefined;
  }
  const translations: GivenTranslations = {};
  if (locale !== 'en') {
    for (const catalogue of read) {
      const state = registry.get(catalogue);
      const translation = state?.loaded[locale];
      if (state && translation !== undefined) translations[idOf(catalogue, state)] = translation;
    }
  }
  return { result, translations };
}

/** The name of every catalogue and document registered so far (for a test: all distinct). */
export const catalogueIds = () => [...registry].map(([catalogue, state]) => idOf(catalogue, state));

/** Loads one catalogue's translation into `locale` (nothing for English or an untranslated one). */
function loadOne(catalogue: Loadable, locale: Locale): Promise<void> | undefined {
  if (locale === 'en') return undefined;
  const state = registry.get(catalogue);
  const loader = catalogue.translations[locale];
  if (!state || !loader || state.loaded[locale]) return undefined;
  const brought = given?.locale === locale ? given.byId[idOf(catalogue, state)] : undefined;
  if (brought !== undefined) {
    state.loaded[locale] = brought;
    return undefined;
  }
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
  drawn?.add(catalogue as unknown as Loadable);
  const pending = loadOne(catalogue as unknown as Loadable, locale);
  if (pending) use(pending);
  return messagesIn(catalogue, locale);
}

/** A document in the page's language (suspends, like `useMessages`, until it has arrived). */
export function useLocalized<T>(localized: Localized<T>): T {
  const { locale } = useContext(LocaleContext);
  drawn?.add(localized);
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
