import { describe, expect, it } from 'vitest';
import { catalogueIds, type Catalogue, type TranslatedLocale } from './i18n';

/**
 * Catalogue completeness (issue 30): every catalogue of the web app in Telugu and Hindi, each
 * translation with exactly the English keys and, per message, the same {placeholders}. A
 * catalogue not translated yet must be listed in NOT_YET_TRANSLATED; the list only shrinks (a
 * translated catalogue still listed fails too).
 */
const modules = import.meta.glob<Record<string, unknown>>(
  ['../**/*messages.ts', '../app/page-titles.ts', './state-labels.ts'],
  { eager: true },
);

const LANGUAGES: TranslatedLocale[] = ['te', 'hi'];

/** `file#export` of the catalogues still English-only in both languages (issue 30, to do). */
const NOT_YET_TRANSLATED = new Set<string>([]);

const isCatalogue = (v: unknown): v is Catalogue<Record<string, string>> =>
  typeof v === 'object' && v !== null && 'en' in v && 'translations' in v;

const catalogues = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, Catalogue<Record<string, string>>] => isCatalogue(entry[1]))
    .map(([name, catalogue]) => ({ id: `${file.replace(/^\.\.\//, '')}#${name}`, catalogue })),
);

/** The {name} placeholders of a message, sorted (a placeholder may appear more than once). */
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

describe('message catalogues in Telugu and Hindi', () => {
  it('each have a name of their own (the translations a page brings go by it)', () => {
    const ids = catalogueIds();
    expect(ids.length).toBeGreaterThanOrEqual(catalogues.length);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('finds the catalogues of the app', () => {
    expect(catalogues.length).toBeGreaterThan(30);
    for (const id of NOT_YET_TRANSLATED)
      expect(
        catalogues.map((c) => c.id),
        `${id} is listed but does not exist`,
      ).toContain(id);
  });

  for (const { id, catalogue } of catalogues) {
    it(`${id}: every language has every key with the same placeholders`, async () => {
      if (NOT_YET_TRANSLATED.has(id)) {
        expect(
          Object.keys(catalogue.translations),
          `${id} is translated now: take it off NOT_YET_TRANSLATED`,
        ).toEqual([]);
        return;
      }
      for (const locale of LANGUAGES) {
        const load = catalogue.translations[locale];
        expect(load, `${id} has no ${locale} translation`).toBeDefined();
        const translated = (await load!()).default as Record<string, string>;
        expect(Object.keys(translated).sort(), `${id} (${locale}): keys`).toEqual(
          Object.keys(catalogue.en).sort(),
        );
        for (const [key, english] of Object.entries(catalogue.en)) {
          const text = translated[key]!;
          expect(text.trim(), `${id} (${locale}) ${key}: empty`).not.toBe('');
          expect(placeholders(text), `${id} (${locale}) ${key}: placeholders`).toEqual(
            placeholders(english),
          );
        }
      }
    });
  }
});
