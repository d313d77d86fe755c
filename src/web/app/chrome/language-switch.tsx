import { useContext, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { LANG_PARAM, LOCALES, LOCALE_NAMES, type Locale } from '../../../shared/locales';
import { LocaleContext, useMessages } from '../../lib/i18n';
import { chromeMessages } from './messages';

/**
 * The language switch (issue 30): each language named in its own script, the page redrawn in
 * place (the route and a half-filled form stay). In the sidebar and the footer, on every page.
 * Each language is a link to the same page with `?lang=`: tapped before the app has started on a
 * slow phone, it still works (the server renders the page in that language and keeps the choice);
 * once the app runs, it switches in place instead.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const m = useMessages(chromeMessages);
  const { locale, setLocale } = useContext(LocaleContext);
  const { pathname, search, hash } = useLocation();
  const [pending, setPending] = useState<Locale>();
  const hrefOf = (l: Locale) => {
    const params = new URLSearchParams(search);
    params.set(LANG_PARAM, l);
    return `${pathname}?${params.toString()}${hash}`;
  };
  const choose = (next: Locale, e: MouseEvent<HTMLAnchorElement>) => {
    // a new tab or window: the browser opens the link
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    if (next === locale) return;
    setPending(next);
    void setLocale(next).finally(() => setPending(undefined));
  };
  return (
    <div role="group" aria-label={m.language} className={`flex flex-wrap gap-2 ${className}`}>
      {LOCALES.map((l) => (
        <a
          key={l}
          href={hrefOf(l)}
          lang={l}
          hrefLang={l}
          aria-current={l === locale ? 'true' : undefined}
          aria-busy={pending === l}
          onClick={(e) => choose(l, e)}
          className={`font-language-name inline-flex min-h-11 items-center rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${
            l === locale
              ? 'border-gold-300 bg-gold-300 text-ink'
              : 'border-gold-300/50 text-gold-100 hover:bg-ink-soft'
          }`}
        >
          {LOCALE_NAMES[l]}
        </a>
      ))}
    </div>
  );
}
