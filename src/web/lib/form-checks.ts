import {
  MESSAGES,
  QUICK_BUY_MESSAGES,
  STORE_MESSAGES,
  VALIDATION_MESSAGES,
} from '../../shared/api/form-messages';
import { templatePairs, templateTranslator } from '../../shared/message-templates';
import { defineLocalized, useLocale, useLocalized, type Locale } from './i18n';

/**
 * The sentences a form's checks give before anything is sent (the contracts' zod schemas, in
 * English as the spec writes them): their Telugu and Hindi are the same the server answers with
 * (src/shared/api/messages.te.ts, messages.hi.ts), loaded with the page's language. Their
 * completeness is held by the server's catalogue test (src/server/i18n/catalogues.test.ts).
 */
const english = {
  fields: MESSAGES,
  validation: VALIDATION_MESSAGES,
  store: STORE_MESSAGES,
  quickBuy: QUICK_BUY_MESSAGES,
};
export type FormMessageTables = { [K in keyof typeof english]: Record<string, unknown> };

export const formMessages = defineLocalized<FormMessageTables>(english, {
  te: () => import('./form-checks.te'),
  hi: () => import('./form-checks.hi'),
});

const translators = new Map<Locale, (text: string) => string>();

/**
 * A form check's message in the page's language: `say(errors.email?.message)`. A text that is no
 * check's English (a server's answer, already in the language) is shown as it is.
 */
export function useFormMessage(): <T extends string | undefined>(text: T) => T {
  const locale = useLocale();
  const tables = useLocalized(formMessages);
  if (locale === 'en') return (text) => text;
  let translate = translators.get(locale);
  if (!translate) {
    translate = templateTranslator(templatePairs(english, tables));
    translators.set(locale, translate);
  }
  const t = translate;
  return (text) => (text === undefined ? text : (t(text) as typeof text));
}
