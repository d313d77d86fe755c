import type {
  MESSAGES,
  QUICK_BUY_MESSAGES,
  STORE_MESSAGES,
  VALIDATION_MESSAGES,
} from '../../shared/api/form-messages';
import { defineLocalized, useLocale, useLocalized } from './i18n';

/**
 * The sentences a form's checks give before anything is sent (the contracts' zod schemas, in
 * English as the spec writes them): their Telugu and Hindi are the same the server answers with
 * (src/shared/api/messages.te.ts, messages.hi.ts), loaded with the page's language together with
 * the English tables they translate (a page in English needs neither: the checks give English).
 * Their completeness is held by the server's catalogue test (src/server/i18n/catalogues.test.ts).
 */
type English = {
  fields: typeof MESSAGES;
  validation: typeof VALIDATION_MESSAGES;
  store: typeof STORE_MESSAGES;
  quickBuy: typeof QUICK_BUY_MESSAGES;
};
export type FormMessageTables = { [K in keyof English]: Record<string, unknown> };

/** A language's translator of the checks' English sentences. */
type Translated = { translate: (text: string) => string };
const translatorOf =
  (load: () => Promise<{ default: FormMessageTables }>) =>
  async (): Promise<{ default: Translated }> => {
    const [m, templates, tables] = await Promise.all([
      import('../../shared/api/form-messages'),
      import('../../shared/message-templates'),
      load(),
    ]);
    const english: English = {
      fields: m.MESSAGES,
      validation: m.VALIDATION_MESSAGES,
      store: m.STORE_MESSAGES,
      quickBuy: m.QUICK_BUY_MESSAGES,
    };
    const pairs = templates.templatePairs(english, tables.default);
    return { default: { translate: templates.templateTranslator(pairs) } };
  };

export const formMessages = defineLocalized<Translated | null>(null, {
  te: translatorOf(() => import('./form-checks.te')),
  hi: translatorOf(() => import('./form-checks.hi')),
});

/**
 * A form check's message in the page's language: `say(errors.email?.message)`. A text that is no
 * check's English (a server's answer, already in the language) is shown as it is.
 */
export function useFormMessage(): <T extends string | undefined>(text: T) => T {
  const locale = useLocale();
  const translated = useLocalized(formMessages);
  if (locale === 'en' || !translated) return (text) => text;
  const t = translated.translate;
  return (text) => (text === undefined ? text : (t(text) as typeof text));
}
