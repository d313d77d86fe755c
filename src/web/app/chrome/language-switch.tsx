import { useContext, useState } from 'react';
import { LOCALES, LOCALE_NAMES, type Locale } from '../../../shared/locales';
import { LocaleContext, useMessages } from '../../lib/i18n';
import { chromeMessages } from './messages';

/**
 * The language switch (issue 30): each language named in its own script, the page redrawn in
 * place (the route and a half-filled form stay). In the sidebar and the footer, on every page.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const m = useMessages(chromeMessages);
  const { locale, setLocale } = useContext(LocaleContext);
  const [pending, setPending] = useState<Locale>();
  const choose = (next: Locale) => {
    if (next === locale) return;
    setPending(next);
    void setLocale(next).finally(() => setPending(undefined));
  };
  return (
    <div role="group" aria-label={m.language} className={`flex flex-wrap gap-2 ${className}`}>
      {LOCALES.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          aria-pressed={l === locale}
          aria-busy={pending === l}
          onClick={() => choose(l)}
          className={`font-language-name min-h-11 rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${
            l === locale
              ? 'border-gold-300 bg-gold-300 text-ink'
              : 'border-gold-300/50 text-gold-100 hover:bg-ink-soft'
          }`}
        >
          {LOCALE_NAMES[l]}
        </button>
      ))}
    </div>
  );
}
